/**
 * When a stream subscription speaks: each change at once, or (conflateMs > 0) the changes of each
 * conflateMs window together; and a heartbeat when it has said nothing for heartbeatMs.
 */
export class Cadence<C> {
  private pending: C[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private beatTimer: ReturnType<typeof setTimeout> | null = null;
  private lastSent: number;
  private stopped = false;

  constructor(
    private readonly conflateMs: number,
    private readonly heartbeatMs: number,
    private readonly flush: (changes: C[]) => void,
    private readonly beat: () => void,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSent = now();
    this.schedule(heartbeatMs);
  }

  /** Whether changes wait for their window. */
  get holding(): boolean {
    return this.pending.length > 0;
  }

  push(change: C): void {
    if (this.stopped) return;
    if (this.conflateMs === 0) return this.send([change]);
    this.pending.push(change);
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => this.flushNow(), this.conflateMs);
  }

  /** Sends the changes waiting for their window now (the connection is closing: nothing due is dropped). */
  flushNow(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const changes = this.pending;
    this.pending = [];
    if (changes.length && !this.stopped) this.send(changes);
  }

  /** Something else went out on this subscription (an image): the heartbeat counts from now. */
  sent(): void {
    this.lastSent = this.now();
  }

  private send(changes: C[]): void {
    this.flush(changes);
    this.sent();
  }

  private schedule(ms: number): void {
    this.beatTimer = setTimeout(() => {
      if (this.stopped) return;
      const quiet = this.now() - this.lastSent;
      if (quiet >= this.heartbeatMs) {
        this.beat();
        this.sent();
        return this.schedule(this.heartbeatMs);
      }
      this.schedule(this.heartbeatMs - quiet);
    }, ms);
  }

  stop(): void {
    this.stopped = true;
    if (this.flushTimer) clearTimeout(this.flushTimer);
    if (this.beatTimer) clearTimeout(this.beatTimer);
    this.pending = [];
  }
}
