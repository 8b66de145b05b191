/**
 * The exchange mirror (server/feeds/mirror, docs/feeds.md) between two real Backlay processes: the
 * upstream runs its simulator; ours runs FEEDS=mirror with the simulator off, its quotes placed as
 * mm1. Two markets: one the upstream's simulator quotes, mapped onto ours (`up=ours`), and one made on
 * the upstream alone (a new event), which the mirror creates on ours through the admin API. Our best
 * back and lay track the upstream's within the margin: at every moment the upstream's best stands
 * still, ours is its price moved by exactly the margin, and it moves when the upstream moves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/exchange/db/seed';
import { backWithMargin, layWithMargin, parseMargin } from '../../server/feeds/mirror/margin';
import { ExchangeClient, TradingClient } from '../../server/simulator/client';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { DEMO_SIMULATOR_APP_KEY } from '../../server/exchange/db/seed-two-factor';

const MARGIN = parseMargin('2t');
/** MIRROR_SIZE: each of our quotes' size, in rupees (the Betfair API's units). */
const SIZE = 50;
let upstream: ServerProcess;
let ours: ServerProcess;
let seededMarket = '';
const NEW_EVENT = '4990001';
const NEW_MARKET = `${NEW_EVENT}-mirror-mo`;

interface Book {
  inplay?: boolean;
  runners?: Array<{ selectionId: number; ex?: { availableToBack?: Array<{ price: number }>; availableToLay?: Array<{ price: number }> } }>;
}
interface Catalogue {
  marketId: string;
  description?: { marketType?: string };
  runners?: Array<{ selectionId: number; runnerName: string }>;
}

/** Runner name → [best back, best lay] of a market, as a bettor's listMarketBook shows it. */
async function bests(client: TradingClient, marketId: string): Promise<Map<string, [number | null, number | null]>> {
  const [catalogue] = await client.rpc<Catalogue[]>('listMarketCatalogue', { filter: { marketIds: [marketId] }, marketProjection: ['RUNNER_DESCRIPTION'], maxResults: 1 });
  const [book] = await client.rpc<Book[]>('listMarketBook', { marketIds: [marketId], priceProjection: { priceData: ['EX_BEST_OFFERS'] } });
  const names = new Map((catalogue?.runners ?? []).map((r) => [r.selectionId, r.runnerName]));
  return new Map(
    (book?.runners ?? []).map((r) => [names.get(r.selectionId) ?? String(r.selectionId), [r.ex?.availableToBack?.[0]?.price ?? null, r.ex?.availableToLay?.[0]?.price ?? null]]),
  );
}

/** Whether ours is the upstream moved by the margin, runner by runner (a side the upstream lacks, ours lacks too). */
function tracks(up: Map<string, [number | null, number | null]>, mine: Map<string, [number | null, number | null]>): boolean {
  if (up.size === 0 || up.size !== mine.size) return false;
  for (const [name, [back, lay]] of up) {
    const [ourBack, ourLay] = mine.get(name) ?? [undefined, undefined];
    if (ourBack !== (back === null ? null : backWithMargin(back, MARGIN))) return false;
    if (ourLay !== (lay === null ? null : layWithMargin(lay, MARGIN))) return false;
  }
  return true;
}

/** Waits for a moment the upstream stands still (the same before and after reading ours) and ours tracks it. */
async function tracked(upClient: TradingClient, ourClient: TradingClient, upMarket: string, ourMarket: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < end) {
    const before = await bests(upClient, upMarket);
    const mine = await bests(ourClient, ourMarket).catch(() => new Map());
    const after = await bests(upClient, upMarket);
    if (JSON.stringify([...before]) === JSON.stringify([...after]) && tracks(before, mine)) return { up: before, mine };
    last = JSON.stringify({ up: [...after], mine: [...mine] });
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`our ${ourMarket} never tracked the upstream's ${upMarket}; last: ${last}`);
}

let upBettor: TradingClient;
let ourBettor: TradingClient;

beforeAll(async () => {
  upstream = await startServerProcess({ SIMULATOR: 'on' });
  upBettor = new TradingClient(upstream.url, 'demo', DEMO_PASSWORD);
  // A market the upstream's simulator quotes on both sides, not in play (no bet delay on either side's orders).
  const end = Date.now() + 120_000;
  while (!seededMarket && Date.now() < end) {
    const catalogue = await upBettor.rpc<Catalogue[]>('listMarketCatalogue', { filter: { marketTypeCodes: ['MATCH_ODDS'] }, marketProjection: ['RUNNER_DESCRIPTION'], maxResults: 50 });
    for (const market of catalogue) {
      const [book] = await upBettor.rpc<Book[]>('listMarketBook', { marketIds: [market.marketId] });
      if (book?.inplay !== false) continue;
      const prices = await bests(upBettor, market.marketId);
      if (prices.size >= 2 && [...prices.values()].every(([back, lay]) => back !== null && lay !== null)) {
        seededMarket = market.marketId;
        break;
      }
    }
    if (!seededMarket) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  expect(seededMarket, 'a quoted market upstream').not.toBe('');
  // A new event upstream alone, quoted by hand by the upstream's demo bettor.
  const upOperator = new ExchangeClient(`${upstream.url}/api`, 'operator', DEMO_PASSWORD, DEMO_SIMULATOR_APP_KEY);
  await upOperator.call('/admin/events/create', {
    exEventId: NEW_EVENT,
    sportId: 4,
    tournamentId: 'mirror-cup',
    tournamentName: 'Mirror Cup',
    eventName: 'Pune v Goa',
    eventTime: new Date(Date.now() + 7_200_000).toISOString(),
    markets: [{ marketId: NEW_MARKET, marketName: 'Match Odds', kind: 'exchange', runners: [{ runnerId: 'mir-pune', runnerName: 'Pune' }, { runnerId: 'mir-goa', runnerName: 'Goa' }] }],
  });
  await placeUpstream(NEW_MARKET, 'Pune', [{ side: 'LAY', price: 2.1 }, { side: 'BACK', price: 2.2 }]);

  ours = await startServerProcess({
    FEEDS: 'mirror',
    MIRROR_URL: upstream.url,
    MIRROR_UPSTREAM_USER: 'demo',
    MIRROR_UPSTREAM_PASSWORD: DEMO_PASSWORD,
    MIRROR_MARKETS: `${seededMarket}=${seededMarket},${NEW_MARKET}`,
    MIRROR_MARGIN: '2t',
    MIRROR_SIZE: String(SIZE),
    MIRROR_ACCOUNT: 'mm1',
    MIRROR_ACCOUNT_PASSWORD: DEMO_PASSWORD,
    FEED_PASSWORD: DEMO_PASSWORD,
    // The demo operator's API key (its second step, as the simulator's): the feed creates a market as the operator.
    FEED_APP_KEY: DEMO_SIMULATOR_APP_KEY,
    MIRROR_INTERVAL_MS: '250',
  });
  ourBettor = new TradingClient(ours.url, 'demo', DEMO_PASSWORD);
}, 400_000);

afterAll(async () => {
  await ours?.stop();
  await upstream?.stop();
}, 60_000);

/** Places the upstream demo bettor's orders on a runner (a LAY order is a price to back). */
async function placeUpstream(marketId: string, runnerName: string, orders: Array<{ side: 'BACK' | 'LAY'; price: number }>): Promise<void> {
  const [catalogue] = await upBettor.rpc<Catalogue[]>('listMarketCatalogue', { filter: { marketIds: [marketId] }, marketProjection: ['RUNNER_DESCRIPTION'], maxResults: 1 });
  const selectionId = catalogue!.runners!.find((r) => r.runnerName === runnerName)!.selectionId;
  await upBettor.order('placeOrders', {
    marketId,
    instructions: orders.map((o) => ({ selectionId, side: o.side, orderType: 'LIMIT', limitOrder: { size: 20, price: o.price, persistenceType: 'PERSIST' } })),
  });
}

interface OwnOrder {
  side: 'BACK' | 'LAY';
  price: number;
  size: number;
  sizeMatched: number;
  sizeRemaining: number;
}

/** The mirror account's (mm1's) resting orders on one of our markets, per runner. */
async function mirrorOrders(account: TradingClient, marketId: string): Promise<OwnOrder[][]> {
  const [book] = await account.rpc<Array<{ runners?: Array<{ orders?: OwnOrder[] }> }>>('listMarketBook', { marketIds: [marketId], orderProjection: 'EXECUTABLE' });
  return (book?.runners ?? []).map((r) => r.orders ?? []);
}

describe('the exchange mirror', () => {
  it('keeps our best back and lay on a mapped market at the upstream simulator’s, moved by the margin', async () => {
    expect(ours.output()).toContain('feeds: mirror');
    const first = await tracked(upBettor, ourBettor, seededMarket, seededMarket);
    // Our quotes are the mirror account's orders, one a side per runner, each of MIRROR_SIZE (nobody trades on ours: none matched).
    const mm1 = new TradingClient(ours.url, 'mm1', DEMO_PASSWORD);
    const quoted = await (async () => {
      const end = Date.now() + 30_000;
      for (;;) {
        const orders = await mirrorOrders(mm1, seededMarket);
        if ((orders.length === first.up.size && orders.every((o) => o.length === 2)) || Date.now() > end) return orders;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    expect(quoted.map((orders) => orders.map((o) => o.side).sort())).toEqual([...first.up.keys()].map(() => ['BACK', 'LAY']));
    for (const order of quoted.flat()) expect(order).toMatchObject({ size: SIZE, sizeMatched: 0, sizeRemaining: SIZE });
    // And again after the simulator has moved its prices on.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await tracked(upBettor, ourBettor, seededMarket, seededMarket);
  }, 90_000);

  it('creates the upstream’s new event and market on ours, and follows the upstream when it moves', async () => {
    const detail = await new ExchangeClient(`${ours.url}/api`, 'operator', DEMO_PASSWORD).call<{ data: { event: { eventName: string; tournamentName: string } } }>('/events/detail', { eventId: NEW_EVENT }, false);
    expect(detail.data.event).toMatchObject({ eventName: 'Pune v Goa', tournamentName: 'Mirror Cup' });
    // The hand-placed prices (the upstream's simulator may quote the new market too once it finds it: then its prices, whichever are best).
    const first = await tracked(upBettor, ourBettor, NEW_MARKET, NEW_MARKET);
    const [back, lay] = first.up.get('Pune')!;
    expect(back).toBeGreaterThanOrEqual(2.1);
    expect(lay).toBeLessThanOrEqual(2.2);
    // The upstream narrows on Pune: ours follows to the new best, moved by the margin.
    await placeUpstream(NEW_MARKET, 'Pune', [{ side: 'LAY', price: 2.14 }, { side: 'BACK', price: 2.16 }]);
    const moved = await tracked(upBettor, ourBettor, NEW_MARKET, NEW_MARKET);
    const [movedBack, movedLay] = moved.up.get('Pune')!;
    expect(movedBack).toBeGreaterThanOrEqual(2.14);
    expect(movedLay).toBeLessThanOrEqual(2.16);
    expect(moved.mine.get('Pune')).toEqual([backWithMargin(movedBack!, MARGIN), layWithMargin(movedLay!, MARGIN)]);
  }, 90_000);
});
