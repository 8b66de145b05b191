import type { EventScore, MarketBook } from './feed';

type Listener = () => void;

export interface FrameScheduler {
  request: (flush: () => void) => void;
}

/** requestAnimationFrame where there is one (browsers), a macrotask elsewhere. */
export const animationFrames: FrameScheduler = {
  request: (flush) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => flush());
    else setTimeout(flush, 16);
  },
};

/**
 * The latest book of each watched market and score of each event, published at most once per
 * animation frame: updates arriving within a frame replace each other, and each screen reads only
 * the market it shows (useSyncExternalStore). A 5,000-updates-a-second market renders once a frame.
 */
export class LiveStore {
  private readonly books = new Map<string, MarketBook>();
  private readonly scores = new Map<string, EventScore>();
  private readonly pendingBooks = new Map<string, MarketBook>();
  private readonly pendingScores = new Map<string, EventScore>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly revisions = new Map<string, number>();
  private scheduled = false;

  constructor(private readonly frames: FrameScheduler = animationFrames) {}

  /** Takes a book now; screens see it at the next frame. */
  pushBook(book: MarketBook): void {
    this.pendingBooks.set(book.marketId, book);
    this.schedule();
  }

  pushScore(score: EventScore): void {
    this.pendingScores.set(score.eventId, score);
    this.schedule();
  }

  /** A book known before the feed's first message (e.g. from the page's query), shown at once. */
  seedBook(book: MarketBook): void {
    if (!this.books.has(book.marketId)) this.books.set(book.marketId, book);
  }

  /** How many times a market's book has been published (a cheap snapshot for several markets at once). */
  revision(marketId: string): number {
    return this.revisions.get(marketId) ?? 0;
  }

  book(marketId: string): MarketBook | undefined {
    return this.books.get(marketId);
  }

  score(eventId: string): EventScore | undefined {
    return this.scores.get(eventId);
  }

  /** Listens to one market (`book:<id>`) or event (`score:<id>`). */
  subscribe(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  /** Publishes everything pending (the frame callback; tests call it directly). */
  flush = (): void => {
    this.scheduled = false;
    const changed: string[] = [];
    for (const [id, book] of this.pendingBooks) {
      this.books.set(id, book);
      this.revisions.set(id, (this.revisions.get(id) ?? 0) + 1);
      changed.push(`book:${id}`);
    }
    for (const [id, score] of this.pendingScores) {
      this.scores.set(id, score);
      changed.push(`score:${id}`);
    }
    this.pendingBooks.clear();
    this.pendingScores.clear();
    for (const key of changed) this.listeners.get(key)?.forEach((listener) => listener());
  };

  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    this.frames.request(this.flush);
  }
}
