import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TICK_COUNT, tickToPrice } from '../../domain/ladder';
import type { McmMessage } from './stream-definitions';
import { SEGMENT_ORDERS } from './stream-order-subscription';
import { connectWs, MarketCache, startStreamServer, type StreamClient, type StreamTestServer } from './stream-test-client';
import { betfairClient, DEMO_PASSWORD } from './test-client';
import { restOver, signInToken } from '../../../../tests/support/two-factor';

// Seeding hashes every demo password with scrypt: a busy machine takes a minute to start.
vi.setConfig({ testTimeout: 90_000 });

let server: StreamTestServer;
let bf: ReturnType<typeof betfairClient>;
let demo: string;
let layer: string;
const open: StreamClient[] = [];

beforeAll(async () => {
  server = await startStreamServer({ maxMarkets: 10 });
  bf = betfairClient(server.url);
  demo = (await bf.login('demo', DEMO_PASSWORD)).token;
  layer = (await bf.login('mm1', DEMO_PASSWORD)).token;
}, 300_000);
afterAll(async () => {
  for (const client of open) client.close();
  await server?.close();
});

async function client(token?: string): Promise<StreamClient> {
  const c = await connectWs(server.wsUrl);
  open.push(c);
  if (token) expect(await c.authenticate(token)).toMatchObject({ statusCode: 'SUCCESS', connectionClosed: false });
  return c;
}

/** Pre-play MATCH_ODDS markets, a different one for each test. */
let marketsUsed = 0;
async function nextMarket() {
  const catalogue = await bf.rpc('betting', 'listMarketCatalogue', { filter: { marketTypeCodes: ['MATCH_ODDS'], inPlayOnly: false }, marketProjection: ['RUNNER_DESCRIPTION'], maxResults: 50 }, demo);
  const market = catalogue[marketsUsed++];
  expect(market).toBeDefined();
  return market!;
}

/** Pre-play markets other than MATCH_ODDS (nextMarket's), from the end of the catalogue, different ones for each test. */
let othersUsed = 0;
async function otherMarkets(count: number) {
  const catalogue = await bf.rpc('betting', 'listMarketCatalogue', { filter: { inPlayOnly: false }, marketProjection: ['RUNNER_DESCRIPTION', 'MARKET_DESCRIPTION'], maxResults: 200 }, demo);
  const all = catalogue.filter((m) => m.description?.marketType !== 'MATCH_ODDS' && (m.runners?.length ?? 0) > 0);
  const others = all.slice(all.length - othersUsed - count, all.length - othersUsed);
  othersUsed += count;
  expect(others).toHaveLength(count);
  return others;
}

const ALL_FIELDS = ['EX_ALL_OFFERS', 'EX_BEST_OFFERS', 'EX_TRADED', 'EX_TRADED_VOL', 'EX_LTP', 'EX_MARKET_DEF'];
const subscribe = (c: StreamClient, marketId: string, extra: Record<string, unknown> = {}, id = 2) =>
  c.send({ op: 'marketSubscription', id, marketFilter: { marketIds: [marketId] }, marketDataFilter: { fields: ALL_FIELDS, ladderLevels: 3 }, ...extra });
const image = (c: StreamClient, from = 0) => c.mcm((m) => m.ct === 'SUB_IMAGE', from);
const limit = (selectionId: number, side: 'BACK' | 'LAY', price: number, size: number) => ({ orderType: 'LIMIT', selectionId, side, limitOrder: { size, price, persistenceType: 'LAPSE' } });
const runnerOf = (m: McmMessage, selectionId: number) => m.mc?.[0]?.rc?.find((r) => r.id === selectionId);

/** The operator's session, signed in once for the file (each sign-in spends a TOTP step). */
let operatorSession: Promise<string> | null = null;
function operatorToken(): Promise<string> {
  return (operatorSession ??= signInToken(restOver(server.url), 'operator', DEMO_PASSWORD));
}

/** A runner and a price strictly inside its spread: a back there rests as the best offer to lay, and a lay there matches it first. */
function insideSpread(img: McmMessage): { selectionId: number; price: number } {
  for (const rc of img.mc![0]!.rc!) {
    const bestBack = Math.max(0, ...(rc.atb ?? []).map(([p]) => p));
    const bestLay = Math.min(Infinity, ...(rc.atl ?? []).map(([p]) => p));
    for (let tick = 0; tick < TICK_COUNT; tick++) {
      const price = tickToPrice(tick);
      if (price > bestBack && price < bestLay && price >= 1.5) return { selectionId: rc.id!, price };
    }
  }
  throw new Error('no runner with a gap in its book');
}

describe('authentication', () => {
  it("refuses with Betfair's codes and closes the connection", async () => {
    const early = await client();
    early.send({ op: 'marketSubscription', id: 7, marketFilter: { marketIds: ['1.1'] } });
    expect(await early.status(7)).toMatchObject({ statusCode: 'FAILURE', errorCode: 'NOT_AUTHORIZED', connectionClosed: true });
    await early.waitClosed();

    const noKey = await client();
    noKey.send({ op: 'authentication', id: 1, session: demo });
    expect(await noKey.status(1)).toMatchObject({ statusCode: 'FAILURE', errorCode: 'NO_APP_KEY', connectionClosed: true });
    await noKey.waitClosed();

    const noSession = await client();
    noSession.send({ op: 'authentication', id: 1, appKey: 'k' });
    expect(await noSession.status(1)).toMatchObject({ statusCode: 'FAILURE', errorCode: 'NO_SESSION' });

    const wrong = await client();
    expect(await wrong.authenticate('not-a-session-token')).toMatchObject({ statusCode: 'FAILURE', errorCode: 'INVALID_SESSION_INFORMATION', connectionClosed: true });
    await wrong.waitClosed();

    const { token } = await bf.login('demo', DEMO_PASSWORD);
    await bf.logout(token);
    const loggedOut = await client();
    expect(await loggedOut.authenticate(token)).toMatchObject({ statusCode: 'FAILURE', errorCode: 'INVALID_SESSION_INFORMATION' });
  });

  it("ends a connection when its session logs out", async () => {
    const { token } = await bf.login('demo', DEMO_PASSWORD);
    const c = await client(token);
    c.send({ op: 'orderSubscription', id: 2 });
    await c.ocm((m) => m.ct === 'SUB_IMAGE');
    await bf.logout(token);
    expect(await c.next((m) => m.op === 'status' && m.statusCode === 'FAILURE')).toMatchObject({ errorCode: 'INVALID_SESSION_INFORMATION', connectionClosed: true });
    await c.waitClosed();
  });

  it('answers heartbeats and refuses a subscription past the market limit, keeping the connection', async () => {
    const c = await client(demo);
    c.send({ op: 'heartbeat', id: 3 });
    expect(await c.status(3)).toMatchObject({ statusCode: 'SUCCESS' });
    c.send({ op: 'marketSubscription', id: 4, marketFilter: {} });
    expect(await c.status(4)).toMatchObject({ statusCode: 'FAILURE', errorCode: 'SUBSCRIPTION_LIMIT_EXCEEDED', connectionClosed: false });
    c.send({ op: 'heartbeat', id: 5 });
    expect(await c.status(5)).toMatchObject({ statusCode: 'SUCCESS' });
  });
});

/** A runner with two adjacent prices strictly inside its spread (lower first). */
function twoInsideSpread(img: McmMessage): [{ selectionId: number; price: number }, number] {
  for (const rc of img.mc![0]!.rc!) {
    const bestBack = Math.max(0, ...(rc.atb ?? []).map(([p]) => p));
    const bestLay = Math.min(Infinity, ...(rc.atl ?? []).map(([p]) => p));
    for (let tick = 0; tick + 1 < TICK_COUNT; tick++) {
      const [price, next] = [tickToPrice(tick), tickToPrice(tick + 1)];
      if (price > bestBack && next < bestLay && price >= 1.5) return [{ selectionId: rc.id!, price }, next];
    }
  }
  throw new Error('no runner with two prices inside its spread');
}

describe('markets and orders', () => {
  it('streams the image, a placed bet as a level change with an ocm to its owner only, a match, and a cancel removing the level', async () => {
    const market = await nextMarket();
    const marketId = market.marketId;
    const watcher = await client(demo);
    subscribe(watcher, marketId);
    watcher.send({ op: 'orderSubscription', id: 3, orderFilter: {} });
    const img = await image(watcher);
    expect(img).toMatchObject({ id: 2, ct: 'SUB_IMAGE', initialClk: img.clk, heartbeatMs: 5000, conflateMs: 0 });
    expect(img.mc).toHaveLength(1);
    expect(img.mc![0]).toMatchObject({ id: marketId, img: true, marketDefinition: { status: 'OPEN', marketType: 'MATCH_ODDS', bettingType: 'ODDS', inPlay: false } });
    expect(await watcher.ocm((m) => m.ct === 'SUB_IMAGE')).toMatchObject({ id: 3, initialClk: expect.any(String) });

    // The image is the book listMarketBook reads.
    const [book] = await bf.rpc('betting', 'listMarketBook', { marketIds: [marketId], priceProjection: { priceData: ['EX_ALL_OFFERS', 'EX_TRADED'] } }, demo);
    for (const runner of book!.runners!) {
      const rc = runnerOf(img, runner.selectionId)!;
      const pairs = (l: { price: number; size: number }[] | undefined) => (l ?? []).map((x) => [x.price, x.size]).sort((a, b) => a[0]! - b[0]!);
      expect(rc.atb ?? []).toEqual(pairs(runner.ex!.availableToBack));
      expect(rc.atl ?? []).toEqual(pairs(runner.ex!.availableToLay));
      expect(rc.trd ?? []).toEqual(pairs(runner.ex!.tradedVolume));
    }

    const other = await client(layer);
    other.send({ op: 'orderSubscription', id: 9 });
    await other.ocm((m) => m.ct === 'SUB_IMAGE');

    const { selectionId, price } = insideSpread(img);
    let from = watcher.messages.length;
    const placed = await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(selectionId, 'BACK', price, 100)] }, demo);
    const betId = placed.instructionReports![0]!.betId!;
    const rested = await watcher.mcm((m) => !m.ct && !!runnerOf(m, selectionId)?.atl, from);
    // A resting back is money available to lay, and the new best offer to lay (level 0).
    expect(runnerOf(rested, selectionId)).toMatchObject({ atl: [[price, 100]], batl: expect.arrayContaining([[0, price, 100]]) });
    expect(rested.mc![0]!.img).toBeUndefined();
    const mine = await watcher.ocm((m) => !m.ct, from);
    expect(mine.oc).toEqual([{ id: marketId, orc: [{ id: selectionId, uo: [expect.objectContaining({ id: betId, p: price, s: 100, side: 'B', status: 'E', sm: 0, sr: 100, pt: 'L', ot: 'L', rc: 'REG_GGC' })] }] }]);

    from = watcher.messages.length;
    const otherFrom = other.messages.length;
    await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(selectionId, 'LAY', price, 40)] }, layer);
    const traded = await watcher.mcm((m) => !!runnerOf(m, selectionId)?.trd, from);
    expect(runnerOf(traded, selectionId)).toMatchObject({ atl: [[price, 60]], ltp: price, trd: [[price, expect.any(Number)]] });
    const matched = await watcher.ocm((m) => !m.ct, from);
    expect(matched.oc![0]!.orc![0]).toMatchObject({ id: selectionId, uo: [expect.objectContaining({ id: betId, sm: 40, sr: 60, status: 'E', avp: price, md: expect.any(Number) })], mb: [[price, 40]] });
    const theirs = await other.ocm((m) => !m.ct, otherFrom);
    expect(theirs.oc![0]!.orc![0]).toMatchObject({ id: selectionId, uo: [expect.objectContaining({ side: 'L', sm: 40, status: 'EC' })], ml: [[price, 40]] });

    from = watcher.messages.length;
    await bf.rpc('betting', 'cancelOrders', { marketId, instructions: [{ betId }] }, demo);
    const removed = await watcher.mcm((m) => !!runnerOf(m, selectionId)?.atl, from);
    expect(runnerOf(removed, selectionId)!.atl).toEqual([[price, 0]]);
    expect(await watcher.ocm((m) => !m.ct, from)).toMatchObject({ oc: [{ orc: [{ uo: [expect.objectContaining({ id: betId, status: 'EC', sc: 60, sr: 0 })] }] }] });

    // The bettor's orders never reach another bettor's order stream.
    other.send({ op: 'heartbeat', id: 10 });
    await other.status(10, otherFrom);
    const seen = JSON.stringify(other.messages.slice(otherFrom));
    expect(seen).not.toContain(betId);
  });

  it("reports a bet filled at several prices in mb/ml at each fill's price, not its average", async () => {
    const market = await nextMarket();
    const marketId = market.marketId;
    const watcher = await client(demo);
    subscribe(watcher, marketId);
    watcher.send({ op: 'orderSubscription', id: 3, orderFilter: {} });
    const img = await image(watcher);
    await watcher.ocm((m) => m.ct === 'SUB_IMAGE');
    const [low, high] = twoInsideSpread(img);
    // Two backs resting at two prices; one lay across both fills at each resting price.
    await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(low.selectionId, 'BACK', low.price, 30), limit(low.selectionId, 'BACK', high, 30)] }, layer);
    const from = watcher.messages.length;
    const placed = await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(low.selectionId, 'LAY', high, 50)] }, demo);
    const report = placed.instructionReports![0]!;
    expect(report).toMatchObject({ status: 'SUCCESS', sizeMatched: 50 });
    const filled = await watcher.ocm((m) => (m.oc ?? []).some((oc) => oc.orc?.some((rc) => rc.ml)), from);
    expect(filled.oc![0]!.orc![0]!.ml).toEqual([[low.price, 30], [high, 20]]);
    // The image a new subscription gets says the same.
    const fresh = await client(demo);
    fresh.send({ op: 'orderSubscription', id: 4, orderFilter: {} });
    const orders = await fresh.ocm((m) => m.ct === 'SUB_IMAGE');
    const mine = orders.oc!.find((oc) => oc.id === marketId)!.orc!.find((rc) => rc.id === low.selectionId)!;
    expect(mine.ml).toEqual([[low.price, 30], [high, 20]]);
  });

  it('segments a large order image by whole markets (SEG_START … SEG_END, the clock on the last) unless segmentation is off', async () => {
    const markets = await otherMarkets(2);
    const perMarket = Math.ceil(SEGMENT_ORDERS / 2) + 1;
    // Backs at the top of the ladder rest unmatched: more orders than one segment holds, over two markets.
    for (const market of markets) {
      const selectionId = market.runners![0]!.selectionId;
      for (let placed = 0; placed < perMarket; placed += 150) {
        const count = Math.min(150, perMarket - placed);
        const report = await bf.rpc('betting', 'placeOrders', { marketId: market.marketId, instructions: Array.from({ length: count }, () => limit(selectionId, 'BACK', 1000, 10)) }, demo);
        expect(report.status).toBe('SUCCESS');
      }
    }
    try {
      const segmented = await client(demo);
      segmented.send({ op: 'orderSubscription', id: 5 });
      const last = await segmented.ocm((m) => m.segmentType === 'SEG_END');
      const parts = segmented.messages.filter((m) => m.op === 'ocm' && m.ct === 'SUB_IMAGE');
      expect(parts.map((m) => (m.op === 'ocm' ? m.segmentType : null))).toEqual(['SEG_START', ...Array(parts.length - 2).fill('SEG'), 'SEG_END']);
      expect(parts.slice(0, -1).every((m) => m.op === 'ocm' && m.clk === undefined && m.initialClk === undefined)).toBe(true);
      expect(last).toMatchObject({ clk: expect.any(String), initialClk: expect.any(String) });
      const ids = parts.flatMap((m) => (m.op === 'ocm' ? m.oc!.map((oc) => oc.id) : []));
      expect(new Set(ids).size).toBe(ids.length);
      for (const market of markets) expect(ids).toContain(market.marketId);

      const whole = await client(demo);
      whole.send({ op: 'orderSubscription', id: 6, segmentationEnabled: false });
      const image = await whole.ocm((m) => m.ct === 'SUB_IMAGE');
      expect(image.segmentType).toBeUndefined();
      expect(image.oc!.map((oc) => oc.id).sort()).toEqual([...ids].sort());
    } finally {
      for (const market of markets) await bf.rpc('betting', 'cancelOrders', { marketId: market.marketId }, demo);
    }
  });

  it("carries the market's version on listMarketBook and the stream's definition alike, one more at a suspension and at the reopening", async () => {
    const [market] = await otherMarkets(1);
    const marketId = market!.marketId;
    const c = await client(demo);
    subscribe(c, marketId);
    const img = await image(c);
    const versionOfBook = async () => ((await bf.rpc('betting', 'listMarketBook', { marketIds: [marketId] }, demo)) as Array<{ version?: number }>)[0]!.version;
    const first = img.mc![0]!.marketDefinition!.version!;
    expect(first).toEqual(expect.any(Number));
    expect(await versionOfBook()).toBe(first);
    const operator = await operatorToken();
    const setStatus = (status: string) =>
      fetch(`${server.url}/api/admin/markets/status`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${operator}` }, body: JSON.stringify({ marketId, status }) });
    let from = c.messages.length;
    expect((await setStatus('SUSPENDED')).status).toBe(200);
    const suspended = await c.mcm((m) => m.mc?.[0]?.marketDefinition?.status === 'SUSPENDED', from);
    expect(suspended.mc![0]!.marketDefinition!.version).toBe(first + 1);
    expect(await versionOfBook()).toBe(first + 1);
    from = c.messages.length;
    expect((await setStatus('OPEN')).status).toBe(200);
    const reopened = await c.mcm((m) => m.mc?.[0]?.marketDefinition?.status === 'OPEN', from);
    expect(reopened.mc![0]!.marketDefinition!.version).toBe(first + 2);
    expect(await versionOfBook()).toBe(first + 2);
  });

  it('adds a market opened later that the filter selects, with its image', async () => {
    const market = await nextMarket();
    const [book] = await bf.rpc('betting', 'listMarketCatalogue', { filter: { marketIds: [market.marketId] }, marketProjection: ['EVENT'], maxResults: 1 }, demo);
    const eventId = book!.event!.id!;
    const c = await client(demo);
    c.send({ op: 'marketSubscription', id: 2, marketFilter: { eventIds: [eventId] }, marketDataFilter: { fields: ['EX_ALL_OFFERS', 'EX_MARKET_DEF'] } });
    const img = await image(c);
    expect(img.mc!.map((mc) => mc.id)).toContain(market.marketId);
    const operator = await operatorToken();
    const newId = `${eventId}.later`;
    const created = await fetch(`${server.url}/api/admin/markets/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${operator}` },
      body: JSON.stringify({ eventId, market: { marketId: newId, marketName: 'Match Odds Later', kind: 'exchange', runners: [{ runnerId: '1', runnerName: 'Yes' }, { runnerId: '2', runnerName: 'No' }] } }),
    });
    expect(created.status).toBe(201);
    const added = await c.mcm((m) => !m.ct && (m.mc ?? []).some((mc) => mc.id === newId));
    expect(added.mc!.find((mc) => mc.id === newId)).toMatchObject({ img: true, marketDefinition: { eventId, status: expect.any(String) }, rc: [{ id: 1 }, { id: 2 }] });
    expect(added.clk).toBeDefined();
  });

  it('closes a settled market: its definition CLOSED, its offers removed, its orders closed', async () => {
    const market = await nextMarket();
    const marketId = market.marketId;
    const c = await client(demo);
    subscribe(c, marketId);
    c.send({ op: 'orderSubscription', id: 3 });
    const img = await image(c);
    await c.ocm((m) => m.ct === 'SUB_IMAGE');
    const { selectionId, price } = insideSpread(img);
    const from = c.messages.length;
    await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(selectionId, 'BACK', price, 50)] }, demo);
    await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(selectionId, 'LAY', price, 20)] }, layer);
    await c.mcm((m) => !!runnerOf(m, selectionId)?.trd, from);
    const token = await operatorToken();
    const settled = await fetch(`${server.url}/api/admin/markets/settle`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ marketId, winners: [String(selectionId)] }) });
    expect(settled.status).toBe(200);
    const closed = await c.mcm((m) => m.mc?.[0]?.marketDefinition?.status === 'CLOSED', from);
    expect(runnerOf(closed, selectionId)!.atl).toEqual([[price, 0]]);
    expect(await c.ocm((m) => (m.oc ?? []).some((oc) => oc.closed), from)).toMatchObject({ oc: [{ id: marketId, closed: true }] });
  });

  it("names a lapse by suspension MKT_SUSPENDED (lsrc) and leaves a lapse at the off without a code, as Betfair does", async () => {
    // A market of its own, as it turns in play (which would take a pre-play one from the others' catalogue).
    const [first] = await bf.rpc('betting', 'listMarketCatalogue', { filter: { marketTypeCodes: ['MATCH_ODDS'], inPlayOnly: false }, marketProjection: ['EVENT'], maxResults: 1 }, demo);
    const eventId = first!.event!.id!;
    const marketId = `${eventId}.lapse`;
    const operator = await operatorToken();
    const created = await fetch(`${server.url}/api/admin/markets/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${operator}` },
      body: JSON.stringify({ eventId, market: { marketId, marketName: 'Lapse Reasons', kind: 'exchange', runners: [{ runnerId: '1', runnerName: 'Yes' }, { runnerId: '2', runnerName: 'No' }] } }),
    });
    expect(created.status).toBe(201);
    const c = await client(demo);
    subscribe(c, marketId);
    c.send({ op: 'orderSubscription', id: 3 });
    await image(c);
    await c.ocm((m) => m.ct === 'SUB_IMAGE');
    const [selectionId, price] = [1, 3];
    const setStatus = (change: Record<string, unknown>) =>
      fetch(`${server.url}/api/admin/markets/status`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${operator}` }, body: JSON.stringify({ marketId, ...change }) });
    const orderOf = (betId: string, from: number) =>
      c.ocm((m) => (m.oc ?? []).some((oc) => oc.orc?.some((rc) => rc.uo?.some((o) => o.id === betId && o.status === 'EC'))), from).then((m) => m.oc!.flatMap((oc) => oc.orc!.flatMap((rc) => rc.uo ?? [])).find((o) => o.id === betId)!);
    // A LAPSE bet resting at the off lapses with no code: Betfair lists none for it.
    const resting = await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(selectionId, 'BACK', price, 20)] }, demo);
    let from = c.messages.length;
    expect((await setStatus({ inPlay: true, betDelayMs: 30_000 })).status).toBe(200);
    const atTheOff = await orderOf(resting.instructionReports![0]!.betId!, from);
    expect(atTheOff).toMatchObject({ sl: 20, sr: 0 });
    expect(atTheOff).not.toHaveProperty('lsrc');
    // In play, a bet waits out the delay; a suspension meanwhile lapses it, MKT_SUSPENDED.
    const waiting = await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(selectionId, 'BACK', price, 30)] }, demo);
    expect(waiting.instructionReports![0]).toMatchObject({ orderStatus: 'PENDING', sizeMatched: 0 });
    from = c.messages.length;
    expect((await setStatus({ status: 'SUSPENDED' })).status).toBe(200);
    expect(await orderOf(waiting.instructionReports![0]!.betId!, from)).toMatchObject({ status: 'EC', sl: 30, sr: 0, lsrc: 'MKT_SUSPENDED' });
  });

  it('sends heartbeats at heartbeatMs on both streams', async () => {
    const market = await nextMarket();
    const c = await client(demo);
    subscribe(c, market.marketId, { heartbeatMs: 500 });
    c.send({ op: 'orderSubscription', id: 3, heartbeatMs: 500 });
    const img = await image(c);
    const first = await c.mcm((m) => m.ct === 'HEARTBEAT');
    const second = await c.mcm((m) => m.ct === 'HEARTBEAT', c.messages.indexOf(first) + 1);
    expect(first).toMatchObject({ id: 2, clk: img.clk });
    expect(second.pt! - first.pt!).toBeGreaterThanOrEqual(500);
    expect(await c.ocm((m) => m.ct === 'HEARTBEAT')).toMatchObject({ id: 3, clk: expect.any(String) });
  });

  it('conflates changes within conflateMs into one message that leaves the client where every change would', async () => {
    const market = await nextMarket();
    const continuous = await client(demo);
    const conflated = await client(demo);
    subscribe(continuous, market.marketId);
    subscribe(conflated, market.marketId, { conflateMs: 10_000 });
    const img = await image(continuous);
    expect(await image(conflated)).toMatchObject({ conflateMs: 10_000 });
    const { selectionId, price } = insideSpread(img);
    const from = continuous.messages.length;
    for (const size of [10, 20, 30]) await bf.rpc('betting', 'placeOrders', { marketId: market.marketId, instructions: [limit(selectionId, 'BACK', price, size)] }, demo);
    await continuous.mcm((m) => runnerOf(m, selectionId)?.atl?.[0]?.[1] === 60, from);
    const merged = await conflated.mcm((m) => !m.ct && !!m.mc?.length);
    expect(merged.mc![0]!.con).toBe(true);
    expect(runnerOf(merged, selectionId)!.atl).toEqual([[price, 60]]);
    const caches = [continuous, conflated].map((c) => {
      const cache = new MarketCache();
      for (const m of c.messages) if (m.op === 'mcm') cache.apply(m);
      return cache.snapshot();
    });
    expect(caches[1]).toEqual(caches[0]);
  });

  it('resumes with initialClk and clk: exactly the changes missed, as a continuous subscriber saw them; a clk too old gets an image', async () => {
    const market = await nextMarket();
    const marketId = market.marketId;
    const continuous = await client(demo);
    subscribe(continuous, marketId);
    const img = await image(continuous);
    const { selectionId, price } = insideSpread(img);

    const leaving = await client(demo);
    subscribe(leaving, marketId);
    leaving.send({ op: 'orderSubscription', id: 3 });
    await image(leaving);
    await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(selectionId, 'BACK', price, 20)] }, demo);
    const held = await leaving.mcm((m) => !!runnerOf(m, selectionId)?.atl);
    const orderSeen = await leaving.ocm((m) => !m.ct);
    const cache = new MarketCache();
    for (const m of leaving.messages) if (m.op === 'mcm') cache.apply(m);
    const initialClk = (await image(leaving)).initialClk;
    const orderInitialClk = (await leaving.ocm((m) => m.ct === 'SUB_IMAGE')).initialClk;
    leaving.close();
    await leaving.waitClosed();

    // Missed while away: a second back, a lay that matches part of the first, the second cancelled.
    const from = continuous.messages.length;
    const second = await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(selectionId, 'BACK', price, 30)] }, demo);
    await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(selectionId, 'LAY', price, 10)] }, layer);
    await bf.rpc('betting', 'cancelOrders', { marketId, instructions: [{ betId: second.instructionReports![0]!.betId! }] }, demo);
    await continuous.mcm((m) => runnerOf(m, selectionId)?.atl?.some(([p, s]) => p === price && s === 10) ?? false, from);

    const back = await client(demo);
    subscribe(back, marketId, { initialClk, clk: held.clk });
    back.send({ op: 'orderSubscription', id: 3, initialClk: orderInitialClk, clk: orderSeen.clk });
    const resumed = await back.mcm((m) => m.ct === 'RESUB_DELTA');
    expect(back.messages.some((m) => m.op === 'mcm' && m.ct === 'SUB_IMAGE')).toBe(false);
    cache.apply(resumed);
    const whole = new MarketCache();
    for (const m of continuous.messages) if (m.op === 'mcm') whole.apply(m);
    // No gap: the resumed client holds what the continuous one holds.
    expect(cache.snapshot()).toEqual(whole.snapshot());
    // No duplicate and nothing extra: the prices it sends are those the continuous subscriber was sent after that clk.
    const count = (clk: string | undefined) => Number(clk!.split('-')[1]);
    const missed = continuous.messages.filter((m): m is McmMessage => m.op === 'mcm' && !m.ct && count(m.clk) > count(held.clk));
    const keys = (ms: McmMessage[]) => [...new Set(ms.flatMap((m) => (m.mc ?? []).flatMap((mc) => (mc.rc ?? []).flatMap((rc) => (['atb', 'atl', 'trd'] as const).flatMap((f) => (rc[f] ?? []).map(([p]) => `${rc.id}:${f}:${p}`))))))].sort();
    expect(missed.length).toBeGreaterThan(0);
    expect(keys([resumed])).toEqual(keys(missed));

    const orders = await back.ocm((m) => m.ct === 'RESUB_DELTA');
    const ids = orders.oc!.flatMap((oc) => oc.orc!.flatMap((orc) => orc.uo!.map((o) => o.id)));
    expect(ids).toContain(second.instructionReports![0]!.betId!);

    // A clk from before anything held (or from another process) gets a fresh image.
    const stale = await client(demo);
    subscribe(stale, marketId, { initialClk, clk: `${held.clk!.split('-')[0]}-0` });
    expect((await stale.mcm((m) => !!m.ct)).ct).toBe('SUB_IMAGE');
    const foreign = await client(demo);
    subscribe(foreign, marketId, { initialClk, clk: 'ffffffff-1' });
    expect((await foreign.mcm((m) => !!m.ct)).ct).toBe('SUB_IMAGE');
  });
});
