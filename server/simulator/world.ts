import { ExchangeClient, TradingClient } from './client';
import { EventSim, type EventInfo, type MarketInfo } from './event-sim';
import { pickFixture } from './fixture-pick';
import { MarketMaker, type BookWithOrders } from './market-maker';
import { seededRandom } from './pricing';
import { lineOf, startProductWorld } from './products/product-world';
import { FIXTURES, IN_PLAY_MINIMUM, MINUTE, RACE_SPORT_ID, marketsForNewEvent, planEvents, plannedLengthMs, raceName, type Slot } from './schedule';

export interface SimulatorOptions {
  /** Base URL of the exchange REST API, e.g. http://127.0.0.1:4000/api (the operator's calls). */
  baseUrl: string;
  /** Root of the Betfair-compatible trading API the market makers trade through (default: baseUrl without its /api). */
  tradingUrl?: string;
  siteKey: string;
  password: string;
  /** The operator's API key, sent in place of a second-step code (docs/security.md "Two-step sign-in"). */
  appKey: string;
  tickMs?: number;
  seed?: number;
  /** Overs per innings of simulated T20 cricket (ODIs play 50). */
  cricketOvers?: number;
  log?: (message: string) => void;
  /** The clock (tests drive a fake one). */
  now?: () => number;
  /** No timer: the caller runs `tick()` (tests). The products, which run on the wall clock, are not started then. */
  manual?: boolean;
  /** Whether the market makers quote (on by default; a schedule test can leave it off). */
  quote?: boolean;
  /** Lottery draws, binary lines and virtual races/matches open every this many ms (default 3 minutes). */
  productCycleMs?: number;
}

export interface Simulator {
  /** One round: events move on, markets are quoted, finished events replaced, the calendar topped up. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

const REFRESH_EVERY_TICKS = 10;

/**
 * The demo world's simulator: market makers quote every open exchange market through the Betfair-compatible trading API
 * like any bettor; events go in play on schedule with a score feed; results settle markets; finished
 * events are replaced in their competition, and the calendar (schedule.ts) keeps two cricket, one
 * tennis and one soccer match in play and a race off within ten minutes at every moment. It has no
 * back door into the engine: operator calls are role-checked REST.
 */
export function startSimulator(options: SimulatorOptions): Simulator {
  const random = seededRandom(options.seed ?? Date.now());
  const log = options.log ?? (() => {});
  const clock = options.now ?? Date.now;
  const t20Overs = options.cricketOvers ?? 20;
  const operator = new ExchangeClient(options.baseUrl, 'operator', options.password, options.appKey);
  const tradingUrl = options.tradingUrl ?? options.baseUrl.replace(/\/api\/?$/, '');
  const accounts = ['mm1', 'mm2'].map((name) => new TradingClient(tradingUrl, name, options.password));
  const makers = new Map<string, MarketMaker>();
  const sims = new Map<string, EventSim>();
  let ticks = 0;
  let stopped = false;
  // Products run on wall-clock schedules: a step a second (at most two) is plenty, whatever the sports' tick.
  const products = options.manual
    ? null
    : startProductWorld({ operator, siteKey: options.siteKey, random, log, cycleMs: options.productCycleMs, tickMs: Math.max(500, options.tickMs ?? 1_000) });

  async function follow(event: EventInfo): Promise<void> {
    const detail = await operator.call<{ data: { markets: MarketInfo[] } }>('/events/detail', { eventId: event.exEventId }, false);
    for (const market of detail.data.markets) {
      if (market.kind !== 'exchange' || makers.has(market.marketId)) continue;
      const account = accounts[makers.size % accounts.length]!;
      makers.set(market.marketId, new MarketMaker(market.marketId, event.exEventId, market.runners, account, random));
    }
    sims.set(event.exEventId, new EventSim(event, detail.data.markets, makers, operator, random, t20Overs, clock()));
  }

  async function discover(): Promise<void> {
    const { data } = await operator.call<{ data: Record<string, EventInfo[]> }>('/events/all', { key: options.siteKey }, false);
    for (const event of Object.values(data).flat()) {
      // Lottery, binary and virtual racing/football run in products/ (product-world.ts).
      if (!sims.has(event.exEventId) && !lineOf(event.tournamentId)) await follow(event);
    }
  }

  /** Creates an event in a competition with its markets, and follows it at once. */
  async function create(sportId: number, tournamentId: string, startsAt: number): Promise<string> {
    const names = FIXTURES[tournamentId] ?? ['Exhibition'];
    // A match an open event already plays is not scheduled again (it would be listed twice).
    const open = new Set([...sims.values()].filter((sim) => sim.phase !== 'done').map((sim) => sim.event.eventName));
    const eventName = sportId === RACE_SPORT_ID ? raceName(names[Math.floor(random() * names.length)]!, startsAt) : pickFixture(names, open, random);
    const exEventId = `${sportId}${Math.floor(100_000 + random() * 899_999)}`;
    const eventTime = new Date(startsAt).toISOString();
    await operator.call('/admin/events/create', { exEventId, sportId, tournamentId, eventName, eventTime, markets: marketsForNewEvent({ exEventId, sportId, eventName }) });
    await follow({ exEventId, sportId, tournamentId, eventName, eventTime, inPlay: false });
    return eventName;
  }

  async function replace(finished: EventSim): Promise<void> {
    const { sportId, tournamentId } = finished.event;
    // Sports with an in-play minimum are topped up by the calendar as well; a replacement keeps the list of upcoming matches full.
    const startsIn = sportId === 66104 || sportId === 66103 ? 10 * MINUTE : IN_PLAY_MINIMUM[sportId] || sportId === RACE_SPORT_ID ? (20 + random() * 70) * MINUTE : (5 + random() * 25) * MINUTE;
    const eventName = await create(sportId, tournamentId, clock() + startsIn);
    log(`simulator: ${finished.event.eventName} finished; ${eventName} scheduled`);
  }

  /** Adds the events the minimums need (planEvents), each in its sport's competitions. */
  async function topUp(now: number): Promise<void> {
    const slots: Slot[] = [...sims.values()]
      .filter((sim) => sim.phase !== 'done')
      .map((sim) => ({ sportId: sim.event.sportId, startsAt: sim.startedAt ?? Date.parse(sim.event.eventTime), endsAt: sim.plannedEnd() }));
    for (const slot of planEvents(slots, now, (sportId, tournamentId) => plannedLengthMs(sportId, tournamentId, t20Overs))) {
      const eventName = await create(slot.sportId, slot.tournamentId, slot.startsAt);
      log(`simulator: ${eventName} added to keep the calendar full`);
    }
  }

  async function quoteEvent(sim: EventSim): Promise<void> {
    const quoted = sim.markets.flatMap((market) => {
      const maker = makers.get(market.marketId);
      return maker && market.status !== 'CLOSED' ? [maker] : [];
    });
    // Each account reads its resting orders in the event's markets with one listMarketBook.
    for (const account of new Set(quoted.map((m) => m.account))) {
      const mine = quoted.filter((m) => m.account === account);
      const books = await account.rpc<BookWithOrders[]>('listMarketBook', { marketIds: mine.map((m) => m.marketId), orderProjection: 'EXECUTABLE' });
      for (const maker of mine) {
        const resting = await maker.restingIn(books.find((b) => b.marketId === maker.marketId));
        await maker.quote(resting, sim.phase === 'live' ? 0.03 : 0.015, sim.phase === 'live');
      }
    }
    const bookmaker = sim.markets.find((m) => m.kind === 'bookmaker' && m.status !== 'CLOSED');
    const mo = sim.markets.find((m) => m.kind === 'exchange' && m.marketId.endsWith('.mo'));
    const maker = mo && makers.get(mo.marketId);
    if (bookmaker && maker && ticks % 5 === 0) {
      await operator.call('/admin/markets/quote', { marketId: bookmaker.marketId, quotes: maker.bookmakerQuotes() }).catch(() => {});
    }
  }

  async function tick(): Promise<void> {
    if (ticks % REFRESH_EVERY_TICKS === 0) await discover();
    ticks += 1;
    const now = clock();
    for (const sim of [...sims.values()]) {
      if (sim.phase === 'done') continue;
      const over = await sim.tick(now);
      if (over) {
        for (const m of sim.markets) makers.delete(m.marketId);
        sims.delete(sim.event.exEventId);
        await replace(sim);
        continue;
      }
      if (options.quote !== false) await quoteEvent(sim);
    }
    await topUp(now);
    // Events the calendar starts now go in play in this round, not the next.
    for (const sim of sims.values()) if (sim.phase === 'pre' && Date.parse(sim.event.eventTime) <= now) await sim.tick(now);
  }

  // A slow tick is not queued up behind: the next one starts at the first interval after it ends.
  let running: Promise<void> | null = null;
  const timer = options.manual
    ? null
    : setInterval(() => {
        if (running || stopped) return;
        running = tick()
          .catch((err: unknown) => log(`simulator tick failed: ${err instanceof Error ? err.message : String(err)}`))
          .finally(() => (running = null));
      }, options.tickMs ?? 1_000);
  timer?.unref();

  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.all([running, products?.stop()]);
    },
  };
}
