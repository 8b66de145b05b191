/**
 * Serialises work per key (a user's money, a market's book) inside this process. With several
 * engine processes (ARCHITECTURE §7) each market has one writer and user money is guarded by a
 * row lock in PostgreSQL as well; this is the in-process half.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<void>>();

  /** Runs `work` once every earlier holder of any of `keys` is done. Keys are locked in sorted order. */
  async run<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
    const sorted = [...new Set(keys)].sort();
    const previous = sorted.map((key) => this.tails.get(key) ?? Promise.resolve());
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    for (const key of sorted) this.tails.set(key, done);
    await Promise.all(previous);
    try {
      return await work();
    } finally {
      release();
      for (const key of sorted) if (this.tails.get(key) === done) this.tails.delete(key);
    }
  }
}
