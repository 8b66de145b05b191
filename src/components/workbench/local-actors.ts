/**
 * Component-local actors (a picker's or the cash-out panel's own useActorRef/useMachine) for
 * the live inspector, which otherwise sees only the root actor and its children.
 *
 * Components report through `useInspectedActor` (inspector-gate.tsx), which does nothing until
 * the gate marks the inspector open (the page has `?inspect`, marked before any component's
 * effect runs) and then loads this module: neither it nor the inspector is in the entry chunk.
 */
import type { AnyActorRef } from 'xstate';
import { isInspecting, markInspecting } from './inspector-gate';

export interface LocalActor {
  /** Shown in the inspector's actor list: the machine and the component's id, e.g. `date-picker from`. */
  name: string;
  actor: AnyActorRef;
}

let entries: readonly LocalActor[] = [];
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** From now on, component-local actors report themselves (the inspector is open). */
export const activateLocalActors = markInspecting;

export const localActorsActive = isInspecting;

/** Adds an actor while the inspector is active; returns the removal. Same names get `#2`, `#3`… */
export function registerLocalActor(name: string, actor: AnyActorRef): () => void {
  if (!isInspecting()) return () => {};
  let unique = name;
  for (let n = 2; entries.some((e) => e.name === unique); n++) unique = `${name} #${n}`;
  const entry: LocalActor = { name: unique, actor };
  entries = [...entries, entry];
  notify();
  return () => {
    entries = entries.filter((e) => e !== entry);
    notify();
  };
}

/** For useSyncExternalStore: the list changes identity on every change. */
export function subscribeLocalActors(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getLocalActors = (): readonly LocalActor[] => entries;
