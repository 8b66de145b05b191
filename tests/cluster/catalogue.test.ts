import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partitionOf } from '../../server/bus/subjects';
import { clusterUnavailable, leaseHolders, spreadLeases, startTempCluster, type TempCluster } from '../support/cluster';
import { waitFor } from '../support/funded-bettor';
import { login } from './graphql-client';

/**
 * Betfair's catalogue by filter is current on every exchange of a cluster (issue #33): listEventTypes,
 * listCompetitions, listEvents and listMarketCatalogue go to any exchange (`cmd.any`), whose engines
 * hold only its own partitions. Two exchanges each own one of two events; through the gateways the
 * operator creates a market on each (each created by its event's owner), settles one market, suspends
 * one and puts one in play. Then the catalogue of both events read through each gateway and at each
 * exchange's own port is one answer, and it is the owners' markets as the owners show them from their
 * engines (REST events/detail at the owner's port): the same markets in the same order, names,
 * runners, traded volume and in-play state, with the new markets and without the settled one. A
 * bettor's market page on each gateway follows both events (`eventChanged`, issue #51): its last push is
 * the owner's list too, the new market there, the settled one gone, the suspended one SUSPENDED.
 */
const unavailable = clusterUnavailable();
if (unavailable) console.warn(`cluster tests skipped: ${unavailable}`);

const PASSWORD = 'demo-password';
const ALL_PROJECTIONS = ['COMPETITION', 'EVENT', 'EVENT_TYPE', 'MARKET_DESCRIPTION', 'MARKET_START_TIME', 'RUNNER_DESCRIPTION', 'RUNNER_METADATA'];

type OwnerMarket = { marketId: string; marketName: string; kind: string; inPlay: boolean; totalMatched: number; runners: Array<{ runnerName: string }> };
type CatalogueMarket = { marketId: string; marketName: string; totalMatched: number; runners?: Array<{ runnerName: string }>; event?: { id: string } };

/** POSTs to a process's /api with a bearer token; answers `data` (throws on anything but 200/201). */
async function rest<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  if (res.status !== 200 && res.status !== 201) throw new Error(`${baseUrl}/api${path}: HTTP ${res.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

const EVENT_CHANGED = 'subscription($e: ID!) { eventChanged(eventId: $e) { exEventId markets { marketId status inPlay } } }';
type EventPush = { exEventId: string; markets: Array<{ marketId: string; status: string; inPlay: boolean }> };

async function until(what: string, check: () => boolean, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One Betfair JSON-RPC betting call at a process; answers its result. */
async function rpc<T>(baseUrl: string, token: string, method: string, params: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/exchange/betting/json-rpc/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-application': 'catalogue-test', 'x-authentication': token },
    body: JSON.stringify({ jsonrpc: '2.0', method: `SportsAPING/v1.0/${method}`, params, id: 1 }),
    signal: AbortSignal.timeout(60_000),
  });
  const answer = (await res.json()) as { result?: T; error?: unknown };
  if (answer.result === undefined) throw new Error(`${baseUrl} ${method}: HTTP ${res.status} ${JSON.stringify(answer)}`);
  return answer.result;
}

describe.skipIf(unavailable !== null)('Betfair catalogue by filter in a cluster of 2 exchange processes', () => {
  let cluster: TempCluster;
  let pool: pg.Pool;
  let token: string;
  /** Per exchange: an event it owns (its owner's URL). */
  const events: Array<{ eventId: string; owner: string }> = [];
  let settled: string;
  let suspended: string;
  let playing: string;
  const created: string[] = [];
  /** eventChanged pushes by `<gateway index>|<event id>`, and the sockets that carry them. */
  const pushes = new Map<string, EventPush[]>();
  const pushErrors: string[] = [];
  const clients: Client[] = [];

  beforeAll(async () => {
    cluster = await startTempCluster({ exchanges: 2, gateways: 2 });
    pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
    let holders = await spreadLeases(pool, 2);
    // Events with at least three open pre-play markets.
    const { rows } = await pool.query<{ ex_event_id: string }>(
      `select ex_event_id from markets where status = 'OPEN' and not in_play and settled_at is null
        group by ex_event_id having count(*) >= 3 order by ex_event_id`,
    );
    const eventOf = (pid: number) => rows.map((r) => r.ex_event_id).find((id) => holders.get(partitionOf(id)) === pid);
    // The second exchange's first leases may not yet include such an event's partition (the leases are still
    // spreading when both first hold some): wait until each holds one.
    await waitFor(
      async () => {
        holders = await leaseHolders(pool);
        return cluster.exchanges.every((exchange) => eventOf(exchange.pid) !== undefined);
      },
      'an event of three open markets owned by each exchange',
      60_000,
    );
    for (const exchange of cluster.exchanges) events.push({ eventId: eventOf(exchange.pid)!, owner: exchange.url });
    // A market page of each event open on each gateway before the acts: each starts from the owner's snapshot.
    for (const [g, { url }] of cluster.gateways.entries()) {
      const client = createClient({ url: `${url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
      clients.push(client);
      for (const { eventId } of events) {
        const seen: EventPush[] = [];
        pushes.set(`${g}|${eventId}`, seen);
        client.subscribe<{ eventChanged: EventPush }>(
          { query: EVENT_CHANGED, variables: { e: eventId } },
          { next: ({ data }) => void (data && seen.push(data.eventChanged)), error: (err) => void pushErrors.push(JSON.stringify(err)), complete: () => undefined },
        );
      }
    }
    await until('every page’s first eventChanged', () => [...pushes.values()].every((seen) => seen.length >= 1) || pushErrors.length > 0);
    expect(pushErrors).toEqual([]);
    const gateway = cluster.gateways[0]!.url;
    const operator = await login(gateway, 'operator', PASSWORD);
    token = await login(gateway, 'demo', PASSWORD);
    const marketsOf = async (eventId: string) =>
      (await pool.query<{ market_id: string }>(`select market_id from markets where ex_event_id = $1 and status = 'OPEN' and not in_play and settled_at is null order by market_id`, [eventId])).rows.map((r) => r.market_id);
    const [first, second] = [await marketsOf(events[0]!.eventId), await marketsOf(events[1]!.eventId)];
    // A new market on each event: created by that event's owner (the command goes to its partition).
    for (const [i, { eventId }] of events.entries()) {
      const marketId = `${eventId}.cat${Date.now().toString(36)}${i}`;
      const market = { marketId, marketName: `Catalogue test ${i}`, kind: 'exchange', sequence: 900 + i, runners: [{ runnerId: `${marketId}.r1`, runnerName: 'Yes', metadata: { CLOTH_NUMBER: 1 } }, { runnerId: `${marketId}.r2`, runnerName: 'No' }] };
      await rest(gateway, '/admin/markets/create', { eventId, market }, operator);
      created.push(marketId);
    }
    settled = first[0]!;
    await rest(gateway, '/admin/markets/settle', { marketId: settled, void: true }, operator);
    suspended = second[0]!;
    await rest(cluster.gateways[1]!.url, '/admin/markets/status', { marketId: suspended, status: 'SUSPENDED' }, operator);
    playing = second[1]!;
    await rest(cluster.gateways[1]!.url, '/admin/markets/status', { marketId: playing, inPlay: true }, operator);
  }, 900_000);

  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await pool?.end();
    await cluster?.stop();
  }, 120_000);

  it('answers the owners\' markets, current, through every gateway and at every exchange', async () => {
    const eventIds = events.map((e) => e.eventId);
    // The owners' own view, from their engines: each event's open markets in its market order.
    const owners = new Map<string, OwnerMarket[]>();
    for (const { eventId, owner } of events) owners.set(eventId, (await rest<{ markets: OwnerMarket[] }>(owner, '/events/detail', { eventId })).markets);
    const ownerMarkets = [...eventIds].sort((a, b) => a.localeCompare(b)).flatMap((id) => owners.get(id)!);
    const listed = ownerMarkets.map((m) => m.marketId);
    expect(listed).toEqual(expect.arrayContaining([...created, suspended, playing]));
    expect(listed).not.toContain(settled);

    const places = [...cluster.gateways, ...cluster.exchanges].map((p) => p.url);
    const answers = [];
    for (const place of places) {
      const filter = { eventIds };
      const answer = {
        eventTypes: await rpc(place, token, 'listEventTypes', { filter }),
        competitions: await rpc(place, token, 'listCompetitions', { filter }),
        events: await rpc<Array<{ event: { id: string }; marketCount: number }>>(place, token, 'listEvents', { filter }),
        catalogue: await rpc<CatalogueMarket[]>(place, token, 'listMarketCatalogue', { filter, marketProjection: ALL_PROJECTIONS, maxResults: 1000 }),
        inPlay: await rpc<CatalogueMarket[]>(place, token, 'listMarketCatalogue', { filter: { ...filter, inPlayOnly: true }, maxResults: 1000 }),
        newMarkets: await rpc<CatalogueMarket[]>(place, token, 'listMarketCatalogue', { filter: { marketIds: [...created, settled] }, marketProjection: ['RUNNER_METADATA'], maxResults: 10 }),
      };
      // Each market as its owner shows it: the same markets in the same order, names, runners, traded volume.
      expect(answer.catalogue.map((m) => m.marketId), place).toEqual(listed);
      expect(answer.catalogue.map((m) => ({ marketId: m.marketId, marketName: m.marketName, totalMatched: m.totalMatched, runners: m.runners!.map((r) => r.runnerName) })), place).toEqual(
        ownerMarkets.map((m) => ({ marketId: m.marketId, marketName: m.marketName, totalMatched: m.totalMatched / 100, runners: m.runners.map((r) => r.runnerName) })),
      );
      expect(answer.inPlay.map((m) => m.marketId), place).toEqual(ownerMarkets.filter((m) => m.inPlay).map((m) => m.marketId));
      expect(answer.inPlay.map((m) => m.marketId), place).toContain(playing);
      expect(answer.events.map((e) => [e.event.id, e.marketCount]), place).toEqual([...eventIds].sort((a, b) => a.localeCompare(b)).map((id) => [id, owners.get(id)!.length]));
      expect(answer.newMarkets.map((m) => m.marketId).sort(), place).toEqual([...created].sort());
      answers.push(answer);
    }
    // One answer everywhere.
    for (const [i, answer] of answers.entries()) expect(answer, places[i]).toEqual(answers[0]);
  }, 300_000);

  it('pushes each event to the market pages on every gateway as its owner shows it: new markets in, settled out, suspended', async () => {
    for (const { eventId, owner } of events) {
      const shown = (await rest<{ markets: Array<OwnerMarket & { status: string }> }>(owner, '/events/detail', { eventId })).markets.map((m) => ({ marketId: m.marketId, status: m.status, inPlay: m.inPlay }));
      for (const g of cluster.gateways.keys()) {
        const seen = pushes.get(`${g}|${eventId}`)!;
        const last = () => seen.at(-1)!.markets;
        await until(`gateway ${g}'s page of ${eventId} as its owner shows it`, () => JSON.stringify(last()) === JSON.stringify(shown), 30_000).catch((err: Error) => {
          throw new Error(`${err.message}: last push ${JSON.stringify(last())}, owner ${JSON.stringify(shown)}`);
        });
        expect(seen.length, `gateway ${g}, ${eventId}: the snapshot then the acts' pushes`).toBeGreaterThan(1);
      }
      expect(shown.map((m) => m.marketId)).not.toContain(settled);
    }
    expect(pushErrors).toEqual([]);
  }, 120_000);
});
