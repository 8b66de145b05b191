/**
 * The exchange mirror (FEEDS=mirror, docs/feeds.md): follows an upstream exchange's books through the
 * Betfair Exchange Stream API (upstream-books.ts) and keeps our own market maker's quotes tracking
 * them with a margin (margin.ts) and a size, through our Betfair API-NG like any bot: for each runner
 * one LAY order at the upstream's best back moved by the margin (our best back) and one BACK order at
 * its best lay moved the other way (our best lay); re-placed when the upstream moves, cancelled when
 * a side empties or the upstream market is not open.
 *
 * Markets: MIRROR_MARKETS lists upstream market ids, each `up=ours` (a market we have) or `up` alone
 * (ours has the same id; the event and market are created through the admin API from the upstream's
 * catalogue when we do not have them, which takes FEED_PASSWORD, the operator's).
 */
import { readFileSync } from 'node:fs';
import { ExchangeCallError, ExchangeClient, TradingClient } from '../../simulator/client';
import { FeedConfigError, feedAppKey, secretFromEnv, type Feed, type FeedAdapter, type FeedContext } from '../feed';
import { backWithMargin, layWithMargin, parseMargin, type Margin } from './margin';
import { UpstreamBooks } from './upstream-books';

export interface MirrorFeedOptions {
  /** The upstream's root (http://host:port): its /api/login and its WebSocket /exchange/stream. */
  upstreamUrl: string;
  upstreamUser: string;
  upstreamPassword: string;
  /** Upstream market id → our market id. */
  markets: Array<{ upstream: string; ours: string; create: boolean }>;
  margin: Margin;
  /** Each quote's size, in the currency's units (rupees), as the Betfair API takes it. */
  size: number;
  /** Our market-making account (a funded bettor) and its password. */
  account: string;
  accountPassword: string;
  /** The operator the admin calls (creating events and markets) run as. */
  operatorUser: string;
  operatorPassword: string | undefined;
  /** The operator's API key in place of a second-step code (FEED_APP_KEY). */
  operatorAppKey: string | undefined;
  /** How often our quotes are brought to the upstream's prices. */
  intervalMs: number;
}

interface CatalogueMarket {
  marketId: string;
  marketName: string;
  marketStartTime?: string;
  eventType?: { id: string };
  competition?: { id: string; name: string };
  event?: { id: string; name: string; openDate?: string };
  runners?: Array<{ selectionId: number; runnerName: string }>;
}

interface MirroredMarket {
  upstream: string;
  ours: string;
  /** Our runner's selectionId by upstream selectionId (matched by runner name). */
  selections: Map<number, number>;
}

interface RestingOrder {
  betId: string;
  side: 'BACK' | 'LAY';
  price: number;
  sizeRemaining: number;
}

const CATALOGUE = ['EVENT', 'EVENT_TYPE', 'COMPETITION', 'RUNNER_DESCRIPTION', 'MARKET_START_TIME'];

async function catalogueOf(client: TradingClient, marketId: string): Promise<CatalogueMarket | undefined> {
  const [market] = await client.rpc<CatalogueMarket[]>('listMarketCatalogue', { filter: { marketIds: [marketId] }, marketProjection: CATALOGUE, maxResults: 1 });
  return market;
}

/** Creates the upstream market's event (and competition) or only the market on ours, as needed. */
async function createOurs(operator: ExchangeClient, up: CatalogueMarket, ours: string): Promise<void> {
  const runners = (up.runners ?? []).map((r) => ({ runnerId: `${ours}-${r.selectionId}`, runnerName: r.runnerName }));
  const market = { marketId: ours, marketName: up.marketName, kind: 'exchange', runners };
  const eventId = up.event?.id;
  if (!eventId || !up.eventType) throw new Error(`upstream market ${up.marketId} has no event in its catalogue`);
  try {
    await operator.call('/events/detail', { eventId }, false);
    await operator.call('/admin/markets/create', { eventId, market });
  } catch (err) {
    if (!(err instanceof ExchangeCallError && err.code === 'EVENT_NOT_FOUND')) throw err;
    await operator.call('/admin/events/create', {
      exEventId: eventId,
      sportId: Number(up.eventType.id),
      tournamentId: up.competition?.id ?? `mirror-${up.eventType.id}`,
      tournamentName: up.competition?.name ?? 'Mirrored',
      eventName: up.event?.name ?? up.marketName,
      eventTime: up.event?.openDate ?? up.marketStartTime ?? new Date().toISOString(),
      markets: [market],
    });
  }
}

/** Upstream and our catalogues matched: our selectionId for each upstream one, by runner name. */
async function mirrored(upstream: TradingClient, ours: TradingClient, operator: ExchangeClient | null, spec: MirrorFeedOptions['markets'][number]): Promise<MirroredMarket> {
  const up = await catalogueOf(upstream, spec.upstream);
  if (!up) throw new Error(`the upstream has no open market ${spec.upstream}`);
  let mine = await catalogueOf(ours, spec.ours);
  if (!mine && spec.create) {
    if (!operator) throw new FeedConfigError(`creating market ${spec.ours} takes the operator's password: set FEED_PASSWORD (or FEED_PASSWORD_FILE)`);
    await createOurs(operator, up, spec.ours);
    mine = await catalogueOf(ours, spec.ours);
  }
  if (!mine) throw new Error(`we have no open market ${spec.ours} to mirror ${spec.upstream} into`);
  const byName = new Map((mine.runners ?? []).map((r) => [r.runnerName, r.selectionId]));
  const selections = new Map<number, number>();
  for (const runner of up.runners ?? []) {
    const selectionId = byName.get(runner.runnerName);
    if (selectionId === undefined) throw new Error(`our market ${spec.ours} has no runner '${runner.runnerName}' of upstream ${spec.upstream}`);
    selections.set(runner.selectionId, selectionId);
  }
  return { upstream: spec.upstream, ours: spec.ours, selections };
}

/** One round for one market: each runner's two quotes brought to the upstream's prices. */
async function requote(account: TradingClient, books: UpstreamBooks, market: MirroredMarket, options: MirrorFeedOptions): Promise<void> {
  const [book] = await account.rpc<Array<{ runners?: Array<{ selectionId: number; orders?: RestingOrder[] }> }>>('listMarketBook', { marketIds: [market.ours], orderProjection: 'EXECUTABLE' });
  const resting = new Map((book?.runners ?? []).map((r) => [r.selectionId, r.orders ?? []]));
  const open = (books.marketStatus(market.upstream) ?? 'OPEN') === 'OPEN';
  const cancels: string[] = [];
  const places: Array<{ selectionId: number; side: 'BACK' | 'LAY'; price: number }> = [];
  for (const [upSelection, ourSelection] of market.selections) {
    const best = open ? books.best(market.upstream, upSelection) : undefined;
    // Our LAY order makes our available-to-back price; our BACK order our available-to-lay price.
    const wanted: Record<'LAY' | 'BACK', number | null> = {
      LAY: best?.back ? backWithMargin(best.back[0], options.margin) : null,
      BACK: best?.lay ? layWithMargin(best.lay[0], options.margin) : null,
    };
    for (const side of ['LAY', 'BACK'] as const) {
      const mine = (resting.get(ourSelection) ?? []).filter((o) => o.side === side);
      const keep = mine.find((o) => wanted[side] !== null && o.price === wanted[side]);
      for (const order of mine) if (order !== keep) cancels.push(order.betId);
      if (!keep && wanted[side] !== null) places.push({ selectionId: ourSelection, side, price: wanted[side] });
    }
  }
  if (cancels.length) await account.rpc('cancelOrders', { marketId: market.ours, instructions: cancels.map((betId) => ({ betId })) });
  if (places.length) {
    await account.rpc('placeOrders', {
      marketId: market.ours,
      instructions: places.map((p) => ({ selectionId: p.selectionId, side: p.side, orderType: 'LIMIT', limitOrder: { size: options.size, price: p.price, persistenceType: 'LAPSE' } })),
    });
  }
}

function parseMarkets(text: string | undefined): MirrorFeedOptions['markets'] {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) throw new FeedConfigError('FEEDS=mirror needs MIRROR_MARKETS: upstream market ids, each `up` or `up=ours`, comma-separated');
  return entries.map((entry) => {
    const [upstream, ours, extra] = entry.split('=').map((part) => part.trim());
    const valid = (id: string | undefined) => id !== undefined && /^[\w.:-]{1,64}$/.test(id);
    if (!valid(upstream) || extra !== undefined || (ours !== undefined && !valid(ours))) throw new FeedConfigError(`MIRROR_MARKETS entry '${entry}' must be \`up\` or \`up=ours\` (market ids)`);
    return { upstream: upstream!, ours: ours ?? upstream!, create: ours === undefined };
  });
}

export const mirrorFeed: FeedAdapter<MirrorFeedOptions> = {
  name: 'mirror',
  summary: "an upstream exchange's books (Betfair Exchange Stream API) quoted on ours with a margin (MIRROR_URL, MIRROR_MARKETS)",
  options(env) {
    const read = (file: string) => readFileSync(file, 'utf8');
    const upstreamUrl = env.MIRROR_URL?.replace(/\/+$/, '');
    if (!upstreamUrl || !/^https?:\/\/[^\s/]+/.test(upstreamUrl)) throw new FeedConfigError(`FEEDS=mirror needs MIRROR_URL, the upstream's http(s)://host:port, got '${env.MIRROR_URL ?? ''}'`);
    const size = Number(env.MIRROR_SIZE ?? 100);
    if (!Number.isFinite(size) || size <= 0 || Math.round(size * 100) !== size * 100) throw new FeedConfigError(`MIRROR_SIZE must be a positive amount with at most 2 decimals, got '${env.MIRROR_SIZE}'`);
    const intervalMs = Number(env.MIRROR_INTERVAL_MS ?? 1_000);
    if (!Number.isInteger(intervalMs) || intervalMs < 100) throw new FeedConfigError(`MIRROR_INTERVAL_MS must be an integer of at least 100, got '${env.MIRROR_INTERVAL_MS}'`);
    const account = env.MIRROR_ACCOUNT;
    if (!account) throw new FeedConfigError('FEEDS=mirror needs MIRROR_ACCOUNT, the funded bettor our quotes are placed as');
    const markets = parseMarkets(env.MIRROR_MARKETS);
    return {
      upstreamUrl,
      upstreamUser: env.MIRROR_UPSTREAM_USER || (() => { throw new FeedConfigError('FEEDS=mirror needs MIRROR_UPSTREAM_USER, the upstream account the stream signs in as'); })(),
      upstreamPassword: secretFromEnv(env, 'MIRROR_UPSTREAM_PASSWORD', read),
      markets,
      margin: parseMargin(env.MIRROR_MARGIN ?? '1t'),
      size,
      account,
      accountPassword: secretFromEnv(env, 'MIRROR_ACCOUNT_PASSWORD', read),
      operatorUser: env.FEED_USER || 'operator',
      operatorPassword: markets.some((m) => m.create) && (env.FEED_PASSWORD || env.FEED_PASSWORD_FILE) ? secretFromEnv(env, 'FEED_PASSWORD', read) : undefined,
      operatorAppKey: feedAppKey(env, read),
      intervalMs,
    };
  },
  async start(context: FeedContext, options: MirrorFeedOptions): Promise<Feed> {
    const upstream = new TradingClient(options.upstreamUrl, options.upstreamUser, options.upstreamPassword);
    const account = new TradingClient(context.tradingUrl, options.account, options.accountPassword);
    const operator = options.operatorPassword ? new ExchangeClient(context.apiUrl, options.operatorUser, options.operatorPassword, options.operatorAppKey) : null;
    const markets: MirroredMarket[] = [];
    for (const spec of options.markets) markets.push(await mirrored(upstream, account, operator, spec));
    const streamUrl = `${options.upstreamUrl.replace(/^http/, 'ws')}/exchange/stream`;
    const books = new UpstreamBooks(streamUrl, () => upstream.session(), () => upstream.forgetSession(), markets.map((m) => m.upstream), context.log);
    try {
      await books.start();
    } catch (err) {
      books.close();
      throw err;
    }
    // One round after another, each started intervalMs after the last ended (a slow round never piles up).
    let stopped = false;
    let timer: NodeJS.Timeout | null = null;
    const round = async () => {
      for (const market of markets) {
        if (stopped) return;
        await requote(account, books, market, options).catch((err: unknown) => context.log(`feed mirror: ${market.ours}: ${(err as Error).message}`));
      }
    };
    let running: Promise<void> = Promise.resolve();
    const loop = () => {
      running = round().then(() => {
        if (!stopped) timer = setTimeout(loop, options.intervalMs);
      });
    };
    loop();
    context.log(`feed mirror: ${markets.map((m) => `${m.upstream}→${m.ours}`).join(', ')} from ${options.upstreamUrl}`);
    return {
      name: 'mirror',
      async stop() {
        stopped = true;
        if (timer) clearTimeout(timer);
        await running;
        books.close();
        // Our quotes do not outlive the feed: what it placed is cancelled.
        for (const market of markets) await account.rpc('cancelOrders', { marketId: market.ours }).catch(() => {});
      },
    };
  },
};
