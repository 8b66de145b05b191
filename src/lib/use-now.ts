import { useSyncExternalStore } from 'react';

/** The time now, re-read every `intervalMs` (countdowns). */
export function useNow(intervalMs = 1_000): number {
  return useSyncExternalStore(
    (listener) => {
      const timer = setInterval(listener, intervalMs);
      return () => clearInterval(timer);
    },
    () => Math.floor(Date.now() / intervalMs) * intervalMs,
  );
}

/** "4:05" or "1:02:03" to a moment; "0:00" once it has passed. */
export function formatCountdown(targetIso: string, now: number): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(targetIso) - now) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
