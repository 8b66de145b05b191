interface Entry<T> {
  expiresAt: number;
  /** When the load was asked for (the cache's clock). */
  loadedAt: number;
  value: Promise<T>;
}

/** A shared per-endpoint cache: concurrent misses share one request; failures are not kept. */
export class TtlCache {
  private readonly entries = new Map<string, Entry<unknown>>();

  constructor(private readonly now: () => number = Date.now) {}

  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as Promise<T>;
    const value = load();
    const now = this.now();
    this.entries.set(key, { expiresAt: now + ttlMs, loadedAt: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Drops the entry if it was loaded before `at` (a change heard of then): the next get loads it again. */
  forgetLoadedBefore(key: string, at: number): void {
    const hit = this.entries.get(key);
    if (hit && hit.loadedAt < at) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
