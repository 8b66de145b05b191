import { describe, expect, it } from 'vitest';
import type { MarketBook } from '@/lib/feed/feed';
import { liveLadder, withLiveBook, type LadderDepth } from './live-ladder';
import { centreIndex, ladderRows } from './ladder-rows';

const level = (price: number, availableToBack: number, availableToLay: number, traded = 0) => ({ price, availableToBack, availableToLay, traded });

/** A depth read a second ago, when the market traded around 1.6. */
const staleDepth: LadderDepth = {
  status: 'OPEN',
  lastTradedPrice: 1.6,
  tradedVolume: 900_000,
  levels: [level(1.3, 5000, 0, 100), level(1.55, 7000, 0), level(1.6, 0, 0, 4000), level(1.65, 0, 6000), level(2, 0, 3000)],
};

/** The grid's live book now: RCB at 1.33 / 1.35. */
const book: MarketBook = {
  marketId: 'm1',
  status: 'OPEN',
  inPlay: true,
  runners: [
    { runnerId: 'rcb', availableToBack: [{ price: 1.33, size: 2000 }, { price: 1.32, size: 1000 }], availableToLay: [{ price: 1.35, size: 1500 }, { price: 1.36, size: 800 }], lastTradedPrice: 1.34 },
    { runnerId: 'csk', availableToBack: [], availableToLay: [], lastTradedPrice: null },
  ],
};

describe('the ladder from the live book and the full depth', () => {
  it('lays the live top of book over the depth: depth sizes inside the live levels are gone, deeper ones and traded volumes stay', () => {
    const levels = withLiveBook(staleDepth.levels, book.runners[0]);
    const at = (price: number) => levels.find((l) => l.price === price);
    expect(at(1.33)).toEqual(level(1.33, 2000, 0));
    expect(at(1.35)).toEqual(level(1.35, 0, 1500));
    expect(at(1.55)).toBeUndefined(); // a back above the live best back: taken since
    expect(at(1.6)).toEqual(level(1.6, 0, 0, 4000)); // traded volume stays
    expect(at(1.65)).toEqual(level(1.65, 0, 6000)); // deeper than the live book's last lay level
    expect(at(1.3)).toEqual(level(1.3, 5000, 0, 100)); // deeper than its last back level
  });

  it('shows the live book before the depth arrives, and opens centred on the grid’s prices, not the stale depth', () => {
    const first = liveLadder(undefined, book, 'rcb')!;
    expect(first).toMatchObject({ status: 'OPEN', lastTradedPrice: 1.34, tradedVolume: null });
    const rows = ladderRows(first.levels, [], first.lastTradedPrice);
    expect(rows[centreIndex(rows)]!.price).toBe(1.34);
    const withDepth = liveLadder(staleDepth, book, 'rcb')!;
    const full = ladderRows(withDepth.levels, [], withDepth.lastTradedPrice);
    expect(full[centreIndex(full)]!.price).toBe(1.34);
    expect(withDepth.tradedVolume).toBe(900_000);
  });

  it('a runner with nothing live keeps no depth sizes of old; with neither the book nor the depth there is nothing to show', () => {
    expect(liveLadder(staleDepth, book, 'csk')!.levels.every((l) => l.availableToBack === 0 && l.availableToLay === 0)).toBe(true);
    expect(liveLadder(staleDepth, undefined, 'rcb')).toMatchObject({ lastTradedPrice: 1.6, levels: staleDepth.levels });
    expect(liveLadder(undefined, undefined, 'rcb')).toBeNull();
    expect(liveLadder(undefined, book, 'nobody')).toBeNull();
  });
});
