/**
 * The machine workbench's engine (no React): runs a machine as a real actor on a
 * {@link SimulatedClock}, with every service (`actors`) replaced by a fake the tester
 * settles and every effect (action) logged, and replays a list of steps from the start.
 *
 * A step is an event in the model tests' vocabulary (see `model-driver.ts`):
 * - `xstate.done.actor.<id>` { output } resolves the live invocation `<id>`;
 * - `xstate.error.actor.<id>` { error: { message } } rejects it;
 * - `xstate.after.<delay>.<state>` advances the clock by that delay;
 * - anything else is sent to the actor.
 *
 * Steps are JSON (errors as `{ message }`), so a run can be exported and replayed
 * (`replay.ts`). Going back is replaying a prefix of the steps from a fresh actor.
 */
import { createActor, fromCallback, fromPromise, getNextTransitions, SimulatedClock } from 'xstate';
import type { AnyActorLogic, AnyActorRef, AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { MachineModel } from './model-coverage';
import type { KeyValueStorage } from '../../machines/lib/storage';

/** A machine and what the workbench offers a tester for it. */
export interface BenchSpec {
  /** File-derived name, e.g. `session` for machines/session.machine.ts. */
  name: string;
  machine: AnyStateMachine;
  /** Fresh inputs for each run (each one a starting point a tester can pick). */
  inputs: () => readonly unknown[];
  /** Names of the inputs, for the picker. */
  inputLabels: readonly string[];
  /** Sample events (payload templates, service outputs and errors); from the machine's model when it has one. */
  samples: readonly AnyEventObject[];
  /** The model tests' model, when the machine has one (its paths are offered). */
  model?: MachineModel;
}

/** What a fake service does when invoked: wait for the tester, or settle at once with the sample. */
export type ServiceMode = 'hang' | 'succeed' | 'fail';

/** One logged effect: an action the app would provide, run during a step. */
export interface BenchEffect {
  name: string;
  params?: unknown;
}

/** The outcome of running steps. */
export interface BenchRun {
  actor: AnyActorRef;
  snapshot: AnyMachineSnapshot;
  /** The steps run, including services settled automatically (`auto`). */
  steps: BenchStep[];
  /** Effects per step; index 0 is the start. */
  effects: BenchEffect[][];
  /** Invoke ids of services waiting to be settled. */
  pending: string[];
  /** Simulated milliseconds since the start. */
  now: number;
  /** Why the run stopped early (an impossible step, or the actor failed). */
  error: string | null;
}

export interface BenchStep {
  event: AnyEventObject;
  /** Settled by a service mode rather than by the tester. */
  auto?: boolean;
}

export interface RunOptions {
  inputIndex?: number;
  steps: readonly BenchStep[];
  /** Service modes by invoke id (default hang). */
  modes?: Readonly<Record<string, ServiceMode>>;
  /** Apply modes only from this step on (earlier steps already hold what the modes settled). */
  autoFrom?: number;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

/** An error as JSON (`{ message }`), and any other value unchanged; for events that carry errors. */
export function toJsonEvent(event: AnyEventObject): AnyEventObject {
  return JSON.parse(
    JSON.stringify(event, (_key, value: unknown) => (value instanceof Error ? { message: value.message } : value)),
  ) as AnyEventObject;
}

function reviveError(error: unknown): Error {
  if (error instanceof Error) return error;
  const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
  return new Error(message);
}

function isStorage(value: unknown): value is KeyValueStorage {
  const v = value as Partial<Record<keyof KeyValueStorage, unknown>> | null;
  return !!v && typeof v === 'object' && ['get', 'set', 'remove', 'clear'].every((k) => typeof v[k as keyof KeyValueStorage] === 'function');
}

/** A storage over `base` that never writes to it (runs stay independent); shows the keys it saw as JSON. */
function overlayStorage(base: KeyValueStorage): KeyValueStorage & { toJSON(): Record<string, string | null> } {
  const own = new Map<string, string | null>();
  const seen = new Set<string>();
  let cleared = false;
  const get = (key: string) => {
    seen.add(key);
    return own.has(key) ? own.get(key)! : cleared ? null : base.get(key);
  };
  return {
    get,
    set: (key, value) => void (seen.add(key), own.set(key, value)),
    remove: (key) => void (seen.add(key), own.set(key, null)),
    clear: () => {
      own.clear();
      cleared = true;
    },
    toJSON: () => Object.fromEntries([...seen].map((key) => [key, own.has(key) ? own.get(key)! : cleared ? null : base.get(key)])),
  };
}

/** A copy of an input whose storages are fresh overlays; dates and functions are kept. */
export function freshInput(value: unknown): unknown {
  if (isStorage(value)) return overlayStorage(value);
  if (Array.isArray(value)) return value.map(freshInput);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, freshInput(v)]));
  }
  return value;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  !!logic && typeof logic === 'object' && 'root' in logic && 'provide' in logic;

/** Promise logic settles on its internal resolve event (a pure transition, nothing runs). */
function isPromiseLogic(logic: AnyActorLogic): boolean {
  try {
    const snapshot = { status: 'active', output: undefined, error: undefined, input: undefined };
    return (logic.transition(snapshot as never, { type: 'xstate.promise.resolve', data: null } as never, { self: {} } as never) as { status: string }).status === 'done';
  } catch {
    return false;
  }
}

/** True for an actor implementation the workbench fakes as a service (promise logic, or `{ src }` of one). */
export function isServiceLogic(entry: unknown): boolean {
  if (!entry || typeof entry !== 'object') return false;
  const logic = ('src' in entry ? (entry as { src: unknown }).src : entry) as AnyActorLogic;
  return !isMachine(logic) && isPromiseLogic(logic);
}

/** Callback logic looks its instance up on the scope's actor, which the probe does not have. */
function isCallbackLogic(logic: AnyActorLogic): boolean {
  try {
    logic.transition({ status: 'active' } as never, { type: 'bench.probe' } as never, { self: {} } as never);
    return false;
  } catch {
    return typeof (logic as { config?: unknown }).config === 'function';
  }
}

/** A callback actor (a feed, a relay) runs as written; one the app must provide sits idle (the tester sends its events). */
function idleWhenNotProvided(name: string, logic: AnyActorLogic, log: (e: BenchEffect) => void): AnyActorLogic {
  const callback = (logic as unknown as { config: (args: unknown) => unknown }).config;
  return fromCallback((args) => {
    try {
      return callback(args) as never;
    } catch (err) {
      if (!String((err as Error).message).includes('is not provided')) throw err;
      log({ name, params: 'not provided: idle (send its events by hand)' });
      return undefined;
    }
  });
}

/** Built-in actions (assign, emit, raise, sendTo, enqueueActions…) carry an `xstate.*` type. */
const isBuiltIn = (action: unknown) =>
  typeof (action as { type?: unknown }).type === 'string' && (action as { type: string }).type.startsWith('xstate.');

/** Provides fakes for every service and wraps every custom action so it is logged (recursively into child machines). */
function provideFakes(machine: AnyStateMachine, fakeService: () => AnyActorLogic, log: (e: BenchEffect) => void): AnyStateMachine {
  const actions: Record<string, unknown> = {};
  for (const [name, impl] of Object.entries(machine.implementations.actions)) {
    if (typeof impl !== 'function' || isBuiltIn(impl)) continue;
    actions[name] = (args: unknown, params: unknown) => {
      log(params === undefined ? { name } : { name, params });
      try {
        (impl as (a: unknown, p: unknown) => void)(args, params);
      } catch (err) {
        // Effects the app must provide throw "… is not provided": logging them is the fake.
        if (!String((err as Error).message).includes('is not provided')) throw err;
      }
    };
  }
  const actors: Record<string, AnyActorLogic> = {};
  for (const [name, entry] of Object.entries(machine.implementations.actors)) {
    // An entry is logic, or `{ src, input }`; the fakes replace the logic either way.
    const logic = ('src' in entry ? entry.src : entry) as AnyActorLogic;
    if (isMachine(logic)) actors[name] = provideFakes(logic, fakeService, log);
    else if (isPromiseLogic(logic)) actors[name] = fakeService();
    else if (isCallbackLogic(logic)) actors[name] = idleWhenNotProvided(name, logic, log);
  }
  return machine.provide({ actions, actors } as never);
}

/** The delay, in ms, of an `xstate.after.*` event in the current snapshot. */
export function delayOf(snapshot: AnyMachineSnapshot, type: string): number {
  const ref = type.slice(AFTER.length).split('.')[0]!;
  if (!Number.isNaN(Number(ref))) return Number(ref);
  const delays = snapshot.machine.implementations.delays as Record<string, number | ((a: { context: unknown; event: unknown }) => number)>;
  const delay = delays[ref];
  if (delay === undefined) throw new Error(`Unknown delay "${ref}"`);
  return typeof delay === 'function' ? delay({ context: snapshot.context, event: { type } }) : delay;
}

/** Lets promise settlements and the actor's reactions run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The sample event for a service outcome, if the spec has one. */
export function sampleOutcome(spec: BenchSpec, id: string, outcome: 'done' | 'error'): AnyEventObject {
  const type = `${outcome === 'done' ? DONE : ERROR}${id}`;
  const sample = spec.samples.find((e) => e.type === type);
  return toJsonEvent(sample ?? (outcome === 'done' ? { type, output: null } : { type, error: { message: `${id} failed` } }));
}

/** Runs the steps from a fresh actor; stops at the first step that cannot be taken (throws when the machine cannot start). */
export async function runBench(spec: BenchSpec, options: RunOptions): Promise<BenchRun> {
  const inputs = spec.inputs();
  const input = inputs[options.inputIndex ?? 0];
  const pending = new Map<string, Pending>();
  const effects: BenchEffect[][] = [[]];
  const machine = provideFakes(spec.machine, () => fakeService(pending), (e) => effects.at(-1)!.push(e));
  const clock = new SimulatedClock();
  let actor: AnyActorRef;
  try {
    actor = createActor(machine, { input, clock } as never) as AnyActorRef;
  } catch (err) {
    // No snapshot to show: the caller reports this instead of a run.
    throw new Error(`${spec.name} cannot start from input ${(options.inputIndex ?? 0) + 1}: ${(err as Error).message}`, { cause: err });
  }
  const steps: BenchStep[] = [];
  let error: string | null = null;
  const current = () => actor.getSnapshot() as AnyMachineSnapshot;
  const apply = async (event: AnyEventObject) => {
    const { type } = event;
    if (type.startsWith(DONE) || type.startsWith(ERROR)) {
      const id = type.slice(type.startsWith(DONE) ? DONE.length : ERROR.length);
      const p = pending.get(id);
      if (!p) throw new Error(`no live invocation "${id}" to settle`);
      pending.delete(id);
      if (type.startsWith(DONE)) p.resolve((event as { output?: unknown }).output);
      else p.reject(reviveError((event as { error?: unknown }).error));
    } else if (type.startsWith(AFTER)) {
      clock.increment(delayOf(current(), type));
    } else {
      actor.send(event);
    }
    await settle();
    if (current().status === 'error') throw current().error;
  };
  const autoSettle = async () => {
    for (let guard = 0; guard < 50; guard++) {
      const id = [...pending.keys()].find((k) => (options.modes?.[k] ?? 'hang') !== 'hang');
      if (id === undefined) return;
      const event = sampleOutcome(spec, id, options.modes![id] === 'succeed' ? 'done' : 'error');
      effects.push([]);
      steps.push({ event, auto: true });
      await apply(event);
    }
  };

  try {
    actor.start();
    await settle();
    if (current().status === 'error') throw current().error;
    if ((options.autoFrom ?? 0) === 0) await autoSettle();
    for (const [i, step] of options.steps.entries()) {
      effects.push([]);
      steps.push(step);
      try {
        await apply(step.event);
      } catch (err) {
        throw new Error(`step ${i + 1} (${step.event.type}): ${(err as Error).message}`, { cause: err });
      }
      if (i + 1 >= (options.autoFrom ?? 0)) await autoSettle();
    }
  } catch (err) {
    error = (err as Error).message;
  }
  return { actor, snapshot: current(), steps, effects, pending: [...pending.keys()], now: clock.now(), error };
}

/** A promise actor that waits until the bench settles it by its invoke id. */
const fakeService = (pending: Map<string, Pending>): AnyActorLogic =>
  fromPromise(({ self }) => new Promise((resolve, reject) => void pending.set(self.id, { resolve, reject })));

/** Event types the snapshot handles now, split into what a tester sends and what the clock fires. */
export function acceptedEvents(snapshot: AnyMachineSnapshot): { send: string[]; clock: string[] } {
  const types = [...new Set(getNextTransitions(snapshot).map((t) => t.eventType).filter(Boolean))];
  return {
    send: types.filter((t) => !t.startsWith('xstate.') && t !== '*').sort(),
    clock: types.filter((t) => t.startsWith(AFTER)),
  };
}

/** Payload templates for an event type: the samples of that type, else just the type. */
export function eventTemplates(spec: BenchSpec, type: string): AnyEventObject[] {
  const found = spec.samples.filter((e) => e.type === type).map(toJsonEvent);
  return found.length ? found : [{ type }];
}
