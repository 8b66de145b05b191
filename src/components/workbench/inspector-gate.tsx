/**
 * Opens the live inspector when the URL has `?inspect`: a lazily loaded chunk (the
 * workbench and elkjs stay out of the entry chunk). Stepping only in development builds.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AnyActorRef } from 'xstate';

const LiveInspector = lazy(() => import('./live-inspector'));

let inspecting = false;

/**
 * The inspector is open (or about to be): components' own actors report to it from now on
 * (local-actors.ts reads this; the registry itself stays out of the entry chunk).
 */
export function markInspecting(): void {
  inspecting = true;
}

export const isInspecting = () => inspecting;

/**
 * Reports a component's own actor (a picker's, the cash-out panel's) to the inspector while the
 * component is mounted. When the inspector is not open this is one effect that returns at once;
 * the registry (local-actors.ts) loads with the first report, never with the entry chunk.
 */
export function useInspectedActor(name: string, actor: AnyActorRef): void {
  useEffect(() => {
    if (!inspecting) return;
    let remove: (() => void) | null = null;
    let gone = false;
    void import('./local-actors').then(({ registerLocalActor }) => {
      if (!gone) remove = registerLocalActor(name, actor);
    });
    return () => {
      gone = true;
      remove?.();
    };
  }, [name, actor]);
}

/** True when the page was opened with `?inspect`. */
export function wantsInspector(search: string = typeof location === 'undefined' ? '' : location.search): boolean {
  return new URLSearchParams(search).has('inspect');
}

export function InspectorGate({ root, search }: { root: AnyActorRef; search?: string }) {
  const [open, setOpen] = useState(() => {
    const wanted = wantsInspector(search);
    // Before any component's effects run: pickers and panels report their own actors from now on.
    if (wanted) markInspecting();
    return wanted;
  });
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LiveInspector root={root} canStep={import.meta.env.DEV} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
