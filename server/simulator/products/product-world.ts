import type { ExchangeClient } from '../client';
import { BinaryLines, binaryMarkets, IndexWalk } from './binary';
import { LotteryDraw, lotteryMarkets } from './lottery';
import { clockOf, ProductOps, type ProductMarket } from './ops';
import { LINE_SPORT, LINE_TOURNAMENT, type ProductLine, type ProductRun } from './run';
import { productTiming, type ProductTiming } from './timing';
import { TipDesk } from './tips';
import { newMatch, newRace, VirtualMatch, VirtualRace } from './virtual';

export interface ProductWorldOptions {
  operator: ExchangeClient;
  siteKey: string;
  random: () => number;
  log: (message: string) => void;
  /** A new draw, line, race and match every cycle (default 3 minutes). */
  cycleMs?: number;
  tickMs?: number;
}

interface ListedEvent {
  exEventId: string;
  sportId: number;
  eventName: string;
  eventTime: string;
  tournamentId: string;
}

interface ListedMarket {
  marketId: string;
  kind: string;
  status: string;
  runners: Array<{ runnerId: string; runnerName: string }>;
  fancy: { yesLine: number } | null;
  line: number | null;
}

const LINES: readonly ProductLine[] = ['lottery', 'binary', 'racing', 'football'];
/** When each line's first event starts, in cycles from now (virtual racing and football alternate). */
const FIRST_IN_CYCLES: Record<ProductLine, number> = { lottery: 1, binary: 1, racing: 0.5, football: 1 };
const RETRY_TICKS = 30;

/** Competition id → product line (the seeded virtual cricket stays with the sports simulator). */
export function lineOf(tournamentId: string): ProductLine | null {
  return LINES.find((line) => LINE_TOURNAMENT[line] === tournamentId) ?? null;
}

/**
 * Keeps the lottery, binary and virtual-sports products alive: it opens draws, index lines, races
 * and matches on a schedule, runs and settles them, and has tipsters publish on virtual events.
 * Events of these lines left from an earlier run (or the seed) are adopted and run to settlement.
 */
export function startProductWorld(options: ProductWorldOptions): { stop(): Promise<void> } {
  const timing: ProductTiming = productTiming(options.cycleMs);
  const ops = new ProductOps(options.operator, options.log);
  const tips = new TipDesk(options.operator, options.random, options.log);
  const index = new IndexWalk(24_500, options.random);
  const runs = new Map<string, ProductRun>();
  const retryAt = new Map<ProductLine, number>();
  let ticks = 0;
  let adopted = false;
  let stopped = false;

  async function adopt(): Promise<void> {
    const { data } = await options.operator.call<{ data: Record<string, ListedEvent[]> }>('/events/all', { key: options.siteKey }, false);
    for (const event of Object.values(data).flat()) {
      const line = lineOf(event.tournamentId);
      if (!line || runs.has(event.exEventId)) continue;
      const detail = await options.operator.call<{ data: { markets: ListedMarket[] } }>('/events/detail', { eventId: event.exEventId }, false);
      const markets = detail.data.markets.filter((m) => m.status !== 'CLOSED');
      const run = runFor(line, event.exEventId, event.eventName, Date.parse(event.eventTime), markets);
      if (run) runs.set(event.exEventId, run);
    }
  }

  function runFor(line: ProductLine, exEventId: string, eventName: string, startsAt: number, markets: Array<Pick<ListedMarket, 'marketId' | 'kind' | 'runners'> & { line?: number | null; fancy?: { yesLine: number } | null }>): ProductRun | null {
    if (markets.length === 0) return null;
    const first = markets[0]!;
    switch (line) {
      case 'lottery':
        return new LotteryDraw(exEventId, eventName, startsAt, markets.map((m) => m.marketId), timing.drawMs, ops, options.random);
      case 'binary':
        return new BinaryLines(exEventId, eventName, startsAt, markets.map((m) => ({ marketId: m.marketId, kind: m.kind, line: m.line ?? m.fancy?.yesLine ?? 0 })), index, ops);
      case 'racing':
        return new VirtualRace(exEventId, eventName, startsAt, first.marketId, first.runners, timing.runMs, ops, options.random);
      case 'football':
        return new VirtualMatch(exEventId, eventName, startsAt, first.marketId, first.runners, timing.runMs, ops, options.random);
    }
  }

  async function open(line: ProductLine, now: number): Promise<void> {
    // Only events inside the schedule's horizon count (a seeded draw hours away does not stall the line).
    const horizon = now + timing.cycleMs * (timing.ahead + 1);
    const mine = [...runs.values()].filter((r) => r.line === line && r.startsAt <= horizon);
    if (mine.filter((r) => r.upcoming && r.startsAt > now).length >= timing.ahead) return;
    if ((retryAt.get(line) ?? 0) > ticks) return;
    const latest = Math.max(0, ...mine.map((r) => r.startsAt));
    const startsAt = latest > now ? latest + timing.cycleMs : now + timing.cycleMs * FIRST_IN_CYCLES[line];
    const sportId = LINE_SPORT[line];
    const exEventId = `${sportId}${Math.floor(100_000 + options.random() * 899_999)}`;
    let eventName: string;
    let markets: ProductMarket[];
    if (line === 'lottery') {
      eventName = `Digit Draw ${clockOf(startsAt)}`;
      markets = lotteryMarkets(exEventId, startsAt);
    } else if (line === 'binary') {
      eventName = `NIFTY 50 at ${clockOf(startsAt)}`;
      markets = binaryMarkets(exEventId, index.value, startsAt, (startsAt - now) / 1000);
    } else {
      const made = line === 'racing' ? newRace(exEventId, startsAt, options.random) : newMatch(exEventId, options.random);
      eventName = made.eventName;
      markets = [made.market];
    }
    const created = await ops.createEvent({ exEventId, sportId, tournamentId: LINE_TOURNAMENT[line], eventName, startsAt, markets });
    if (!created) {
      retryAt.set(line, ticks + RETRY_TICKS);
      return;
    }
    const run = runFor(line, exEventId, eventName, startsAt, markets.map((m) => ({ ...m, line: (m.config?.quote as { yesLine?: number } | undefined)?.yesLine ?? null })))!;
    if (run instanceof VirtualRace || run instanceof VirtualMatch) await run.open();
    runs.set(exEventId, run);
    options.log(`products: ${eventName} opens, starts ${new Date(startsAt).toISOString()}`);
  }

  async function tick(): Promise<void> {
    if (!adopted) {
      await adopt();
      adopted = true;
    }
    ticks += 1;
    const now = Date.now();
    const move = index.step();
    for (const [exEventId, run] of runs) {
      const over = run instanceof BinaryLines ? await run.tick(now, move) : await run.tick(now);
      if (over) {
        runs.delete(exEventId);
        tips.forget(exEventId);
      }
    }
    for (const line of LINES) await open(line, now);
    if (ticks % 5 === 0) {
      for (const run of runs.values()) {
        if (!(run instanceof VirtualRace || run instanceof VirtualMatch) || !run.upcoming) continue;
        const lead = run.startsAt - now;
        if (lead > 3_000 && lead < timing.cycleMs * 1.5) await tips.publish(run, run.candidates());
      }
    }
  }

  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = tick()
      .catch((err: unknown) => options.log(`products tick failed: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => (running = null));
  }, options.tickMs ?? 1_000);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
