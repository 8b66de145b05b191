/** Builds a workbench {@link BenchSpec} for a machine from its model (machines/*.model.ts), when it has one. */
import type { AnyStateMachine } from 'xstate';
import { freshInput } from './bench';
import type { BenchSpec } from './bench';
import type { MachineModel } from './model-coverage';

const MAX_LABEL = 70;

/** A short readable name for an input: its JSON without storages (shown by their seed, if any). */
function inputLabel(input: unknown, index: number): string {
  if (input === undefined) return 'no input';
  const text =
    JSON.stringify(input, (_key, value: unknown) => {
      if (value && typeof value === 'object' && typeof (value as { get?: unknown }).get === 'function') return 'storage';
      return typeof value === 'function' ? undefined : value;
    }) ?? '';
  const clean = text === '{}' ? `input ${index + 1}` : text;
  return clean.length > MAX_LABEL ? `${clean.slice(0, MAX_LABEL - 1)}…` : clean;
}

export function benchSpec(name: string, machine: AnyStateMachine, model?: MachineModel): BenchSpec {
  const inputs = model?.inputs ?? [model?.input];
  return {
    name,
    machine,
    inputs: () => inputs.map(freshInput),
    inputLabels: inputs.map(inputLabel),
    samples: Array.isArray(model?.events) ? model.events : [],
    ...(model ? { model } : {}),
  };
}
