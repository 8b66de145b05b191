/**
 * A push-to-pull bridge: producers `push`, one consumer iterates. In `latest` mode a value not yet
 * taken is replaced by a newer one (state topics: a slow consumer gets the newest state, never a
 * backlog); in `queue` mode every value is kept (delta topics), up to `limit`, past which the channel
 * fails rather than grow without bound.
 */
export class Channel<T> implements AsyncIterableIterator<T> {
  private readonly pending: T[] = [];
  private waiter: ((result: IteratorResult<T>) => void) | null = null;
  private failWaiter: ((err: unknown) => void) | null = null;
  private error: unknown = null;
  private done = false;

  constructor(
    private readonly mode: 'latest' | 'queue',
    private readonly onReturn: () => void = () => {},
    private readonly limit = 10_000,
  ) {}

  push(value: T): void {
    if (this.done) return;
    const waiter = this.waiter;
    if (waiter) {
      this.waiter = null;
      this.failWaiter = null;
      waiter({ value, done: false });
      return;
    }
    if (this.mode === 'latest') this.pending[0] = value;
    else if (this.pending.length >= this.limit) this.fail(new Error('The subscriber fell too far behind'));
    else this.pending.push(value);
  }

  /** Ends the iteration with an error (after any values already pushed). */
  fail(err: unknown): void {
    if (this.done) return;
    this.error = err;
    this.finish();
    if (this.failWaiter) {
      const reject = this.failWaiter;
      this.waiter = null;
      this.failWaiter = null;
      reject(err);
    }
  }

  /** Ends the iteration normally. */
  end(): void {
    if (this.done) return;
    this.finish();
    if (this.waiter) {
      const resolve = this.waiter;
      this.waiter = null;
      this.failWaiter = null;
      resolve({ value: undefined, done: true });
    }
  }

  private finish(): void {
    this.done = true;
    this.onReturn();
  }

  next(): Promise<IteratorResult<T>> {
    if (this.pending.length) return Promise.resolve({ value: this.pending.shift()!, done: false });
    if (this.error !== null) {
      const err = this.error;
      this.error = null;
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => {
      this.waiter = resolve;
      this.failWaiter = reject;
    });
  }

  return(): Promise<IteratorResult<T>> {
    this.pending.length = 0;
    this.error = null;
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(err: unknown): Promise<IteratorResult<T>> {
    this.return();
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
