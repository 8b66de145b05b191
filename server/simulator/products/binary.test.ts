import { describe, expect, it } from 'vitest';
import { binaryMarkets, chanceAtOrAbove, IndexWalk, lineQuote } from './binary';

describe('binary lines', () => {
  it('is even money around the index, and certain at the close', () => {
    expect(chanceAtOrAbove(24_500, 24_500, 60)).toBeCloseTo(0.5, 5);
    expect(chanceAtOrAbove(24_510, 24_500, 0)).toBe(1);
    expect(chanceAtOrAbove(24_490, 24_500, 0)).toBe(0);
  });

  it('prices a line below the index shorter (a smaller YES rate) than one above it', () => {
    expect(lineQuote(24_500, 24_480, 60).yesRate).toBeLessThan(lineQuote(24_500, 24_520, 60).yesRate);
    const quote = lineQuote(24_500, 24_500, 60);
    expect(quote.yesLine).toBe(quote.noLine);
    expect(quote.noRate).toBeGreaterThan(quote.yesRate);
  });

  it('opens three session lines around the index', () => {
    const markets = binaryMarkets('661031', 24_503, Date.UTC(2026, 0, 1, 15, 42), 120);
    expect(markets.map((m) => m.marketName)).toEqual(['NIFTY 50 ≥ 24,480 at 15:42', 'NIFTY 50 ≥ 24,500 at 15:42', 'NIFTY 50 ≥ 24,520 at 15:42']);
    expect(markets.every((m) => m.kind === 'fancy')).toBe(true);
  });

  it('walks the index', () => {
    let n = 0;
    const walk = new IndexWalk(24_500, () => ((n = (n * 9301 + 49297) % 233280) / 233280));
    for (let i = 0; i < 10; i += 1) walk.step();
    expect(walk.value).not.toBe(24_500);
  });
});
