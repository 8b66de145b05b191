import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterUnavailable, spreadLeases, startTempCluster, type TempCluster } from '../support/cluster';
import { waitFor } from '../support/funded-bettor';
import { login } from './graphql-client';
import { marketsOfEach, remainingOf, restBets as restOn, SIZE, type RestingMarket } from './resting-bets';

/**
 * The web dead-man switch ("cancel my unmatched bets if I disconnect") in a cluster (issue #33): 2
 * gateways, 2 exchange processes; the bettor's unmatched bets rest on markets of both exchanges, and
 * their graphql-ws connections are the only presence. Opens and closes reach whichever exchange
 * answers `cmd.any`; the store holds every connection, so:
 *  (b) connected through both gateways, the bettor closes one: nothing is armed, nothing cancelled;
 *  (a) the last connection closes: after WEB_TIMEOUT every bet, on both exchanges' markets, is cancelled;
 *  (a') the gateway holding the only connection is killed -9: once it has been silent past the lapse,
 *       its bettor is disconnected, and every bet is cancelled after WEB_TIMEOUT. (Before, a gateway
 *       the exchanges forgot announces its connections again on its next beat.)
 * Timings are shortened by env (a 1 s gateway beat, so a 4 s lapse; a 2 s web timeout).
 */
const unavailable = clusterUnavailable();
if (unavailable) console.warn(`cluster tests skipped: ${unavailable}`);

const PASSWORD = 'demo-password';
const WEB_TIMEOUT_SECONDS = 2;

describe.skipIf(unavailable !== null)('the web dead-man switch in a cluster of 2 gateways and 2 exchange processes', () => {
  let cluster: TempCluster;
  let pool: pg.Pool;
  let token: string;
  let demoId: string;
  /** One open exchange market owned by each exchange process. */
  let markets: RestingMarket[] = [];
  let round = 0;
  const sockets: Client[] = [];

  /** One unmatched back resting on each chosen market, through gateway A; their bet ids. */
  const restBets = () => restOn(cluster.gateways[0]!.url, token, markets, `web-presence-${(round += 1)}`);
  const remaining = (betIds: readonly string[]) => remainingOf(pool, betIds);
  const allCancelled = async (betIds: readonly string[]) => (await remaining(betIds)).every((r) => r === 0);
  /** The bettor's connections the exchanges know of. */
  const connections = async () => Number((await pool.query<{ n: string }>('select count(*) as n from presence_connections where user_id = $1', [demoId])).rows[0]!.n);
  const webSwitchArmed = async () => (await pool.query("select 1 from dead_man_switches where user_id = $1 and source = 'web' and deadline is not null", [demoId])).rowCount === 1;

  /** A graphql-ws connection of the bettor through gateway `g` (opened by its first subscription, as the app's). */
  function connect(g: number): Client {
    const client = createClient({ url: `${cluster.gateways[g]!.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0, lazy: false, onNonLazyError: () => {} });
    client.subscribe({ query: 'subscription { myBalance { available } }' }, { next: () => {}, error: () => {}, complete: () => {} });
    sockets.push(client);
    return client;
  }

  beforeAll(async () => {
    cluster = await startTempCluster({ exchanges: 2, gateways: 2, env: { DEAD_MAN_WEB_TIMEOUT_SECONDS: String(WEB_TIMEOUT_SECONDS), PRESENCE_HEARTBEAT_SECONDS: '1' } });
    pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
    markets = await marketsOfEach(pool, await spreadLeases(pool, 2), cluster.exchanges, 1);
    expect(markets.length).toBe(2);
    token = await login(cluster.gateways[0]!.url, 'demo', PASSWORD);
    demoId = (await pool.query<{ user_id: string }>("update users set cancel_on_disconnect = true where user_name = 'demo' returning user_id")).rows[0]!.user_id;
  }, 900_000);

  afterAll(async () => {
    for (const s of sockets) await s.dispose();
    await pool?.end();
    await cluster?.stop();
  }, 120_000);

  it('connected on both gateways, the bettor closes one: nothing cancelled; closing the last cancels every bet on both exchanges\' markets after the timeout', async () => {
    const betIds = await restBets();
    const onA = connect(0);
    const onB = connect(1);
    await waitFor(async () => (await connections()) === 2, 'both connections known', 60_000);
    await onA.dispose();
    await waitFor(async () => (await connections()) === 1, 'the close on gateway A known', 60_000);
    // Past the web timeout and a sweep's grace, with gateway B beating: still connected, nothing armed, nothing cancelled.
    await new Promise((resolve) => setTimeout(resolve, (WEB_TIMEOUT_SECONDS + 4) * 1000));
    expect(await webSwitchArmed()).toBe(false);
    expect(await remaining(betIds)).toEqual(betIds.map(() => SIZE));

    await onB.dispose();
    await waitFor(() => allCancelled(betIds), `every bet cancelled once the last connection closed\n${cluster.logs()}`, 90_000);
    await waitFor(async () => !(await webSwitchArmed()), 'the switch disarmed once fired', 60_000);
  }, 240_000);

  it('a forgotten gateway announces its connections again; killed -9: after the lapse and the timeout every bet is cancelled', async () => {
    const betIds = await restBets();
    connect(0);
    await waitFor(async () => (await connections()) === 1, 'the connection known', 60_000);
    // The exchanges forget gateway A (as when it was cut off past the lapse): its next beat hears so and it announces its connection again.
    await pool.query('delete from presence_connections where user_id = $1', [demoId]);
    await pool.query('delete from presence_gateways');
    await waitFor(async () => (await connections()) === 1, 'the connection announced again by gateway A', 60_000);
    expect(await webSwitchArmed()).toBe(false);
    await cluster.killGateway(0);
    await waitFor(() => allCancelled(betIds), `every bet cancelled after gateway A died\n${cluster.logs()}`, 120_000);
    expect(await connections()).toBe(0);
  }, 240_000);
});
