import { describe, expect, it } from 'vitest';
import { gatewayClient, wsSubscription } from './test-client';
import { useTestServer } from './test-server';

const ROW = 'marketId eventId eventName sportId inPlay status worstCase betCount outcomes { key name myPnl }';
const LIVE = `subscription { backofficeRiskBook { marketId row { ${ROW} } } }`;
const TICKER = 'subscription { backofficeBetTicker { betId userName marketId marketName selectionName side price stake placedAt } }';
const BOOK = `query { backofficeRiskBook { ${ROW} } }`;
const PLACE = 'mutation($i: PlaceBetInput!) { placeBet(input: $i) { betId status } }';
const MARKET = '41002.mo';

interface Row {
  marketId: string;
  betCount: number;
  outcomes: Array<{ key: string; myPnl: number }>;
}

describe('back office risk book and bet ticker over GraphQL', () => {
  const server = useTestServer();
  const { ok, gql, login } = gatewayClient(() => server().url);
  let n = 0;
  const bet = (token: string, runnerId: string, price: number, side = 'BACK') =>
    ok<{ placeBet: { betId: string } }>(PLACE, { i: { idempotencyKey: `risk-gql-${++n}`, marketId: MARKET, side, size: 1_000, selection: { exchange: { runnerId, price } } } }, token);

  it('moves the market’s row live while a downline bettor bets, and ticks each new bet', async () => {
    const [agent, demo, mm1] = [await login('agent'), await login('demo'), await login('mm1')];
    const live = wsSubscription<{ backofficeRiskBook: { marketId: string; row: Row | null } }>(server().url, LIVE, {}, agent);
    const ticker = wsSubscription<{ backofficeBetTicker: { betId: string; userName: string; marketId: string; stake: number; side: string } }>(server().url, TICKER, {}, agent);
    try {
      // The subscription is set up out of band: bet until the first push shows (each bet is a change of the book).
      const placed: string[] = [];
      await bet(mm1, '2', 2, 'LAY');
      for (let i = 0; i < 30 && live.received.length === 0; i++) {
        placed.push((await bet(demo, '2', 2)).placeBet.betId);
        await live.until((v) => v.length > 0, 1_000).catch(() => undefined);
      }
      expect(live.errors).toEqual([]);
      expect(live.received.length).toBeGreaterThan(0);
      // The pushes settle on the row the query reads.
      const [row] = (await ok<{ backofficeRiskBook: Row[] }>(BOOK, {}, agent)).backofficeRiskBook.filter((r) => r.marketId === MARKET);
      expect(row!.betCount).toBeGreaterThanOrEqual(placed.length + 1);
      await live.until((v) => v.at(-1)?.data?.backofficeRiskBook.row?.betCount === row!.betCount, 20_000);
      expect(live.received.at(-1)?.data?.backofficeRiskBook).toEqual({ marketId: MARKET, row });
      // The ticker saw the bets placed once it was listening, each once.
      const last = placed.at(-1)!;
      await ticker.until((v) => v.some((m) => m.data?.backofficeBetTicker.betId === last), 20_000);
      const ticked = ticker.received.map((m) => m.data!.backofficeBetTicker);
      expect(new Set(ticked.map((t) => t.betId)).size).toBe(ticked.length);
      expect(ticked.find((t) => t.betId === last)).toMatchObject({ userName: 'demo', marketId: MARKET, side: 'BACK', stake: 1_000 });
    } finally {
      await live.close();
      await ticker.close();
    }
  }, 120_000);

  it('refuses the subscriptions and queries to a bettor', async () => {
    const demo = await login('demo');
    const live = wsSubscription(server().url, LIVE, {}, demo);
    try {
      await live.until((v) => v.length > 0, 20_000);
      expect(JSON.stringify(live.errors.length ? live.errors : live.received)).toContain('PERMISSION_DENIED');
    } finally {
      await live.close();
    }
    const reply = await gql(BOOK, {}, demo);
    expect(reply.errors?.[0]?.extensions?.code ?? reply.errors?.[0]?.extensions?.exchangeCode).toBe('PERMISSION_DENIED');
  });
});
