import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partitionOf } from '../../server/bus/subjects';
import { priceToTick, tickToPrice } from '../../server/exchange/domain/ladder';
import { clusterUnavailable, spreadLeases, startTempCluster, type TempCluster } from '../support/cluster';
import { gql, login, placeBet } from './graphql-client';

/**
 * Public views of several markets are current in a cluster (issue #33): the home and in-play lists'
 * odds (`matchOdds(eventIds)`, REST `/markets/match-odds`) and Betfair's listMarketBook with several
 * marketIds name markets owned by different exchange processes. A bettor rests a lay at a new best
 * price on a match odds market owned by each of the 2 exchange processes; then those reads, asked
 * through the gateway again and again (a read sent to `cmd.any` would reach either exchange), show
 * each market as its owner shows it, with the new best price.
 */
const unavailable = clusterUnavailable();
if (unavailable) console.warn(`cluster tests skipped: ${unavailable}`);

const PASSWORD = 'demo-password';
const SIZE = 2_000; // ₹20
const READS = 4;

type Level = { price: number; size: number };
type RunnerView = { runnerId: string; availableToBack: Level[]; availableToLay: Level[] };
type MarketView = { marketId: string; exEventId: string; status: string; betDelayMs: number; minStake: number; maxStake: number; runners: RunnerView[] };
type BetfairBook = { marketId: string; runners: Array<{ ex: { availableToBack: Level[] } }> };

/** POSTs a REST read to a process's /api (an exchange's own port, or the gateway carrying it over the bus); answers `data`. */
async function rest<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(60_000) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${baseUrl}/api${path}: HTTP ${res.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** One Betfair JSON-RPC listMarketBook call (best offers) at a process; answers its result. */
async function listMarketBook(baseUrl: string, token: string, marketIds: string[]): Promise<BetfairBook[]> {
  const res = await fetch(`${baseUrl}/exchange/betting/json-rpc/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-application': 'public-views-test', 'x-authentication': token },
    body: JSON.stringify({ jsonrpc: '2.0', method: 'SportsAPING/v1.0/listMarketBook', params: { marketIds, priceProjection: { priceData: ['EX_BEST_OFFERS'] } }, id: 7 }),
    signal: AbortSignal.timeout(60_000),
  });
  const answer = (await res.json()) as { result?: BetfairBook[]; error?: unknown; id: unknown };
  if (!answer.result) throw new Error(`${baseUrl} listMarketBook: HTTP ${res.status} ${JSON.stringify(answer)}`);
  expect(answer.id).toBe(7);
  return answer.result;
}

/** A price between the runner's best lay offer and best back offer, where a lay rests as the new best back; null when none. */
function newBestLayPrice(runner: RunnerView): number | null {
  const backs = runner.availableToBack.map((l) => l.price);
  const lays = runner.availableToLay.map((l) => l.price);
  const above = backs.length > 0 ? priceToTick(Math.max(...backs)) + 1 : priceToTick(1.5);
  const below = lays.length > 0 ? priceToTick(Math.min(...lays)) : priceToTick(3) + 1;
  return above < below ? tickToPrice(above) : null;
}

const bestBack = (levels: Level[]) => Math.max(...levels.map((l) => l.price));

describe.skipIf(unavailable !== null)('public views of several markets in a cluster of 2 exchange processes', () => {
  let cluster: TempCluster;
  let pool: pg.Pool;
  let token: string;
  /** Per exchange process: an event it owns, its match odds market, and the new best back price rested on it. */
  const moved: Array<{ eventId: string; marketId: string; runnerId: string; price: number; owner: string }> = [];

  beforeAll(async () => {
    cluster = await startTempCluster({ exchanges: 2, gateways: 1 });
    pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
    const holders = await spreadLeases(pool, 2);
    const { rows } = await pool.query<{ ex_event_id: string }>(
      `select distinct ex_event_id from markets where kind = 'exchange' and status = 'OPEN' and bet_delay_ms = 0 and not in_play order by ex_event_id`,
    );
    const gateway = cluster.gateways[0]!.url;
    token = await login(gateway, 'demo', PASSWORD);
    for (const exchange of cluster.exchanges) {
      const owned = rows.map((r) => r.ex_event_id).filter((id) => holders.get(partitionOf(id)) === exchange.pid);
      // The owner's own view of each event's match odds market: the first where a lay can rest as the new best back.
      const views = await rest<MarketView[]>(exchange.url, '/markets/match-odds', { eventIds: owned.slice(0, 200) });
      const pick = views
        .filter((m) => m.status === 'OPEN' && m.betDelayMs === 0 && m.minStake <= SIZE && m.maxStake >= SIZE)
        .flatMap((m) => m.runners.map((r) => ({ m, r, price: newBestLayPrice(r) })))
        .find((c) => c.price !== null);
      if (!pick) throw new Error(`no match odds market of ${exchange.name} takes a lay at a new best price`);
      const placed = await placeBet(gateway, token, { idempotencyKey: `public-views-${Date.now().toString(36)}-${exchange.pid}`, marketId: pick.m.marketId, side: 'LAY', size: SIZE, runnerId: pick.r.runnerId, price: pick.price! });
      if (!placed.data) throw new Error(`lay on ${pick.m.marketId} refused: ${placed.code}`);
      moved.push({ eventId: pick.m.exEventId, marketId: pick.m.marketId, runnerId: pick.r.runnerId, price: pick.price!, owner: exchange.url });
    }
    // The owners show the new best prices (the bet rested: it is on the owner's book before its answer).
    for (const m of moved) {
      const [view] = await rest<MarketView[]>(m.owner, '/markets/match-odds', { eventIds: [m.eventId] });
      expect(bestBack(view!.runners.find((r) => r.runnerId === m.runnerId)!.availableToBack), `${m.marketId} at its owner`).toBe(m.price);
    }
  }, 900_000);

  afterAll(async () => {
    await pool?.end();
    await cluster?.stop();
  }, 120_000);

  it('matchOdds(eventIds) through the gateway shows every market as its owner does, each time', async () => {
    const gateway = cluster.gateways[0]!.url;
    const eventIds = moved.map((m) => m.eventId);
    const owners = await Promise.all(moved.map(async (m) => (await rest<MarketView[]>(m.owner, '/markets/match-odds', { eventIds: [m.eventId] }))[0]!));
    for (let i = 0; i < READS; i++) {
      // Both orders of the events: the answer keeps the request's order.
      const ids = i % 2 === 0 ? eventIds : [...eventIds].reverse();
      const read = await gql<{ matchOdds: MarketView[] }>(
        gateway,
        'query($ids: [ID!]!) { matchOdds(eventIds: $ids) { marketId exEventId runners { runnerId availableToBack { price size } availableToLay { price size } } } }',
        { ids },
      );
      if (!read.data) throw new Error(`read ${i}: ${read.code}`);
      expect(read.data.matchOdds.map((m) => m.exEventId), `read ${i}: events in the request's order`).toEqual(ids);
      for (const [j, m] of moved.entries()) {
        const market = read.data.matchOdds.find((v) => v.marketId === m.marketId);
        expect(bestBack(market!.runners.find((r) => r.runnerId === m.runnerId)!.availableToBack), `read ${i}: best back of ${m.marketId}`).toBe(m.price);
        expect(market!.runners, `read ${i}: ${m.marketId} as its owner shows it`).toEqual(owners[j]!.runners.map(({ runnerId, availableToBack, availableToLay }) => ({ runnerId, availableToBack, availableToLay })));
      }
      // REST through the gateway's /api too.
      const viaApi = await rest<MarketView[]>(gateway, '/markets/match-odds', { eventIds: ids });
      expect(viaApi, `read ${i}: /api/markets/match-odds`).toEqual(i % 2 === 0 ? owners : [...owners].reverse());
    }
  }, 180_000);

  it('Betfair listMarketBook with both marketIds through the gateway answers each book as its owner does, each time', async () => {
    const gateway = cluster.gateways[0]!.url;
    const marketIds = moved.map((m) => m.marketId);
    const owners = await Promise.all(moved.map(async (m) => (await listMarketBook(m.owner, token, [m.marketId]))[0]!));
    for (const [j, m] of moved.entries()) expect(owners[j]!.runners.some((r) => r.ex.availableToBack[0]?.price === m.price), `${m.marketId}'s owner book`).toBe(true);
    for (let i = 0; i < READS; i++) {
      const ids = i % 2 === 0 ? marketIds : [...marketIds].reverse();
      const books = await listMarketBook(gateway, token, ids);
      expect(books, `read ${i}`).toEqual(i % 2 === 0 ? owners : [...owners].reverse());
    }
  }, 180_000);
});
