import { describe, expect, it } from 'vitest';
import { matchedVolume } from './matched-volume';

describe('a market header’s matched volume', () => {
  it('is the exchange market’s total matched, in paise as the book sends it', () => {
    expect(matchedVolume('exchange', 1_254_380_000)).toBe(1_254_380_000);
    expect(matchedVolume('exchange', 1)).toBe(1);
  });

  it('is hidden when nothing is matched, when the feed sends no figure, and on house markets', () => {
    expect(matchedVolume('exchange', 0)).toBeNull();
    expect(matchedVolume('exchange', null)).toBeNull();
    expect(matchedVolume('exchange', undefined)).toBeNull();
    expect(matchedVolume('exchange', Number.NaN)).toBeNull();
    expect(matchedVolume('bookmaker', 50_000)).toBeNull();
    expect(matchedVolume('fancy', 50_000)).toBeNull();
  });
});
