import { describe, expect, it } from 'vitest';
import { slipWhatIf, type SlipSelection, type WhatIfMarket } from './slip-what-if';

const markets: WhatIfMarket[] = [
  { marketId: 'e.mo', marketName: 'Match Odds', kind: 'exchange', runners: [{ runnerId: '1', runnerName: 'India' }, { runnerId: '2', runnerName: 'Australia' }] },
  { marketId: 'e.f6', marketName: '6 Over Runs IND', kind: 'fancy', runners: [] },
  { marketId: 'e.ball', marketName: 'Next Ball', kind: 'ballByBall', runners: [{ runnerId: '4', runnerName: '4 runs' }] },
];
const exchange: SlipSelection = { kind: 'exchange', marketId: 'e.mo', side: 'BACK', runnerId: '1' };

describe('the bet slip as an event-book what-if', () => {
  it('a runner bet carries its market’s runners and the slip’s price and stake', () => {
    expect(slipWhatIf(exchange, 2.52, 10_000, markets)).toEqual({
      kind: 'runner',
      market: { marketId: 'e.mo', marketName: 'Match Odds', runners: [{ runnerId: '1', runnerName: 'India', profit: 0 }, { runnerId: '2', runnerName: 'Australia', profit: 0 }] },
      bet: { runnerId: '1', side: 'BACK', odds100: 252, stake: 10_000 },
    });
  });

  it('a fancy line carries line, rate and side', () => {
    const fancy: SlipSelection = { kind: 'fancy', marketId: 'e.f6', side: 'LAY', line: 52, rate: 110 };
    expect(slipWhatIf(fancy, 0, 5_000, markets)).toEqual({ kind: 'fancy', market: { marketId: 'e.f6', marketName: '6 Over Runs IND' }, bet: { side: 'LAY', line: 52, rate: 110, stake: 5_000 } });
  });

  it('nothing without a stake, a valid price, a known market, or for markets the book does not cover', () => {
    expect(slipWhatIf(null, 2, 100, markets)).toBeNull();
    expect(slipWhatIf(exchange, 2.5, 0, markets)).toBeNull();
    expect(slipWhatIf(exchange, 1, 100, markets)).toBeNull();
    expect(slipWhatIf({ ...exchange, marketId: 'gone' }, 2.5, 100, markets)).toBeNull();
    expect(slipWhatIf({ kind: 'outcome', marketId: 'e.ball' }, 5, 100, markets)).toBeNull();
  });
});
