import { describe, expect, it } from 'vitest';
import { ExchangeMarket } from './exchange-market';
import { priceToTick } from './ladder';

const market = () => new ExchangeMarket({ marketId: 'm1', runnerIds: ['A', 'B'], status: 'OPEN' });
const lay = (m: ExchangeMarket, orderId: string, userId: string, price: number, size: number, now = 1) =>
  m.place({ orderId, userId, runnerId: 'A', side: 'LAY', price: priceToTick(price), size, now });

describe('queue position (stake ahead at the same price)', () => {
  it('counts the unmatched stake placed earlier at the same price and side, and falls as it leaves', () => {
    const m = market();
    lay(m, 'o1', 'u1', 2, 5_000);
    lay(m, 'o2', 'u2', 2, 3_000);
    lay(m, 'o3', 'u3', 2, 2_000);
    lay(m, 'o4', 'u1', 2.02, 9_000); // another price: its own queue
    expect(['o1', 'o2', 'o3', 'o4'].map((id) => m.queueAheadOf(id))).toEqual([0, 5_000, 8_000, 0]);

    // A back of 15000 at 2.0 takes o4 (9000 at 2.02, the better price for a backer) first, then o1 whole and 1000 of o2.
    m.place({ orderId: 'b1', userId: 'u9', runnerId: 'A', side: 'BACK', price: priceToTick(2), size: 15_000, now: 2 });
    expect(m.queueAheadOf('o1')).toBeNull();
    expect(m.queueAheadOf('o2')).toBe(0);
    expect(m.queueAheadOf('o3')).toBe(2_000);

    // o2 is cancelled: o3 is at the front.
    m.cancel({ orderId: 'o2', userId: 'u2' });
    expect(m.queueAheadOf('o3')).toBe(0);
    expect(m.restingOn('A', 'LAY').map((o) => o.orderId)).toEqual(['o3']);
  });

  it('a re-priced order joins the back of the new queue', () => {
    const m = market();
    lay(m, 'o1', 'u1', 2, 5_000);
    lay(m, 'o2', 'u2', 1.9, 3_000);
    m.replace({ orderId: 'o2', userId: 'u2', price: priceToTick(2), now: 2 });
    expect(m.queueAheadOf('o2')).toBe(5_000);
    m.cancel({ orderId: 'o1', userId: 'u1', sizeReduction: 1_000 });
    expect(m.queueAheadOf('o2')).toBe(4_000);
  });
});
