/**
 * Opens the live inspector when the URL has `?inspect`: a lazily loaded chunk (the
 * workbench and elkjs stay out of the entry chunk). Stepping only in development builds.
 */
import { lazy, Suspense, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { activateLocalActors } from './local-actors';

const LiveInspector = lazy(() => import('./live-inspector'));

/** True when the page was opened with `?inspect`. */
export function wantsInspector(search: string = typeof location === 'undefined' ? '' : location.search): boolean {
  return new URLSearchParams(search).has('inspect');
}

export function InspectorGate({ root, search }: { root: AnyActorRef; search?: string }) {
  const [open, setOpen] = useState(() => {
    const wanted = wantsInspector(search);
    // Before any component's effects run: pickers and panels report their own actors from now on.
    if (wanted) activateLocalActors();
    return wanted;
  });
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LiveInspector root={root} canStep={import.meta.env.DEV} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
