import { beforeAll, expect, it } from 'vitest';
import { onEveryStore } from './test-harness';

// The unsettled list (and My Market) follow the markets in market id order, not the order the bettor
// first bet in them: that order is lost on a restart, when the books are replayed from the store, and
// the same bettor's list must read the same before and after (tests/integration/durability.test.ts).
onEveryStore('unsettled bets in market order', (api) => {
  let token = '';
  beforeAll(async () => {
    token = ((await api().post('/api/auth/login', { userName: 'mm2', password: 'demo-password' })).json() as { data: { token: string } }).data.token;
  });

  it('lists the bets of a later market id after those of an earlier one, whichever was bet first', async () => {
    for (const [marketId, key] of [['41002.mo', 'later-first'], ['22002.mo', 'earlier-second']] as const) {
      const placed = await api().post('/api/bets/place', { idempotencyKey: `order-${key}`, marketId, side: 'BACK', size: 1_000, selection: { kind: 'exchange', runnerId: '1', price: 50 } }, token);
      expect(placed.statusCode, placed.body).toBe(200);
    }
    const bets = (await api().post('/api/bets/unsettled', {}, token)).json() as { data: { marketId: string }[] };
    const markets = bets.data.map((b) => b.marketId).filter((id) => id === '22002.mo' || id === '41002.mo');
    expect(markets.indexOf('22002.mo')).toBeGreaterThanOrEqual(0);
    expect(markets.indexOf('22002.mo')).toBeLessThan(markets.indexOf('41002.mo'));
    const exposure = (await api().post('/api/user/events-exposure', {}, token)).json() as { data: { marketId: string }[] };
    const ids = exposure.data.map((row) => row.marketId);
    expect(ids).toEqual([...ids].sort());
  });
});
