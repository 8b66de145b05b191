// The SPA's ladder (machines/lib/ladder.ts) is a copy of the exchange's (server/exchange/domain/ladder.ts):
// machines/ and src/ may not import server/. This keeps the copy from drifting: a price the bet slip
// offers is a price the exchange accepts, and the other way round.
import { describe, expect, it } from 'vitest';
import { fromHundredths, isOnLadder, LADDER, MAX_PRICE, MIN_PRICE, tickDown, tickUp, toHundredths } from '../../machines/lib/ladder';
import { MAX_TICK, ODDS100_BY_TICK, priceToTick, tickToPrice } from '../../server/exchange/domain/ladder';

describe('the bet slip’s price ladder and the exchange’s', () => {
  it('hold the same 350 prices (both in hundredths)', () => {
    expect(LADDER).toEqual(Array.from(ODDS100_BY_TICK));
    expect([MIN_PRICE, MAX_PRICE]).toEqual([ODDS100_BY_TICK[0], ODDS100_BY_TICK[MAX_TICK]]);
  });

  it('step a price up and down to the exchange’s neighbouring ticks', () => {
    for (let tick = 0; tick <= MAX_TICK; tick++) {
      const hundredths = toHundredths(tickToPrice(tick));
      expect(isOnLadder(tickToPrice(tick))).toBe(true);
      if (tick < MAX_TICK) expect(priceToTick(fromHundredths(tickUp(hundredths)))).toBe(tick + 1);
      if (tick > 0) expect(priceToTick(fromHundredths(tickDown(hundredths)))).toBe(tick - 1);
    }
  });
});
