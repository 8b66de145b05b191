/**
 * Workbench recordings: the steps a tester took in the Storybook workbench, exported
 * as JSON, replayed against the machine as a regression test.
 *
 * ```ts
 * import recording from './session.login-fails.steps.json';
 * it('replays', () => replayRecording(benchSpec('session', sessionMachine, sessionModel), recording));
 * ```
 * `expect.context` is compared key by key (only the keys the file lists), so a tester
 * can trim context that is not the point of the test.
 */
import type { AnyEventObject, AnyMachineSnapshot, StateValue } from 'xstate';
import { runBench, toJsonEvent } from './bench';
import type { BenchRun, BenchSpec } from './bench';

export const RECORDING_FORMAT = 'backlay.workbench/1';

export interface BenchRecording {
  format: typeof RECORDING_FORMAT;
  /** The machine's workbench name (file name without `.machine.ts`). */
  machine: string;
  /** Index of the starting input among the spec's inputs. */
  input: number;
  steps: AnyEventObject[];
  expect: { value: StateValue; context?: Record<string, unknown> };
}

/** The context as JSON (storages show the keys they saw; functions are dropped). */
export function contextJson(snapshot: AnyMachineSnapshot): Record<string, unknown> {
  return JSON.parse(JSON.stringify(snapshot.context ?? {})) as Record<string, unknown>;
}

/** A recording of a run: its steps and where they ended. */
export function recordingOf(spec: BenchSpec, inputIndex: number, run: Pick<BenchRun, 'steps' | 'snapshot'>): BenchRecording {
  return {
    format: RECORDING_FORMAT,
    machine: spec.name,
    input: inputIndex,
    steps: run.steps.map((s) => toJsonEvent(s.event)),
    expect: { value: run.snapshot.value, context: contextJson(run.snapshot) },
  };
}

/** Replays a recording from a fresh actor; throws when a step cannot be taken or the end differs. */
export async function replayRecording(spec: BenchSpec, recording: BenchRecording): Promise<AnyMachineSnapshot> {
  if (recording.format !== RECORDING_FORMAT) throw new Error(`Not a workbench recording (format ${String(recording.format)})`);
  if (recording.machine !== spec.name) throw new Error(`Recording of "${recording.machine}" replayed against "${spec.name}"`);
  const run = await runBench(spec, { inputIndex: recording.input, steps: recording.steps.map((event) => ({ event })), autoFrom: Infinity });
  if (run.error) throw new Error(`Replay of ${spec.name} stopped: ${run.error}`);
  const got = JSON.stringify(run.snapshot.value);
  const want = JSON.stringify(recording.expect.value);
  if (got !== want) throw new Error(`Replay of ${spec.name} ended in ${got}, expected ${want}`);
  const context = contextJson(run.snapshot);
  for (const [key, value] of Object.entries(recording.expect.context ?? {})) {
    const [g, w] = [JSON.stringify(context[key]), JSON.stringify(value)];
    if (g !== w) throw new Error(`Replay of ${spec.name}: context.${key} is ${g}, expected ${w}`);
  }
  run.actor.stop();
  return run.snapshot;
}
