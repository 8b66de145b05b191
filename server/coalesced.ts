/**
 * Work that runs one at a time, the calls made while it runs coalesced into one more run after it: the
 * later run reads the state after all of them, so a burst of changes costs two runs, not one each. Used
 * where a walk or a build reads the current state (the exchange's delayed-bet releases, the change hub's
 * `publishLatest`); the rule lives here once.
 */

export interface Coalesced {
  /** Starts a run, or, while one runs, asks for one more after it (however many calls come meanwhile). Resolves once no run is going or asked for. */
  run(): Promise<void>;
  /** Resolves once no run is going or asked for. */
  idle(): Promise<void>;
}

/**
 * `work` one run at a time (see above). A failed run is logged with `failed` and never thrown at the caller;
 * a call that came during it still gets its run. `onIdle`: told when the last run ends.
 */
export function coalesced(work: () => Promise<unknown>, failed: string, onIdle?: () => void): Coalesced {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await work().catch((err: unknown) => console.error(failed, err));
      } while (again);
      running = null;
      onIdle?.();
    })();
    return running;
  };
  return { run, idle: async () => void (await running) };
}

/** `coalesced` per key: each key's runs one at a time, the keys' independently; a key is forgotten when its runs end. */
export class CoalescedByKey<K> {
  private readonly runs = new Map<K, Coalesced>();

  /** Runs `work` for `key` (or asks for one more run of the work already under way for it: that one's function is the one run). */
  run(key: K, work: () => Promise<unknown>, failed: string): Promise<void> {
    let one = this.runs.get(key);
    if (!one) {
      one = coalesced(work, failed, () => this.runs.delete(key));
      this.runs.set(key, one);
    }
    return one.run();
  }

  /** Resolves once no key has a run going or asked for. */
  async idle(): Promise<void> {
    await Promise.all([...this.runs.values()].map((one) => one.idle()));
  }
}
