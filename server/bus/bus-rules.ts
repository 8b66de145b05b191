/**
 * The rules both buses share beyond the subjects (bus.ts): the default wait for an answer, what a
 * server whose handler throws answers (handlers answer their own coded errors as values), how long a
 * publish id dedupes, and what a subscription's start may be.
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 5_000;
/** How long a publish's id keeps a retry of it from being stored again (JetStream's duplicate window; the memory bus the same). */
export const DUPLICATE_WINDOW_MS = 2 * 60_000;
export const INTERNAL_ERROR_REPLY = { error: { code: 'INTERNAL_ERROR', message: 'The command failed on its server' } } as const;

/** A subscription starts after a sequence (0: the oldest stored) or at 'now'; anything else is a caller's bug. */
export function assertStart(after: number | 'now'): number | 'now' {
  if (after !== 'now' && (!Number.isInteger(after) || after < 0)) throw new RangeError(`after must be 'now' or a sequence >= 0, got ${after}`);
  return after;
}

/** Where a subscriber handler's exception goes unless the bus is told otherwise: delivery to the others goes on. */
export const reportHandlerError = (error: unknown, subject: string) => console.error(`bus: a subscriber of ${subject} failed`, error);

/** Resolves once every promise in `answering` settled (it may grow meanwhile), or after `ms` (0: at once). */
export async function answeredWithin(answering: ReadonlySet<Promise<unknown>>, ms: number): Promise<void> {
  if (ms <= 0) return;
  const deadline = Date.now() + ms;
  while (answering.size > 0 && Date.now() < deadline) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([Promise.allSettled([...answering]), new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now())))]);
    clearTimeout(timer);
  }
}
