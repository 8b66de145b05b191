import { normalCdf, sessionRates } from './prices';
import { clockOf, type ProductMarket, type ProductOps } from './ops';
import type { ProductRun } from './run';

/** Points the simulated index moves per second, one standard deviation. */
const INDEX_SIGMA = 3;
/** A move this large in one step suspends the lines for a moment (a "fast market"). */
const JUMP = 7.5;
const LINE_OFFSETS = [-20, 0, 20];
/** Lines are re-priced every this many steps. */
const REQUOTE_TICKS = 5;

/** The simulated NIFTY 50: a random walk, one step a second. */
export class IndexWalk {
  constructor(
    public value: number,
    private readonly random: () => number,
  ) {}

  /** One step; returns the move. */
  step(): number {
    const gaussian = Math.sqrt(-2 * Math.log(1 - this.random())) * Math.cos(2 * Math.PI * this.random());
    const move = gaussian * INDEX_SIGMA;
    this.value = Math.max(1_000, this.value + move);
    return move;
  }
}

/** P(index ≥ line at the close) with `seconds` left. */
export function chanceAtOrAbove(index: number, line: number, seconds: number): number {
  if (seconds <= 0) return index >= line ? 1 : 0;
  return 1 - normalCdf((line - index) / (INDEX_SIGMA * Math.sqrt(seconds)));
}

/** The session quote of a line: YES and NO both on the line, rates from the chance of reaching it. */
export function lineQuote(index: number, line: number, seconds: number) {
  const { yesRate, noRate } = sessionRates(chanceAtOrAbove(index, line, seconds));
  return { yesLine: line, yesRate, noLine: line, noRate };
}

/** A new binary event's lines around the index now: "NIFTY 50 ≥ line at HH:MM", session markets (fancy kind). */
export function binaryMarkets(exEventId: string, index: number, closesAt: number, secondsLeft: number): ProductMarket[] {
  const centre = Math.round(index / 10) * 10;
  return LINE_OFFSETS.map((offset, i) => {
    const line = centre + offset;
    return {
      marketId: `${exEventId}.l${i + 1}`,
      marketName: `NIFTY 50 ≥ ${line.toLocaleString('en-IN')} at ${clockOf(closesAt)}`,
      kind: 'fancy',
      runners: [],
      config: { quote: lineQuote(index, line, secondsLeft) },
      maxProfit: 5_000_000,
      sequence: i + 1,
    };
  });
}

interface LineMarket {
  marketId: string;
  kind: string;
  line: number;
}

/**
 * A binary event: YES/NO lines on where the index closes, re-priced as it moves (suspended for a
 * moment on a jump), closed and settled on the closing value at its time.
 */
export class BinaryLines implements ProductRun {
  readonly line = 'binary';
  private done = false;
  private suspendedTicks = 0;
  private ticks = 0;
  private readonly quoted = new Map<string, { yesRate: number }>();

  constructor(
    readonly exEventId: string,
    readonly eventName: string,
    readonly startsAt: number,
    private readonly markets: LineMarket[],
    private readonly index: IndexWalk,
    private readonly ops: ProductOps,
  ) {}

  get upcoming(): boolean {
    return !this.done;
  }

  /** Called once per index step with its move. */
  async tick(now: number, move = 0): Promise<boolean> {
    if (this.done) return true;
    this.ticks += 1;
    if (now >= this.startsAt) {
      const close = Math.round(this.index.value);
      await this.ops.score(this.exEventId, { score: this.scoreOf(close, now) });
      for (const m of this.markets) await this.ops.settle(m.marketId, { value: close });
      await this.ops.score(this.exEventId, { inPlay: false, status: 'FINISHED' });
      this.done = true;
      return true;
    }
    const seconds = (this.startsAt - now) / 1000;
    if (Math.abs(move) >= JUMP && this.suspendedTicks === 0) {
      this.suspendedTicks = 3;
      for (const m of this.markets) await this.ops.status(m.marketId, { status: 'SUSPENDED' });
    } else if (this.suspendedTicks > 0 && --this.suspendedTicks === 0) {
      for (const m of this.markets) await this.ops.status(m.marketId, { status: 'OPEN' });
    }
    if (this.ticks % REQUOTE_TICKS === 0) {
      for (const m of this.markets) {
        if (m.kind !== 'fancy') continue;
        const quote = lineQuote(this.index.value, m.line, seconds);
        // A quote that barely moved stays, so a bettor's click is not refused for a one-point change.
        const last = this.quoted.get(m.marketId);
        if (last && Math.abs(last.yesRate - quote.yesRate) <= last.yesRate * 0.05) continue;
        this.quoted.set(m.marketId, quote);
        await this.ops.quote(m.marketId, { fancy: quote });
      }
    }
    if (this.ticks % 2 === 0) await this.ops.score(this.exEventId, { score: this.scoreOf(Math.round(this.index.value), now) });
    return false;
  }

  private scoreOf(index: number, now: number): Record<string, unknown> {
    return { kind: 'index', name: 'NIFTY 50', index, at: new Date(now).toISOString(), lines: this.markets.map((m) => m.line), closed: now >= this.startsAt };
  }
}
