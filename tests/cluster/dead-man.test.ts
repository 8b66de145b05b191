import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partitionOf } from '../../server/bus/subjects';
import { CANCEL_MARKET_PATH } from '../../server/exchange/cluster/cross-market-cancel';
import { clusterUnavailable, spreadLeases, startTempCluster, type TempCluster } from '../support/cluster';
import { waitFor } from '../support/funded-bettor';
import { login } from './graphql-client';
import { marketsOfEach, remainingOf, restBets as restOn, SIZE, type RestingMarket } from './resting-bets';

/**
 * Cancels that span markets work in a cluster (issue #33): a bettor's unmatched bets rest on markets
 * owned by both exchange processes; then
 *  (a) Betfair's cancelOrders with no market, through the gateway (any exchange answers `cmd.any`),
 *      cancels every one and reports each;
 *  (b) the dead-man switch armed on one exchange lapses: every bet, on both exchanges' markets, is cancelled;
 *  (c) the exchange holding an armed switch is killed (-9) before it lapses: the other fires it.
 */
const unavailable = clusterUnavailable();
if (unavailable) console.warn(`cluster tests skipped: ${unavailable}`);

const PASSWORD = 'demo-password';
const APP_KEY = 'dead-man-test';

describe.skipIf(unavailable !== null)('cancels across markets in a cluster of 2 exchange processes', () => {
  let cluster: TempCluster;
  let pool: pg.Pool;
  let token: string;
  /** Two open exchange markets owned by each exchange process (by its index in cluster.exchanges). */
  let markets: RestingMarket[] = [];
  let round = 0;

  /** A Betfair JSON-RPC call to `baseUrl` (a gateway carrying it over the bus, or an exchange's own port). */
  async function rpc<T>(baseUrl: string, method: string, params: Record<string, unknown>): Promise<T> {
    const res = await fetch(`${baseUrl}/exchange/${method.startsWith('HeartbeatAPING') ? 'heartbeat' : 'betting'}/json-rpc/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-application': APP_KEY, 'x-authentication': token },
      body: JSON.stringify({ jsonrpc: '2.0', method, params, id: 1 }),
      signal: AbortSignal.timeout(60_000),
    });
    const body = (await res.json()) as { result?: T; error?: unknown };
    if (body.result === undefined) throw new Error(`${method} at ${baseUrl}: HTTP ${res.status} ${JSON.stringify(body.error)}`);
    return body.result;
  }

  /** Rests one unmatched back on each chosen market through the gateway; answers their bet ids. */
  const restBets = () => restOn(cluster.gateways[0]!.url, token, markets, `dead-man-${(round += 1)}`);
  const allCancelled = async (betIds: readonly string[]) => (await remainingOf(pool, betIds)).every((r) => r === 0);

  beforeAll(async () => {
    cluster = await startTempCluster({ exchanges: 2, gateways: 1 });
    pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
    const holders = await spreadLeases(pool, 2);
    // Up to two per process: how many of the seeded pre-play markets each holds depends on how the leases spread, but each holds some.
    markets = await marketsOfEach(pool, holders, cluster.exchanges, 2);
    for (const exchange of cluster.exchanges) expect(markets.some((m) => holders.get(partitionOf(m.market_id)) === exchange.pid), `a market held by ${exchange.name}`).toBe(true);
    token = await login(cluster.gateways[0]!.url, 'demo', PASSWORD);
  }, 900_000);

  afterAll(async () => {
    await pool?.end();
    await cluster?.stop();
  }, 120_000);

  it('Betfair cancelOrders with no market, through the gateway, cancels every bet on both exchanges\' markets and reports each', async () => {
    const betIds = await restBets();
    // The owners' internal command is not for clients: through the gateway (which adds its forward key) or an exchange's own port, refused.
    const [demoId] = (await pool.query<{ user_id: string }>("select user_id from users where user_name = 'demo'")).rows.map((r) => r.user_id);
    for (const baseUrl of [cluster.gateways[0]!.url, cluster.exchanges[0]!.url]) {
      const res = await fetch(`${baseUrl}${CANCEL_MARKET_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ userId: demoId, marketId: markets[0]!.market_id, idempotencyKey: 'not-an-exchange' }),
        signal: AbortSignal.timeout(60_000),
      });
      expect(res.status, `${baseUrl}: ${await res.clone().text()}`).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
    }
    expect(await remainingOf(pool, betIds)).toEqual(betIds.map(() => SIZE));
    type Report = { status: string; instructionReports: Array<{ status: string; instruction: { betId: string }; sizeCancelled: number }> };
    const report = await rpc<Report>(cluster.gateways[0]!.url, 'SportsAPING/v1.0/cancelOrders', {});
    expect(report.status, JSON.stringify(report)).toBe('SUCCESS');
    const byBet = new Map(report.instructionReports.map((r) => [r.instruction.betId, r]));
    for (const betId of betIds) expect(byBet.get(betId), `report of ${betId}`).toMatchObject({ status: 'SUCCESS', sizeCancelled: SIZE / 100 });
    expect(await remainingOf(pool, betIds)).toEqual(betIds.map(() => 0));
  }, 120_000);

  it('the dead-man switch armed on one exchange lapses: every bet on both exchanges\' markets is cancelled', async () => {
    const betIds = await restBets();
    const armed = await rpc<{ actualTimeoutSeconds: number }>(cluster.exchanges[0]!.url, 'HeartbeatAPING/v1.0/heartbeat', { preferredTimeoutSeconds: 10 });
    expect(armed.actualTimeoutSeconds).toBe(10);
    await waitFor(() => allCancelled(betIds), 'every bet cancelled by the lapsed switch', 90_000);
    // The next heartbeat (on the other exchange) reports what the switch did, and stands it down.
    const next = await rpc<{ actionPerformed: string }>(cluster.exchanges[1]!.url, 'HeartbeatAPING/v1.0/heartbeat', { preferredTimeoutSeconds: 0 });
    expect(next.actionPerformed).toBe('ALL_BETS_CANCELLED');
  }, 120_000);

  it('the exchange holding an armed switch dies (kill -9) before it lapses: the other fires it', async () => {
    const betIds = await restBets();
    await rpc(cluster.exchanges[0]!.url, 'HeartbeatAPING/v1.0/heartbeat', { preferredTimeoutSeconds: 10 });
    await cluster.killExchange(0);
    await waitFor(() => allCancelled(betIds), `every bet cancelled by the surviving exchange\n${cluster.logs()}`, 90_000);
    const next = await rpc<{ actionPerformed: string }>(cluster.exchanges[1]!.url, 'HeartbeatAPING/v1.0/heartbeat', { preferredTimeoutSeconds: 0 });
    expect(next.actionPerformed).toBe('ALL_BETS_CANCELLED');
  }, 180_000);
});
