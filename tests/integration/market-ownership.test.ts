import pg from 'pg';
import { afterAll, expect, it, vi } from 'vitest';
import { partitionOf } from '../../server/bus/subjects';
import { LEASE_LOCK_CLASS } from '../../server/exchange/cluster/partition-leases';
import { describeOnPostgres } from '../support/stores';
import { startServerProcess, type ServerProcess } from '../support/server-process';

/**
 * Two exchange processes on one PostgreSQL (issue #33, docs/adr/market-ownership.md): the markets'
 * partitions are shared out by lease (16 each), and a market is matched by the process holding its
 * partition only. A bet on a market the other process owns is refused cleanly (409 MARKET_NOT_OWNED,
 * nothing written), and when the owner dies the survivor takes its partitions over with the books
 * rebuilt from the store. (Before the leases a market belonged to the first process that took a bet on
 * it; now the lease decides, so the test asks PostgreSQL which process holds which market.)
 */
type Json = Record<string, unknown>;

async function call(server: ServerProcess, route: string, body: unknown, token?: string): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${server.url}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const bet = (key: string, marketId: string, price: number) => ({ idempotencyKey: key, marketId, side: 'LAY', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price } });

/** Generous: the machine may be loaded; nothing here is timed. */
const WAIT = { timeout: 120_000, interval: 200 };

describeOnPostgres('two exchange processes on one PostgreSQL', (pgServer) => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await pgServer?.stop();
  });

  it.runIf(pgServer !== null)('never match the same market: the other process refuses with MARKET_NOT_OWNED, and takes over when the owner dies', async () => {
    const env = { DATABASE_URL: pgServer!.url, SIMULATOR: 'off' };
    const a = await startServerProcess(env);
    servers.push(a);
    const b = await startServerProcess(env);
    servers.push(b);
    const login = async (server: ServerProcess, userName: string) => ((await call(server, '/auth/login', { userName, password: 'demo-password' })).body.data as { token: string }).token;
    const [demoA, demoB] = [await login(a, 'demo'), await login(b, 'demo')];

    // Which process holds which partition, as PostgreSQL sees it: wait for 16 each.
    const client = new pg.Client({ connectionString: pgServer!.url });
    await client.connect();
    try {
      const holders = await vi.waitFor(async () => {
        const { rows } = await client.query<{ app: string; p: number }>(
          `select a.application_name as app, l.objid::int as p from pg_locks l join pg_stat_activity a on a.pid = l.pid
           where l.locktype = 'advisory' and l.classid = $1::oid and l.objsubid = 2 and l.granted`,
          [LEASE_LOCK_CLASS],
        );
        const counts = new Map<string, number>();
        for (const r of rows) counts.set(r.app, (counts.get(r.app) ?? 0) + 1);
        expect([...counts.values()], 'the partitions shared 16 and 16').toEqual([16, 16]);
        return new Map(rows.map((r) => [r.p, r.app]));
      }, WAIT);
      const { rows: open } = await client.query<{ market_id: string }>(`select market_id from markets where kind = 'exchange' and status = 'OPEN' and not in_play and settled_version = 0 order by market_id`);
      // Two open markets on partitions held by different processes.
      const first = open.find((m) => holders.has(partitionOf(m.market_id)))!.market_id;
      const second = open.find((m) => holders.get(partitionOf(m.market_id)) !== holders.get(partitionOf(first)))!.market_id;
      expect(first).toBeDefined();
      expect(second).toBeDefined();
      // Whichever of a and b owns `first`, the other owns `second`.
      const aOwnsFirst = (await call(a, '/bets/place', bet('ownership-1', first, 2.5), demoA)).status === 200;
      const [owner, other, ownerToken, otherToken] = aOwnsFirst ? [a, b, demoA, demoB] : [b, a, demoB, demoA];
      const [ownersMarket, othersMarket] = [first, second];
      if (!aOwnsFirst) expect((await call(owner, '/bets/place', bet('ownership-1', first, 2.5), ownerToken)).status).toBe(200);
      expect((await call(other, '/bets/place', bet('ownership-2', othersMarket, 2.5), otherToken)).status).toBe(200);

      const refused = await call(other, '/bets/place', bet('ownership-3', ownersMarket, 2.4), otherToken);
      expect(refused).toEqual({ status: 409, body: { error: { code: 'MARKET_NOT_OWNED', message: expect.stringContaining(ownersMarket) as unknown } } });
      const refusedToo = await call(owner, '/bets/place', bet('ownership-4', othersMarket, 2.4), ownerToken);
      expect(refusedToo.status).toBe(409);
      expect((refusedToo.body.error as { code: string }).code).toBe('MARKET_NOT_OWNED');

      // The owner of `first` dies; the survivor takes its partitions over with the owner's bet in the book.
      await owner.crash();
      const takeover = await vi.waitFor(async () => {
        const placed = await call(other, '/bets/place', bet('ownership-5', ownersMarket, 2.4), otherToken);
        expect(placed.status, 'the survivor taking the market').toBe(200);
        return placed;
      }, WAIT);
      expect(takeover.status).toBe(200);
      const book = (await call(other, '/markets/detail', { marketId: ownersMarket })).body.data as { runners: Array<{ runnerId: string; availableToBack: Array<{ price: number; size: number }> }> };
      const prices = book.runners.find((r) => r.runnerId === '1')!.availableToBack.map((l) => l.price);
      expect(prices).toEqual(expect.arrayContaining([2.5, 2.4]));
      // Nothing was recorded for the refused bet: its key now places a real bet instead of replaying the 409.
      const retried = await call(other, '/bets/place', bet('ownership-3', ownersMarket, 2.4), otherToken);
      expect(retried.status).toBe(200);
      expect((retried.body.data as { betId: string }).betId).toMatch(/^b-/);
    } finally {
      await client.end();
    }
  }, 300_000);
});
