/**
 * Opens the live inspector when the URL has `?inspect`: a lazily loaded chunk (the
 * workbench and elkjs stay out of the entry chunk). Stepping only in development builds.
 */
import { lazy, Suspense, useState } from 'react';
import type { AnyActorRef } from 'xstate';

const LiveInspector = lazy(() => import('./live-inspector'));

/** True when the page was opened with `?inspect`. */
export function wantsInspector(search: string = typeof location === 'undefined' ? '' : location.search): boolean {
  return new URLSearchParams(search).has('inspect');
}

export function InspectorGate({ root, search }: { root: AnyActorRef; search?: string }) {
  const [open, setOpen] = useState(() => wantsInspector(search));
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LiveInspector root={root} canStep={import.meta.env.DEV} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
