import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partitionOf } from '../../server/bus/subjects';
import { clusterUnavailable, spreadLeases, startTempCluster, type TempCluster } from '../support/cluster';
import { gql, login, placeBet } from './graphql-client';
import { OrdersSubscriber } from './orders-subscriber';

/**
 * A bettor's user-wide reads are whole in a cluster (issue #33): reads that are not tied to one market
 * go to `cmd.any` and any exchange answers, but each exchange's engines hold only the markets it owns.
 * A bettor rests unmatched bets on markets owned by both exchange processes; then the orders snapshot
 * of the change stream, the open bets list and My Market, asked of each exchange directly and through
 * the gateways again and again (so `cmd.any` reaches both), each show every bet with its size; and
 * each exchange counts the bettor's whole exposure in the back office's user list and dashboard, and
 * answers the back office's risk book across markets as the other does.
 */
const unavailable = clusterUnavailable();
if (unavailable) console.warn(`cluster tests skipped: ${unavailable}`);

const PASSWORD = 'demo-password';
const SIZE = 2_000; // ₹20: a back at 1000 rests (no lay offers that price), its exposure is its stake
const PRICE = 1000;
const READS = 6;

interface RestingBet {
  betId: string;
  marketId: string;
}
type BetRow = { betId: string; marketId: string; sizeRemaining: number; status: string };
type ExposureRow = { marketId: string; exposure: number; betCounts: number };

/** POSTs a REST read to a process's /api (an exchange's own port, or a gateway carrying it over the bus); answers `data`. */
async function rest<T>(baseUrl: string, path: string, token: string, body: unknown = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${baseUrl}/api${path}: HTTP ${res.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

describe.skipIf(unavailable !== null)('a bettor\'s user-wide reads in a cluster of 2 exchange processes', () => {
  let cluster: TempCluster;
  let pool: pg.Pool;
  let token: string;
  const bets: RestingBet[] = [];

  /** What every read must show: each resting bet, unmatched, with its whole stake remaining. */
  const expectEveryBet = (rows: readonly BetRow[], where: string) => {
    const byId = new Map(rows.map((r) => [r.betId, r]));
    for (const bet of bets) {
      expect(byId.get(bet.betId), `${where}: bet ${bet.betId} on ${bet.marketId}`).toMatchObject({ marketId: bet.marketId, sizeRemaining: SIZE, status: 'EXECUTABLE' });
    }
  };
  const expectEveryMarket = (rows: readonly ExposureRow[], where: string) => {
    const byId = new Map(rows.map((r) => [r.marketId, r]));
    for (const bet of bets) expect(byId.get(bet.marketId), `${where}: My Market row of ${bet.marketId}`).toMatchObject({ exposure: SIZE, betCounts: 1 });
  };

  beforeAll(async () => {
    cluster = await startTempCluster({ exchanges: 2, gateways: 2 });
    pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
    const holders = await spreadLeases(pool, 2);
    // Two open pre-play exchange markets per exchange process, on which demo has no bet yet.
    const { rows } = await pool.query<{ market_id: string; runner_id: string }>(
      `select m.market_id, min(r.runner_id) as runner_id
         from markets m join runners r on r.market_id = m.market_id
        where m.kind = 'exchange' and m.status = 'OPEN' and m.bet_delay_ms = 0 and not m.in_play
          and m.min_stake <= $1 and m.max_stake >= $1
          and not exists (select 1 from orders o join users u on u.user_id = o.user_id where o.market_id = m.market_id and u.user_name = 'demo')
        group by m.market_id order by m.market_id`,
      [SIZE],
    );
    const chosen = cluster.exchanges.flatMap((exchange) => rows.filter((r) => holders.get(partitionOf(r.market_id)) === exchange.pid).slice(0, 2));
    expect(new Set(chosen.map((r) => holders.get(partitionOf(r.market_id)))).size).toBe(2);
    const gateway = cluster.gateways[0]!.url;
    token = await login(gateway, 'demo', PASSWORD);
    for (const [i, market] of chosen.entries()) {
      const placed = await placeBet(gateway, token, { idempotencyKey: `user-reads-${Date.now().toString(36)}-${i}`, marketId: market.market_id, side: 'BACK', size: SIZE, runnerId: market.runner_id, price: PRICE });
      if (!placed.data) throw new Error(`bet on ${market.market_id} refused: ${placed.code}`);
      bets.push({ betId: placed.data.betId, marketId: market.market_id });
    }
  }, 900_000);

  afterAll(async () => {
    await pool?.end();
    await cluster?.stop();
  }, 120_000);

  it('every exchange process answers the orders snapshot, open bets and My Market with every resting bet', async () => {
    for (const exchange of cluster.exchanges) {
      const snapshot = await rest<{ snapshot: BetRow[] }>(exchange.url, '/stream/snapshot', token, { topic: 'orders' });
      expectEveryBet(snapshot.snapshot, `${exchange.name} orders snapshot`);
      expectEveryBet(await rest<BetRow[]>(exchange.url, '/bets/unsettled', token), `${exchange.name} open bets`);
      expectEveryMarket(await rest<ExposureRow[]>(exchange.url, '/user/events-exposure', token), `${exchange.name} My Market`);
    }
  }, 120_000);

  it('through the gateways, again and again (cmd.any reaches either exchange): every read is whole', async () => {
    for (let i = 0; i < READS; i++) {
      const gateway = cluster.gateways[i % cluster.gateways.length]!.url;
      const snapshot = await rest<{ snapshot: BetRow[] }>(gateway, '/stream/snapshot', token, { topic: 'orders' });
      expectEveryBet(snapshot.snapshot, `read ${i}: orders snapshot`);
      const read = await gql<{ unsettledBets: BetRow[]; userEventsExposure: ExposureRow[] }>(
        gateway,
        'query { unsettledBets { betId marketId sizeRemaining status } userEventsExposure { marketId exposure betCounts } }',
        {},
        token,
      );
      if (!read.data) throw new Error(`read ${i}: ${read.code}`);
      expectEveryBet(read.data.unsettledBets, `read ${i}: unsettledBets`);
      expectEveryMarket(read.data.userEventsExposure, `read ${i}: userEventsExposure`);
    }
  }, 180_000);

  it('every exchange process counts the bettor\'s exposure on every market: My Market, balance, the back office\'s user list and dashboard', async () => {
    const agent = await login(cluster.gateways[0]!.url, 'agent', PASSWORD);
    // What the owners committed: the stored exposure rows of the agent's bettors (demo's among them).
    const stored = await pool.query<{ user_name: string; exposure: string }>(
      `select u.user_name, coalesce(sum(e.exposure_paise), 0) as exposure from users u left join user_market_exposure e on e.user_id = u.user_id
        where u.upline_id = 'u-agent' and u.role = 'bettor' group by u.user_name`,
    );
    const demoExposure = Number(stored.rows.find((r) => r.user_name === 'demo')!.exposure);
    const downlineExposure = stored.rows.reduce((sum, r) => sum + Number(r.exposure), 0);
    expect(demoExposure).toBeGreaterThanOrEqual(bets.length * SIZE);
    for (const exchange of cluster.exchanges) {
      const where = exchange.name;
      const myMarket = await rest<ExposureRow[]>(exchange.url, '/user/events-exposure', token);
      expect(myMarket.reduce((sum, r) => sum + r.exposure, 0), `${where} My Market total`).toBe(demoExposure);
      expect((await rest<{ exposure: number }>(exchange.url, '/user/balance', token)).exposure, `${where} balance`).toBe(demoExposure);
      const children = await rest<{ users: Array<{ userName: string; exposure: number }> }>(exchange.url, '/backoffice/users/children', agent, { search: 'demo' });
      expect(children.users.find((u) => u.userName === 'demo')?.exposure, `${where} back office user list`).toBe(demoExposure);
      expect((await rest<{ exposure: number }>(exchange.url, '/backoffice/reports/dashboard', agent)).exposure, `${where} dashboard`).toBe(downlineExposure);
    }
  }, 120_000);

  it('every exchange process answers the back office\'s risk book across markets alike, with every market the downline bet on', async () => {
    const agent = await login(cluster.gateways[0]!.url, 'agent', PASSWORD);
    const books = [];
    for (const exchange of cluster.exchanges) {
      const book = await rest<Array<{ marketId: string; betCount: number; worstCase: number }>>(exchange.url, '/backoffice/risk', agent);
      const byId = new Map(book.map((r) => [r.marketId, r]));
      for (const bet of bets) expect(byId.get(bet.marketId)?.betCount ?? 0, `${exchange.name} risk row of ${bet.marketId}`).toBeGreaterThanOrEqual(1);
      books.push(book);
    }
    expect(books[1]).toEqual(books[0]);
  }, 120_000);

  it('a myOrders subscription on each gateway starts with a snapshot holding every resting bet', async () => {
    for (const gateway of cluster.gateways) {
      const subscriber = new OrdersSubscriber(token, gateway.url);
      try {
        await subscriber.start(gateway.url);
        const first = subscriber.seen[0]!;
        expect(first.kind).toBe('SNAPSHOT');
        expect(first.betIds, `${gateway.name} myOrders snapshot`).toEqual(expect.arrayContaining(bets.map((b) => b.betId)));
      } finally {
        await subscriber.stop();
      }
    }
  }, 180_000);
});
