import { raceCard } from '../exchange/db/seed-markets';
import { ExchangeClient } from './client';
import { EventSim, type EventInfo, type MarketInfo } from './event-sim';
import { MarketMaker } from './market-maker';
import { seededRandom } from './pricing';
import { lineOf, startProductWorld } from './products/product-world';

export interface SimulatorOptions {
  /** Base URL of the exchange REST API, e.g. http://127.0.0.1:4000/api. */
  baseUrl: string;
  siteKey: string;
  password: string;
  tickMs?: number;
  seed?: number;
  /** Overs per innings of simulated cricket. */
  cricketOvers?: number;
  log?: (message: string) => void;
  /** Lottery draws, binary lines and virtual races/matches open every this many ms (default 3 minutes). */
  productCycleMs?: number;
}

const REFRESH_EVERY_TICKS = 10;
const NAMES: Record<number, string[]> = {
  4: ['Gujarat Titans v Lucknow Super Giants', 'Punjab Kings v Sunrisers Hyderabad', 'Mumbai Indians v Delhi Capitals', 'Chennai Super Kings v Rajasthan Royals'],
  2: ['Daniil Medvedev v Casper Ruud', 'Holger Rune v Taylor Fritz', 'Iga Swiatek v Coco Gauff'],
  1: ['Tottenham v Newcastle', 'Atletico Madrid v Sevilla', 'Bayern Munich v Dortmund'],
  7522: ['Golden State Warriors v Miami Heat', 'Denver Nuggets v Phoenix Suns'],
  7: ['16:10 Newmarket', '16:45 York', '17:20 Goodwood'],
  66101: ['Virtual T10: Eagles v Sharks', 'Virtual T10: Wolves v Bears'],
  66104: ['Daily Digit Draw'],
  66103: ['NIFTY 50 Today'],
};

/**
 * The demo world's simulator: market makers quote every open exchange market through the REST API
 * like any bettor; events go in play on schedule with scores; results settle markets; finished events
 * are replaced by new ones. It has no back door into the engine: operator calls are role-checked REST.
 */
export function startSimulator(options: SimulatorOptions): { stop(): Promise<void> } {
  const random = seededRandom(options.seed ?? Date.now());
  const log = options.log ?? (() => {});
  const operator = new ExchangeClient(options.baseUrl, 'operator', options.password);
  const accounts = ['mm1', 'mm2'].map((name) => new ExchangeClient(options.baseUrl, name, options.password));
  const makers = new Map<string, MarketMaker>();
  const sims = new Map<string, EventSim>();
  let ticks = 0;
  let stopped = false;
  // Products run on wall-clock schedules: a step a second (at most two) is plenty, whatever the sports' tick.
  const products = startProductWorld({ operator, siteKey: options.siteKey, random, log, cycleMs: options.productCycleMs, tickMs: Math.max(500, options.tickMs ?? 1_000) });

  async function discover(): Promise<void> {
    const { data } = await operator.call<{ data: Record<string, EventInfo[]> }>('/events/all', { key: options.siteKey }, false);
    for (const event of Object.values(data).flat()) {
      // Lottery, binary and virtual racing/football run in products/ (product-world.ts).
      if (sims.has(event.exEventId) || lineOf(event.tournamentId)) continue;
      const detail = await operator.call<{ data: { markets: MarketInfo[] } }>('/events/detail', { eventId: event.exEventId }, false);
      for (const market of detail.data.markets) {
        if (market.kind !== 'exchange' || makers.has(market.marketId)) continue;
        const account = accounts[makers.size % accounts.length]!;
        makers.set(market.marketId, new MarketMaker(market.marketId, event.exEventId, market.runners, account, random));
      }
      sims.set(event.exEventId, new EventSim(event, detail.data.markets, makers, operator, random, options.cricketOvers ?? 20));
    }
  }

  async function replace(finished: EventSim): Promise<void> {
    const { sportId, tournamentId } = finished.event;
    const names = NAMES[sportId] ?? ['Exhibition'];
    const eventName = names[Math.floor(random() * names.length)]!;
    const exEventId = `${sportId}${Math.floor(100_000 + random() * 899_999)}`;
    const startsIn = sportId === 66104 || sportId === 66103 ? 10 * 60_000 : (5 + random() * 25) * 60_000;
    const [home, away] = eventName.includes(' v ') ? eventName.split(' v ') : [eventName, ''];
    const runners = sportId === 7 ? ['Copper Kettle', 'Blue Harbour', 'Red Admiral', 'Quiet Storm', 'Fast Lane', 'Old Faithful'] : [home!, away!, ...(sportId === 1 ? ['The Draw'] : [])];
    const market =
      sportId === 66104
        ? { marketId: `${exEventId}.digit`, marketName: 'Last Digit', kind: 'lottery', runners: [...'0123456789'].map((d) => ({ runnerId: d, runnerName: `Digit ${d}` })), config: { odds: Object.fromEntries([...'0123456789'].map((d) => [d, 950])) }, minStake: 1_000, maxStake: 1_000_000, maxProfit: 10_000_000 }
        : sportId === 66103
          ? { marketId: `${exEventId}.binary`, marketName: 'NIFTY 50 close ≥ 24,500', kind: 'binary', runners: [{ runnerId: 'YES', runnerName: 'Yes' }, { runnerId: 'NO', runnerName: 'No' }], config: { odds: { YES: 190, NO: 190 }, line: 24500 }, maxProfit: 5_000_000 }
          : {
              marketId: `${exEventId}.${sportId === 7 ? 'win' : 'mo'}`,
              marketName: sportId === 7 ? 'Win' : 'Match Odds',
              kind: 'exchange',
              runners: runners.map((runnerName, i) => ({ runnerId: String(i + 1), runnerName, ...(sportId === 7 ? { metadata: raceCard(i, exEventId.length + i) } : {}) })),
              betDelayMs: 0,
            };
    await operator.call('/admin/events/create', { exEventId, sportId, tournamentId, eventName, eventTime: new Date(Date.now() + startsIn).toISOString(), markets: [market] });
    log(`simulator: ${finished.event.eventName} finished; ${eventName} scheduled`);
  }

  async function tick(): Promise<void> {
    if (ticks % REFRESH_EVERY_TICKS === 0) await discover();
    ticks += 1;
    const now = Date.now();
    const resting = new Map<ExchangeClient, Map<string, unknown[]>>();
    for (const sim of sims.values()) {
      if (sim.phase === 'done') continue;
      const over = await sim.tick(now);
      if (over) {
        for (const m of sim.markets) makers.delete(m.marketId);
        await replace(sim);
        continue;
      }
      for (const market of sim.markets) {
        const maker = makers.get(market.marketId);
        if (!maker || market.status === 'CLOSED') continue;
        const account = maker.account;
        let byEvent = resting.get(account);
        if (!byEvent) resting.set(account, (byEvent = new Map()));
        if (!byEvent.has(sim.event.exEventId)) {
          const bets = await account.call<{ data: { unmatched: unknown[] } }>('/bets/event', { eventId: sim.event.exEventId });
          byEvent.set(sim.event.exEventId, bets.data.unmatched);
        }
        await maker.quote(byEvent.get(sim.event.exEventId) as never, sim.phase === 'live' ? 0.03 : 0.015, sim.phase === 'live');
      }
      const bookmaker = sim.markets.find((m) => m.kind === 'bookmaker' && m.status !== 'CLOSED');
      const mo = sim.markets.find((m) => m.kind === 'exchange' && m.marketId.endsWith('.mo'));
      const maker = mo && makers.get(mo.marketId);
      if (bookmaker && maker && ticks % 5 === 0) {
        await operator.call('/admin/markets/quote', { marketId: bookmaker.marketId, quotes: maker.bookmakerQuotes() }).catch(() => {});
      }
    }
  }

  // A slow tick is not queued up behind: the next one starts at the first interval after it ends.
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = tick()
      .catch((err: unknown) => log(`simulator tick failed: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => (running = null));
  }, options.tickMs ?? 1_000);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all([running, products.stop()]);
    },
  };
}
