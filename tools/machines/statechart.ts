/**
 * A machine's statechart read from its own definition (`machine.root`): the state
 * nodes (nested and parallel), and every transition labelled `event [guard]`. The
 * workbench lays it out and draws it; nothing here is hand-maintained per machine.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export interface ChartNode {
  /** The state node's id (`session.loggedIn.active`). */
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Id of the initial child, for compound nodes. */
  initial: string | null;
  children: ChartNode[];
  tags: string[];
  /** Services invoked while in this state (`invoke.src`). */
  invokes: string[];
  /** Transitions that stay in this state (no target): `event [guard]`. */
  internal: string[];
}

export interface ChartEdge {
  id: string;
  source: string;
  target: string;
  label: string;
  transition: AnyTransitionDefinition;
}

export interface Statechart {
  root: ChartNode;
  edges: ChartEdge[];
}

type GuardLike = string | { type?: string; guards?: unknown[] } | ((...args: never[]) => unknown) | undefined;

/** `isBlocked`, `not(isBlocked)`, `and(a, b)`; inline functions show as `guard`. */
export function guardLabel(guard: GuardLike): string {
  if (guard === undefined) return '';
  if (typeof guard === 'string') return guard;
  const { type, guards, name } = guard as { type?: string; guards?: GuardLike[]; name?: string };
  // and/or/not are functions named after themselves that hold the guards they combine.
  if (guards) return `${type?.replace(/^xstate\./, '') ?? name ?? 'guard'}(${guards.map(guardLabel).join(', ')})`;
  return type ?? 'guard';
}

/** `session.login`, `after toastDuration`, `done: login`, `error: login`, `always`. */
export function eventLabel(eventType: string): string {
  if (!eventType) return 'always';
  if (eventType.startsWith('xstate.after.')) return `after ${eventType.slice('xstate.after.'.length).split('.')[0]}`;
  if (eventType.startsWith('xstate.done.actor.')) return `done: ${eventType.slice('xstate.done.actor.'.length)}`;
  if (eventType.startsWith('xstate.error.actor.')) return `error: ${eventType.slice('xstate.error.actor.'.length)}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

export function transitionLabel(t: AnyTransitionDefinition): string {
  const guard = guardLabel(t.guard as GuardLike);
  return `${eventLabel(t.eventType)}${guard ? ` [${guard}]` : ''}`;
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function toNode(node: AnyStateNode, edges: ChartEdge[]): ChartNode {
  const internal: string[] = [];
  for (const t of transitionsOf(node)) {
    if (!t.target?.length) {
      internal.push(transitionLabel(t));
      continue;
    }
    for (const target of t.target as AnyStateNode[]) {
      edges.push({ id: `e${edges.length}`, source: node.id, target: target.id, label: transitionLabel(t), transition: t });
    }
  }
  const children = Object.values(node.states as Record<string, AnyStateNode>);
  const initialTarget = node.type === 'compound' ? (node.initial?.target?.[0] as AnyStateNode | undefined) : undefined;
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    initial: initialTarget?.id ?? null,
    children: children.map((child) => toNode(child, edges)),
    tags: [...(node.tags ?? [])],
    invokes: node.invoke.map((i: { src: unknown; id: string }) => (typeof i.src === 'string' ? i.src : i.id)),
    internal,
  };
}

export function toStatechart(machine: AnyStateMachine): Statechart {
  const edges: ChartEdge[] = [];
  const root = toNode(machine.root, edges);
  return { root, edges };
}
