import { beforeAll, expect, it } from 'vitest';
import { onEveryStore, tokenOf } from './test-harness';

const key = () => `k-${Math.random().toString(36).slice(2, 12)}`;
const MARKET = '41002.mo';


interface Ladder {
  status: string;
  lastTradedPrice: number | null;
  tradedVolume: number;
  levels: Array<{ price: number; availableToBack: number; availableToLay: number; traded: number }>;
}

onEveryStore('runner ladder and price history', (api) => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['demo', 'mm1', 'mm2', 'agent']) tokens[name] = await tokenOf(api(), name);
  });
  const place = (user: string, side: 'BACK' | 'LAY', price: number, size: number) =>
    api().post('/api/bets/place', { idempotencyKey: key(), marketId: MARKET, side, size, selection: { kind: 'exchange', runnerId: '2', price } }, tokens[user]);
  const ladder = async () => {
    const res = await api().post('/api/markets/ladder', { marketId: MARKET, runnerId: '2' });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Ladder }).data;
  };

  it('shows every level of the book beyond the best three, and the money matched at each price', async () => {
    const before = await ladder();
    for (const [i, price] of [5, 5.5, 6, 6.6, 7.4].entries()) expect((await place('agent', 'LAY', price, 1000 + i)).statusCode).toBe(200);
    const after = await ladder();
    // Five new lay levels: each one a backer can take (availableToBack), all listed — the book's own view shows three.
    for (const [i, price] of [5, 5.5, 6, 6.6, 7.4].entries()) {
      const level = after.levels.find((l) => l.price === price)!;
      const had = before.levels.find((l) => l.price === price)?.availableToBack ?? 0;
      expect(level.availableToBack - had).toBe(1000 + i);
    }
    expect(after.levels.map((l) => l.price)).toEqual([...after.levels.map((l) => l.price)].sort((a, b) => a - b));

    // A back at 7.4 takes the lay there (the highest on offer): traded volume at 7.4 grows, last traded price 7.4.
    expect((await place('demo', 'BACK', 7.4, 1000)).json()).toMatchObject({ data: { sizeMatched: 1000, averagePriceMatched: 7.4 } });
    const traded = await ladder();
    expect(traded.lastTradedPrice).toBe(7.4);
    expect(traded.levels.find((l) => l.price === 7.4)!.traded - (before.levels.find((l) => l.price === 7.4)?.traded ?? 0)).toBe(1000);
    expect(traded.tradedVolume - before.tradedVolume).toBe(1000);
  });

  it('buckets the runner’s recorded trades over time', async () => {
    const res = await api().post('/api/markets/price-history', { marketId: MARKET, runnerId: '2', bucketMs: 60_000 });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as { data: { bucketMs: number; buckets: Array<{ at: number; close: number; volume: number; trades: number }> } };
    expect(data.bucketMs).toBe(60_000);
    const last = data.buckets.at(-1)!;
    expect(last.close).toBe(7.4);
    expect(last.volume).toBeGreaterThanOrEqual(1000);
    expect(data.buckets.every((b) => b.at % 60_000 === 0)).toBe(true);
    const chosen = await api().post('/api/markets/price-history', { marketId: MARKET, runnerId: '1' });
    expect((chosen.json() as { data: { bucketMs: number } }).data.bucketMs).toBeGreaterThanOrEqual(1000);
  });

  it('refuses unknown markets and runners, markets without an order book, and bad bucket sizes', async () => {
    const cases: Array<[string, object, number, string]> = [
      ['/api/markets/ladder', { marketId: 'no-such', runnerId: '1' }, 404, 'MARKET_NOT_FOUND'],
      ['/api/markets/ladder', { marketId: MARKET, runnerId: 'no-such' }, 404, 'RUNNER_NOT_FOUND'],
      ['/api/markets/ladder', { marketId: '41001.f6', runnerId: '1' }, 400, 'NOT_AN_EXCHANGE_MARKET'],
      ['/api/markets/ladder', { marketId: MARKET }, 400, 'INVALID_INPUT_DATA'],
      ['/api/markets/price-history', { marketId: MARKET, runnerId: '1', bucketMs: 10 }, 400, 'INVALID_INPUT_DATA'],
      ['/api/markets/price-history', { marketId: MARKET, runnerId: '1', bucketMs: 1.5e3 + 0.5 }, 400, 'INVALID_INPUT_DATA'],
      ['/api/markets/price-history', { marketId: MARKET, runnerId: 'no-such' }, 404, 'RUNNER_NOT_FOUND'],
    ];
    for (const [url, body, status, code] of cases) {
      const res = await api().post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect(res.json()).toMatchObject({ error: { code } });
    }
  });

  it('settings: one-click and odds-change preferences round-trip, bad values refused', async () => {
    const read = await api().post('/api/user/settings', {}, tokens.demo);
    expect(read.json()).toMatchObject({ data: { oneClickBetting: false, oneClickStake: 10_000, acceptOddsChanges: 'better' } });
    const update = await api().post('/api/user/settings/update', { oneClickBetting: true, oneClickStake: 25_000, acceptOddsChanges: 'never' }, tokens.demo);
    expect(update.json()).toMatchObject({ data: { oneClickBetting: true, oneClickStake: 25_000, acceptOddsChanges: 'never', defaultStakes: expect.any(Array) } });
    for (const body of [{ acceptOddsChanges: 'sometimes' }, { oneClickStake: 0 }, { oneClickStake: 10.5 }, { oneClickBetting: 'yes' }]) {
      const res = await api().post('/api/user/settings/update', body, tokens.demo);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
    }
    expect((await api().post('/api/user/settings', {}, tokens.demo)).json()).toMatchObject({ data: { oneClickBetting: true, acceptOddsChanges: 'never' } });
  });
});
