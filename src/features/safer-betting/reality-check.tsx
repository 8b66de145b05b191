import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { SessionClockView } from '@/components/session-clock';
import { useChild } from '@/lib/app-actor';
import { preloadable } from '@/lib/preloadable';
import { whenIdle } from '@/lib/steps';
import { useNow } from '@/lib/use-now';
import { sessionLength } from './session-clock';

// The dialog and its modal (Radix Dialog, focus trap, scroll lock: about 9 KiB brotli) are not part of the
// first screen (the web budget): their code loads in an idle moment once a reality check is set, so the
// dialog still opens at once when it is due, and at the latest when it is due.
const dialogModule = preloadable(() => import('./reality-check-dialog'));
const LoadedDialog = lazy(dialogModule.load);

/** The root actor's reality check as its dialog: nothing until it asks. */
export function RealityCheckDialog() {
  const check = useChild('realityCheck');
  const open = useSelector(check, (s) => s.hasTag('dialog'));
  const set = useSelector(check, (s) => s.context.schedule?.minutes != null);
  useEffect(() => (set && !dialogModule.loaded() ? whenIdle(() => void dialogModule.load().catch(() => {})) : undefined), [set]);
  return open ? (
    <Suspense fallback={null}>
      <LoadedDialog />
    </Suspense>
  ) : null;
}

/** The header's running session time while a reality check is set (fixed width: no jumps as it ticks). */
export function SessionClock() {
  const check = useChild('realityCheck');
  const schedule = useSelector(check, (s) => s.context.schedule);
  const now = useNow();
  if (!schedule || schedule.minutes === null) return null;
  return <SessionClockView length={sessionLength(schedule.sessionStartedAt, now)} />;
}

