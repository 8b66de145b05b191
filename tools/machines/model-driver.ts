/**
 * Test support: replays {@link ModelPath}s from the traversal against a real,
 * started actor. Invoked promise actors are fakes the path settles
 * (`xstate.done.actor.*` / `xstate.error.actor.*` steps), delayed transitions
 * are reached by advancing the (fake) clock, and every other event is sent.
 * After each step the actor's state value and context must equal the model's.
 */
import { fromPromise } from 'xstate';
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot, PromiseActorLogic } from 'xstate';
import type { ModelPath } from './model-coverage';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** Promise actors whose invocations a test settles by invoke id. */
export interface FakeActors {
  /** Logic to pass to `machine.provide({ actors })`; each invocation waits to be settled. */
  promise<TOutput = unknown, TInput = unknown>(): PromiseActorLogic<TOutput, TInput>;
  /** Resolves the live invocation with the given invoke id. */
  resolve(id: string, output: unknown): void;
  /** Rejects the live invocation with the given invoke id. */
  reject(id: string, error: unknown): void;
  /** Inputs received, per invoke id, in order. */
  inputs: Record<string, unknown[]>;
}

export function createFakeActors(): FakeActors {
  const pending = new Map<string, Pending>();
  const inputs: Record<string, unknown[]> = {};
  const take = (id: string) => {
    const p = pending.get(id);
    if (!p) throw new Error(`No live invocation "${id}" to settle`);
    pending.delete(id);
    return p;
  };
  return {
    inputs,
    promise<TOutput, TInput>() {
      return fromPromise<TOutput, TInput>(
        ({ input, self }) =>
          new Promise<TOutput>((resolve, reject) => {
            (inputs[self.id] ??= []).push(input);
            pending.set(self.id, { resolve: resolve as (v: unknown) => void, reject });
          }),
      );
    },
    resolve: (id, output) => take(id).resolve(output),
    reject: (id, error) => take(id).reject(error),
  };
}

/** How to run one path. */
export interface ReplayOptions {
  /** Creates and starts a fresh actor (with fakes provided) for each path, from the path's input. */
  start: (input: unknown) => { actor: AnyActorRef; fakes?: FakeActors };
  /** Advances the fake clock, running due timers and microtasks (e.g. `vi.advanceTimersByTimeAsync`). */
  advance: (ms: number) => Promise<unknown>;
  /** The part of a snapshot compared with the model; defaults to value and JSON context. */
  project?: (snapshot: AnyMachineSnapshot) => unknown;
  /** Extra invariants checked after every step. */
  check?: (snapshot: AnyMachineSnapshot) => void;
}

const defaultProject = (s: AnyMachineSnapshot) => ({ value: s.value, context: JSON.parse(JSON.stringify(s.context)) as unknown });

function delayOf(actor: AnyActorRef, event: AnyEventObject): number {
  const ref = event.type.slice('xstate.after.'.length).split('.')[0]!;
  if (!Number.isNaN(Number(ref))) return Number(ref);
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const delays = snapshot.machine.implementations.delays as Record<string, number | ((a: { context: unknown; event: unknown }) => number)>;
  const delay = delays[ref];
  if (delay === undefined) throw new Error(`Unknown delay "${ref}"`);
  return typeof delay === 'function' ? delay({ context: snapshot.context, event }) : delay;
}

/** Replays a path and throws (with the path in the message) at the first divergence. */
export async function replayPath(path: ModelPath, options: ReplayOptions): Promise<void> {
  const project = options.project ?? defaultProject;
  const { actor, fakes } = options.start(path.input);
  try {
    for (const [i, step] of path.steps.entries()) {
      const { event } = step;
      if (event.type.startsWith('xstate.done.actor.')) {
        fakes!.resolve(event.type.slice('xstate.done.actor.'.length), (event as { output?: unknown }).output);
        await options.advance(0);
      } else if (event.type.startsWith('xstate.error.actor.')) {
        fakes!.reject(event.type.slice('xstate.error.actor.'.length), (event as { error?: unknown }).error);
        await options.advance(0);
      } else if (event.type.startsWith('xstate.after.')) {
        await options.advance(delayOf(actor, event));
      } else {
        actor.send(event);
        await options.advance(0);
      }
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      if (snapshot.status === 'error') throw snapshot.error;
      const [got, want] = [JSON.stringify(project(snapshot)), JSON.stringify(project(step.state))];
      if (got !== want) throw new Error(`diverged at step ${i + 1} (${event.type})\n  actor: ${got}\n  model: ${want}`);
      options.check?.(snapshot);
    }
  } catch (err) {
    throw new Error(`Path ${path.description}: ${(err as Error).message}`, { cause: err });
  } finally {
    actor.stop();
  }
}

/** Replays every path; returns how many ran. */
export async function replayAll(paths: readonly ModelPath[], options: ReplayOptions): Promise<number> {
  for (const path of paths) await replayPath(path, options);
  return paths.length;
}
