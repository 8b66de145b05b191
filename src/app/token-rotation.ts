/**
 * Password changes in flight. The server ends the old token's sessions (and says so down its
 * subscriptions) before its answer with the new token arrives, so meanwhile a 401 for the old token is
 * expected: it must neither end the session nor, for a live subscription, be the end of it.
 */
export interface TokenRotation {
  /** Whether a change is in flight. */
  readonly inFlight: boolean;
  /** A change starts; the returned function ends it (once, however often it is called). */
  begin(): () => void;
  /** Resolves once no change is in flight (at once when none is). */
  settled(): Promise<void>;
}

export function createTokenRotation(): TokenRotation {
  let open = 0;
  let waiters: Array<() => void> = [];
  return {
    get inFlight() {
      return open > 0;
    },
    begin() {
      open += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        open -= 1;
        if (open > 0) return;
        const waiting = waiters;
        waiters = [];
        for (const resolve of waiting) resolve();
      };
    },
    settled: () => (open === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}
