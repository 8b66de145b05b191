/**
 * Model traversal shared by the model-based tests (`*.machine.test.ts`) and
 * `npm run machines:coverage`.
 *
 * A {@link MachineModel} names a machine and the representative events a tester
 * would send. {@link traverseModel} walks the machine's pure transition function
 * with `xstate/graph`'s `getAdjacencyMap` (no actions run, no actors start),
 * records every state node entered and every transition definition taken
 * (eventless ones included), and builds the paths the tests replay against a
 * real actor: one shortest path to each state and one path through each edge.
 */
import { createActor, fromTransition, getInitialMicrosteps, getNextTransitions } from 'xstate';
import type {
  AnyActorScope,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate';
import { getAdjacencyMap, getStateNodes, serializeSnapshot } from 'xstate/graph';

/** A machine plus what a tester can do to it. */
export interface MachineModel {
  /** Name printed by the coverage script. */
  name: string;
  /** The machine under test (with its default implementations: none of them run during traversal). */
  machine: AnyStateMachine;
  /** Input for the machine's initial snapshot. */
  input?: unknown;
  /** Several inputs (several starting snapshots); used instead of `input` when given. */
  inputs?: readonly unknown[];
  /**
   * Representative events. Only those whose type the current snapshot handles
   * are tried. Include `xstate.done.actor.<id>` events with their `output`,
   * `xstate.error.actor.<id>` events with their `error`, and `xstate.after.*`
   * events for delayed transitions (these last are generated when missing).
   */
  events: readonly AnyEventObject[] | ((snapshot: AnyMachineSnapshot) => readonly AnyEventObject[]);
  /** Snapshot identity for the traversal; defaults to state value plus context. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
}

/** One step of a path: the event sent and the snapshot expected after it. */
export interface ModelStep {
  event: AnyEventObject;
  state: AnyMachineSnapshot;
}

/** A sequence of events from the initial snapshot. */
export interface ModelPath {
  description: string;
  /** The input the path starts from. */
  input: unknown;
  steps: ModelStep[];
}

/** Reached/total counts with the labels of what was missed. */
export interface CoverageCount {
  reached: number;
  total: number;
  missed: string[];
}

/** Result of walking a model. */
export interface ModelTraversal {
  name: string;
  states: CoverageCount;
  transitions: CoverageCount;
  /** A shortest path to every distinct snapshot found. */
  statePaths: ModelPath[];
  /** For every edge of the graph, a shortest path to its source followed by the edge (prefixes removed). */
  transitionPaths: ModelPath[];
}

const describeTransition = (t: AnyTransitionDefinition): string => {
  const targets = t.target?.map((n: AnyStateNode) => n.id).join(',') ?? '(self)';
  const guard = t.guard === undefined ? '' : ` [${typeof t.guard === 'string' ? t.guard : (t.guard as { type?: string }).type ?? 'guard'}]`;
  return `${t.source.id} ${t.eventType || '(always)'} → ${targets}${guard}`;
};

const eventLabel = (event: AnyEventObject): string => {
  const { type, ...rest } = event;
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
};

/** Every state node below the root, and every transition definition (on, after, invoke, onDone, always). */
export function machineInventory(machine: AnyStateMachine): {
  states: AnyStateNode[];
  transitions: Map<AnyTransitionDefinition, string>;
} {
  const states = getStateNodes(machine.root).filter((node) => node.type !== 'history');
  const transitions = new Map<AnyTransitionDefinition, string>();
  for (const node of [machine.root, ...states]) {
    for (const list of node.transitions.values()) for (const t of list) transitions.set(t, describeTransition(t));
    for (const t of node.always ?? []) transitions.set(t, describeTransition(t));
  }
  return { states, transitions };
}

function eventsFor(model: MachineModel, snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const offered = typeof model.events === 'function' ? model.events(snapshot) : model.events;
  const handled = new Set(getNextTransitions(snapshot).map((t) => t.eventType).filter(Boolean));
  const chosen = offered.filter((e) => handled.has(e.type));
  for (const type of handled) {
    if (type.startsWith('xstate.after.') && !chosen.some((e) => e.type === type)) chosen.push({ type });
  }
  return chosen;
}

/** Walks the model from each of its inputs and measures state and transition coverage. */
export function traverseModel(model: MachineModel): ModelTraversal {
  const { machine } = model;
  const serialize = model.serializeState ?? ((s: AnyMachineSnapshot) => serializeSnapshot(s));
  const takenTransitions = new Set<AnyTransitionDefinition>();
  const enteredNodes = new Set<AnyStateNode>();
  const record = (snapshot: AnyMachineSnapshot) => snapshot._nodes.forEach((n) => enteredNodes.add(n));
  const statePaths: ModelPath[] = [];
  const transitionPaths: ModelPath[] = [];

  for (const input of model.inputs ?? [model.input]) {
    // A scope like xstate/graph's mock one, whose system reports each microstep to us. The host is an
    // empty actor so that its system is fresh: children the machine spawns with a systemId register
    // there once, on the initial snapshot below (a host of the machine itself would have done it already).
    const host = createActor(fromTransition((state: null) => state, null), {
      inspect: (ev: InspectionEvent) => {
        if (ev.type !== '@xstate.microstep') return;
        ev._transitions.forEach((t) => takenTransitions.add(t));
        record(ev.snapshot as AnyMachineSnapshot);
      },
    });
    const scope = {
      self: host,
      system: host.system,
      id: '',
      sessionId: 'model',
      logger: () => {},
      defer: () => {},
      emit: () => {},
      stopChild: () => {},
      actionExecutor: () => {},
    } as unknown as AnyActorScope;

    const initial = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
    record(initial);
    // Transient states passed through on the way in (e.g. an eventless `checking`).
    for (const [step] of getInitialMicrosteps(machine, input as never)) record(step as AnyMachineSnapshot);
    const adjacency = getAdjacencyMap(machine, {
      fromState: initial,
      input,
      events: (s: AnyMachineSnapshot) => eventsFor(model, s),
      serializeState: (s: AnyMachineSnapshot) => serialize(s),
    } as never) as Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }> }>;

    // Replay each edge with the recording scope to learn which transitions fired.
    for (const { state, transitions } of Object.values(adjacency)) {
      for (const { event } of Object.values(transitions)) machine.transition(state, event, scope);
    }

    // Shortest paths (breadth-first over the adjacency map).
    const pathTo = new Map<string, ModelStep[]>([[serialize(initial), []]]);
    const queue = [serialize(initial)];
    const edges: { from: string; step: ModelStep }[] = [];
    while (queue.length) {
      const key = queue.shift()!;
      const node = adjacency[key];
      if (!node) continue;
      for (const { event, state } of Object.values(node.transitions)) {
        const next = serialize(state);
        edges.push({ from: key, step: { event, state } });
        if (!pathTo.has(next)) {
          pathTo.set(next, [...pathTo.get(key)!, { event, state }]);
          queue.push(next);
        }
      }
    }
    const describe = (steps: ModelStep[]) =>
      `${JSON.stringify(steps.at(-1)?.state.value ?? initial.value)} via ${steps.map((s) => eventLabel(s.event)).join(' → ') || '(start)'}`;
    // Re-run each path's events from the start so every step holds the exact snapshot
    // (a custom serializeState may merge snapshots whose contexts differ).
    const exact = (steps: ModelStep[]): ModelStep[] => {
      let current = initial;
      return steps.map(({ event }) => ({ event, state: (current = machine.transition(current, event, scope) as AnyMachineSnapshot) }));
    };
    for (const steps of pathTo.values()) statePaths.push({ description: describe(steps), input, steps: exact(steps) });
    for (const steps of removePrefixes(edges.map(({ from, step }) => [...pathTo.get(from)!, step]))) {
      transitionPaths.push({ description: describe(steps), input, steps: exact(steps) });
    }
  }

  const inventory = machineInventory(machine);
  const missedStates = inventory.states.filter((n) => !enteredNodes.has(n)).map((n) => n.id);
  const missedTransitions = [...inventory.transitions].filter(([t]) => !takenTransitions.has(t)).map(([, label]) => label);
  return {
    name: model.name,
    states: { reached: inventory.states.length - missedStates.length, total: inventory.states.length, missed: missedStates },
    transitions: {
      reached: inventory.transitions.size - missedTransitions.length,
      total: inventory.transitions.size,
      missed: missedTransitions,
    },
    statePaths,
    transitionPaths,
  };
}

function removePrefixes(paths: ModelStep[][]): ModelStep[][] {
  const key = (steps: ModelStep[]) => steps.map((s) => JSON.stringify(s.event)).join('\n');
  const sorted = [...paths].sort((a, b) => b.length - a.length);
  const kept: { steps: ModelStep[]; key: string }[] = [];
  for (const steps of sorted) {
    const k = key(steps);
    if (!kept.some((p) => p.key === k || p.key.startsWith(`${k}\n`))) kept.push({ steps, key: k });
  }
  return kept.map((p) => p.steps);
}

/** `name states R/T transitions R/T`, the line the coverage script prints. */
export function formatCoverage(t: Pick<ModelTraversal, 'name' | 'states' | 'transitions'>): string {
  return `${t.name} states ${t.states.reached}/${t.states.total} transitions ${t.transitions.reached}/${t.transitions.total}`;
}

/** True when every state and every transition was reached. */
export function isFullyCovered(t: Pick<ModelTraversal, 'states' | 'transitions'>): boolean {
  return t.states.reached === t.states.total && t.transitions.reached === t.transitions.total;
}
