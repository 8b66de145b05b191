/**
 * Component-local actors (a picker's or the cash-out panel's own useActorRef/useMachine) for
 * the live inspector, which otherwise sees only the root actor and its children.
 *
 * Nothing is recorded until the inspector is active (`activateLocalActors`, called by the
 * inspector gate when the page has `?inspect`): until then `useInspectedActor` is one effect
 * that returns at once. The module holds no inspector code, so the panel stays a lazy chunk.
 */
import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';

export interface LocalActor {
  /** Shown in the inspector's actor list: the machine and the component's id, e.g. `date-picker from`. */
  name: string;
  actor: AnyActorRef;
}

let active = false;
let entries: readonly LocalActor[] = [];
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** From now on, component-local actors report themselves (the inspector is open). */
export function activateLocalActors(): void {
  active = true;
}

export const localActorsActive = () => active;

/** Adds an actor while the inspector is active; returns the removal. Same names get `#2`, `#3`… */
export function registerLocalActor(name: string, actor: AnyActorRef): () => void {
  if (!active) return () => {};
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

/** Reports a component's own actor to the inspector while the component is mounted. */
export function useInspectedActor(name: string, actor: AnyActorRef): void {
  useEffect(() => (active ? registerLocalActor(name, actor) : undefined), [name, actor]);
}

/** For useSyncExternalStore: the list changes identity on every change. */
export function subscribeLocalActors(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getLocalActors = (): readonly LocalActor[] => entries;
