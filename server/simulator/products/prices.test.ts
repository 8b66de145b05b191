import { describe, expect, it } from 'vitest';
import { houseQuote, matchProbabilities, normalCdf, probabilitiesOf, sessionRates } from './prices';

describe('product prices', () => {
  it('quotes the house under the fair price, lay above back, on the ladder', () => {
    const { back, lay } = houseQuote(0.25);
    expect(back).toBeLessThan(4);
    expect(back).toBeGreaterThan(3);
    expect(lay).toBeGreaterThan(back);
  });

  it('normalises strengths and the normal distribution', () => {
    expect(probabilitiesOf([0, 0]).map((p) => p.toFixed(2))).toEqual(['0.50', '0.50']);
    expect(normalCdf(0)).toBeCloseTo(0.5, 5);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
  });

  it('prices a session line with the margin between YES and NO', () => {
    const even = sessionRates(0.5);
    expect(even.yesRate).toBeLessThan(100);
    expect(even.noRate).toBeGreaterThan(100);
    expect(sessionRates(0.8).yesRate).toBeLessThan(even.yesRate);
  });

  it('gives a leading side the match late on', () => {
    const [win, draw, lose] = matchProbabilities(2, 0, 0.03, 0.03, 5);
    expect(win).toBeGreaterThan(0.9);
    expect(win + draw + lose).toBeCloseTo(1, 6);
  });
});

describe('session rates stay within the exchange rate limit', () => {
  it('caps both rates at 1000 for a long shot', () => {
    const { yesRate, noRate } = sessionRates(0.01);
    expect(yesRate).toBeLessThanOrEqual(1000);
    expect(noRate).toBeLessThanOrEqual(1000);
  });
});
