import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeSubject, partitionOf } from '../../server/bus/subjects';
import { isStaleChange } from '../../server/contract/change-stream';
import { waitFor } from '../support/funded-bettor';
import { clusterUnavailable, leaseHolders, startTempCluster, type TempCluster } from '../support/cluster';
import { gql, login, placeBet } from './graphql-client';
import { exchangeMarkets, type BetMarket } from './store-checks';
import { lastSeqOf, readSubject } from './stream-reader';

/**
 * Issue #33, interest across exchange processes (docs/live-stream.md "Private topics"): a bettor
 * streaming `balance` and `orders` through a gateway bets on two markets matched by two different
 * exchange processes. Whichever exchange checked the subscriptions' token, both build the bettor's
 * balances (the stream holds real figures, never STALE-then-snapshot) and queue-position moves (the
 * bettor's resting bet reaches the front of its queue on both markets). A small cluster: PostgreSQL,
 * NATS, 2 exchange processes, 1 gateway.
 */
const unavailable = clusterUnavailable();
if (unavailable) console.warn(`cluster tests skipped: ${unavailable}`);

const PASSWORD = 'demo-password';
/** A back price no seeded lay reaches: the bets rest. */
const PRICE = 900;

interface Balance {
  wallet: number;
  exposure: number;
  held: number;
  available: number;
}
interface OrderRow {
  betId: string;
  queueAhead: number | null;
  status: string;
}

/** myBalance and myOrders on one graphql-ws connection, every value kept. */
function watchMoney(gatewayUrl: string, token: string) {
  const seen = { balances: [] as Balance[], orders: [] as OrderRow[][], errors: [] as string[] };
  const client: Client = createClient({ url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  const sink = <T>(take: (data: T) => void) => ({
    next: (result: { data?: T | null; errors?: unknown }) => (result.data ? take(result.data) : seen.errors.push(JSON.stringify(result.errors))),
    error: (err: unknown) => void seen.errors.push(err instanceof Error ? err.message : JSON.stringify(err)),
    complete: () => void seen.errors.push('completed'),
  });
  client.subscribe<{ myBalance: Balance }>({ query: 'subscription { myBalance { wallet exposure held available } }' }, sink((d) => void seen.balances.push(d.myBalance)));
  client.subscribe<{ myOrders: { orders: OrderRow[] } }>({ query: 'subscription { myOrders { kind seq orders { betId queueAhead status } } }' }, sink((d) => void seen.orders.push(d.myOrders.orders)));
  return { seen, close: () => client.dispose() };
}

describe.skipIf(unavailable !== null)('interest across exchange processes: 1 gateway, 2 exchanges', () => {
  let cluster: TempCluster;
  let pool: pg.Pool;

  beforeAll(async () => {
    cluster = await startTempCluster({ exchanges: 2, gateways: 1 });
    pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  }, 900_000);

  afterAll(async () => {
    await pool?.end();
    await cluster?.stop();
  }, 120_000);

  it('a bettor streaming balance and orders gets real balances and queue moves from the markets of both exchanges', async () => {
    let money: ReturnType<typeof watchMoney> | null = null;
    try {
      // One market matched by each exchange process.
      const markets = await exchangeMarkets(pool);
      const ownerOf = async (m: BetMarket) => (await leaseHolders(pool)).get(partitionOf(m.marketId));
      let picked: BetMarket[] = [];
      await waitFor(
        async () => {
          const holders = await leaseHolders(pool);
          picked = cluster.exchanges.map((e) => markets.find((m) => holders.get(partitionOf(m.marketId)) === e.pid)).filter((m): m is BetMarket => m !== undefined);
          return holders.size === 32 && picked.length === 2;
        },
        'a market matched by each exchange',
        300_000,
      );
      const gateway = cluster.gateways[0]!.url;
      const [demo, mm1] = [await login(gateway, 'demo', PASSWORD), await login(gateway, 'mm1', PASSWORD)];

      money = watchMoney(gateway, demo);
      const seen = money.seen;
      await waitFor(() => seen.balances.length >= 1 && seen.orders.length >= 1, 'the first balance and orders', 120_000);
      const balanceSubject = changeSubject('balance:u-demo');
      const from = await lastSeqOf({ url: cluster.busUrl, env: cluster.busEnv }, balanceSubject);

      const tag = Date.now().toString(36);
      for (const [i, market] of picked.entries()) {
        const runnerId = market.runners[0]!;
        const ahead = await placeBet(gateway, mm1, { idempotencyKey: `int-${tag}-ahead-${i}`, marketId: market.marketId, side: 'BACK', size: 2_000, runnerId, price: PRICE });
        const mine = await placeBet(gateway, demo, { idempotencyKey: `int-${tag}-mine-${i}`, marketId: market.marketId, side: 'BACK', size: 1_000, runnerId, price: PRICE });
        expect([ahead.code, mine.code]).toEqual([undefined, undefined]);
        const betId = mine.data!.betId;
        const rowsOf = () => seen.orders.flat().filter((o) => o.betId === betId);
        await waitFor(() => rowsOf().some((o) => o.queueAhead === 2_000), `${market.marketId}: the bettor's bet resting behind ₹20`, 120_000);
        // The bet ahead leaves: only the owner's queue-move computation can tell the bettor.
        const cancelled = await gql<{ cancelBet: { status: string } }>(gateway, 'mutation C($m: ID!, $b: ID!) { cancelBet(marketId: $m, betId: $b) { status } }', { m: market.marketId, b: ahead.data!.betId }, mm1);
        expect(cancelled.code).toBeUndefined();
        await waitFor(() => rowsOf().some((o) => o.queueAhead === 0), `${market.marketId} (owner pid ${await ownerOf(market)}): the queue move to the front`, 120_000);
      }

      // The balance the subscriber holds is the exchange's, and every balance change the stream holds
      // since the subscription was built (the figures, not STALE): by both owners.
      const now = await gql<{ balance: Balance }>(gateway, '{ balance { wallet exposure held available } }', {}, demo);
      expect(now.code).toBeUndefined();
      await waitFor(() => JSON.stringify(seen.balances.at(-1)) === JSON.stringify(now.data!.balance), 'the subscriber holding the current balance', 120_000);
      const changes = await readSubject({ url: cluster.busUrl, env: cluster.busEnv }, balanceSubject, from);
      expect(changes.length).toBeGreaterThanOrEqual(2);
      expect(changes.filter((c) => isStaleChange(c.data)).map((c) => c.seq)).toEqual([]);
      expect(seen.errors).toEqual([]);
      console.info(`interest: markets ${picked.map((m) => m.marketId).join(', ')} on two exchanges; ${changes.length} balance changes streamed, none STALE; ${seen.balances.length} balance values seen`);
    } catch (err) {
      console.error(cluster.logs());
      throw err;
    } finally {
      await money?.close();
    }
  }, 900_000);
});
