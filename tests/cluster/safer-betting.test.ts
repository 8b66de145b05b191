import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterUnavailable, spreadLeases, startTempCluster, type TempCluster } from '../support/cluster';
import { waitFor } from '../support/funded-bettor';
import { gql, login, placeBet } from './graphql-client';
import { marketsOfEach, remainingOf, restBets, PRICE, SIZE, type RestingMarket } from './resting-bets';

/**
 * Safer betting in a cluster (issue #47): a self-exclusion taken through one gateway refuses a bet
 * through the other gateway at once — the bet batch reads the exclusion from PostgreSQL with the
 * bettor's funds, whichever exchange process owns the market — and the bettor's unmatched bets on
 * both exchange processes' markets are cancelled.
 */
const unavailable = clusterUnavailable();
if (unavailable) console.warn(`cluster tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('safer betting across 2 gateways and 2 exchange processes', () => {
  let cluster: TempCluster;
  let pool: pg.Pool;
  let markets: RestingMarket[] = [];

  beforeAll(async () => {
    cluster = await startTempCluster({ exchanges: 2, gateways: 2 });
    pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
    const holders = await spreadLeases(pool, 2);
    markets = await marketsOfEach(pool, holders, cluster.exchanges, 1);
    expect(markets.length).toBe(2);
  }, 900_000);

  afterAll(async () => {
    await pool?.end();
    await cluster?.stop();
  }, 120_000);

  it('a self-exclusion set through one gateway refuses a bet through the other within a second, on either exchange\'s market', async () => {
    const [one, two] = [cluster.gateways[0]!.url, cluster.gateways[1]!.url];
    const token = await login(one, 'demo', 'demo-password');
    // Bets through the second gateway first: its session cache and both exchanges' engines hold the bettor.
    const resting = await restBets(two, token, markets, 'safer');
    const excluded = await gql<{ selfExclude: { selfExcluded: boolean } }>(one, 'mutation { selfExclude(months: 6) { selfExcluded } }', {}, token);
    expect(excluded.data?.selfExclude.selfExcluded, excluded.code).toBe(true);
    const answeredAt = Date.now();
    const codes: string[] = [];
    let attempt = 0;
    while (Date.now() - answeredAt < 1_000) {
      for (const market of markets) {
        attempt += 1;
        const bet = await placeBet(two, token, { idempotencyKey: `safer-after-${attempt}`, marketId: market.market_id, side: 'BACK', size: SIZE, runnerId: market.runner_id, price: PRICE });
        codes.push(bet.code ?? 'ACCEPTED');
      }
    }
    expect(codes.length).toBeGreaterThanOrEqual(2);
    // Not one bet taken after the exclusion was answered: every attempt, from the first, refused.
    expect(new Set(codes)).toEqual(new Set(['SELF_EXCLUDED']));
    // Its unmatched bets on both exchanges' markets were cancelled when it began.
    await waitFor(async () => (await remainingOf(pool, resting)).every((r) => r === 0), `resting bets cancelled\n${cluster.logs()}`, 30_000);
    // Nobody lifts it: the operator's attempt through the other gateway's exchange is refused.
    const operator = await login(two, 'operator', 'demo-password');
    const lift = await fetch(`${cluster.exchanges[1]!.url}/api/backoffice/protections/lift`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${operator}` },
      body: JSON.stringify({ userName: 'demo' }),
      signal: AbortSignal.timeout(60_000),
    });
    expect(((await lift.json()) as { error: { code: string } }).error.code).toBe('PROTECTION_LOCKED');
  }, 180_000);
});
