/**
 * Every machine in machines/ (found by file name, `*.machine.ts`) with its model, if one
 * of machines/*.model.ts walks it: the workbench's list. A new machine appears here by
 * itself; its page in Storybook is one line in machines.stories.tsx.
 */
import type { AnyStateMachine } from 'xstate';
import type { BenchSpec } from '../../../tools/machines/bench';
import { benchSpec } from '../../../tools/machines/bench-spec';
import type { MachineModel } from '../../../tools/machines/model-coverage';
import { createMemoryStorage } from '../../../machines/lib/storage';

const machineModules = import.meta.glob<Record<string, unknown>>('../../../machines/*.machine.ts', { eager: true });
const modelModules = import.meta.glob<Record<string, unknown>>('../../../machines/*.model.ts', { eager: true });

const isMachine = (value: unknown): value is AnyStateMachine =>
  !!value && typeof value === 'object' && 'root' in value && 'provide' in value && 'config' in value;
const isModel = (value: unknown): value is MachineModel =>
  !!value && typeof value === 'object' && 'machine' in value && 'events' in value && 'name' in value;

const models = Object.values(modelModules).flatMap((module) => Object.values(module).filter(isModel));

/** Starting inputs of machines that have no model (a model with no events: it has no paths either). */
const extraInputs: Record<string, readonly unknown[]> = {
  app: [
    { storage: createMemoryStorage() },
    { storage: createMemoryStorage({ token: 'stored-token', userDetail: JSON.stringify({ isLogin: 1, data: { userName: 'asha' } }) }) },
  ],
  'audit-log': [
    { filter: { actor: '', target: '', kind: '', range: { from: '2026-11-01', to: '2026-11-25' } } },
    { filter: { actor: 'agent', target: 'demo', kind: 'user', range: { from: '2026-11-01', to: '2026-11-25' } } },
  ],
};

function build(): Map<string, BenchSpec> {
  const specs = new Map<string, BenchSpec>();
  for (const [file, module] of Object.entries(machineModules)) {
    const name = file.replace(/^.*\//, '').replace(/\.machine\.ts$/, '');
    const machine = Object.values(module).find(isMachine);
    if (!machine) continue;
    const model = models.find((m) => m.machine === machine);
    const inputs = extraInputs[name];
    specs.set(name, benchSpec(name, machine, model ?? (inputs ? { name, machine, inputs, events: [] } : undefined)));
  }
  return specs;
}

/** Workbench specs by machine name (`session`, `bet-slip`, …). */
export const benchSpecs: ReadonlyMap<string, BenchSpec> = build();

export function specNamed(name: string): BenchSpec {
  const spec = benchSpecs.get(name);
  if (!spec) throw new Error(`No machine "${name}" in machines/ (known: ${[...benchSpecs.keys()].join(', ')})`);
  return spec;
}
