import { clockOf, type ProductMarket, type ProductOps } from './ops';
import type { ProductRun } from './run';

const DIGITS = [...'0123456789'];

/** A new draw's markets: the last digit at 9.5, low/high and odd/even at 1.9 (fixed odds, lottery kind). */
export function lotteryMarkets(exEventId: string, at: number): ProductMarket[] {
  const base = { kind: 'lottery', minStake: 1_000, maxStake: 1_000_000, maxProfit: 10_000_000 };
  return [
    { ...base, marketId: `${exEventId}.digit`, marketName: `Last Digit ${clockOf(at)}`, runners: DIGITS.map((d) => ({ runnerId: d, runnerName: `Digit ${d}` })), config: { odds: Object.fromEntries(DIGITS.map((d) => [d, 950])) }, sequence: 1 },
    { ...base, marketId: `${exEventId}.hilo`, marketName: 'Low 0–4 / High 5–9', runners: [{ runnerId: 'LOW', runnerName: 'Low 0–4' }, { runnerId: 'HIGH', runnerName: 'High 5–9' }], config: { odds: { LOW: 190, HIGH: 190 } }, sequence: 2 },
    { ...base, marketId: `${exEventId}.oddeven`, marketName: 'Odd / Even', runners: [{ runnerId: 'ODD', runnerName: 'Odd' }, { runnerId: 'EVEN', runnerName: 'Even' }], config: { odds: { ODD: 190, EVEN: 190 } }, sequence: 3 },
  ];
}

/** The result of each market of a draw from its last digit. */
export function lotteryResult(marketId: string, digit: number): { winners: string[] } | { value: number } {
  if (marketId.endsWith('.hilo')) return { winners: [digit >= 5 ? 'HIGH' : 'LOW'] };
  if (marketId.endsWith('.oddeven')) return { winners: [digit % 2 === 1 ? 'ODD' : 'EVEN'] };
  return { value: digit };
}

/**
 * A draw: open until its time, then closed while four digits are revealed one by one (the running
 * draw), then every market settles on the number's last digit and the number stays as the result.
 */
export class LotteryDraw implements ProductRun {
  readonly line = 'lottery';
  private phase: 'open' | 'drawing' | 'done' = 'open';
  private readonly digits: number[];
  private shown = -1;

  constructor(
    readonly exEventId: string,
    readonly eventName: string,
    readonly startsAt: number,
    private readonly marketIds: string[],
    private readonly drawMs: number,
    private readonly ops: ProductOps,
    random: () => number,
  ) {
    this.digits = Array.from({ length: 4 }, () => Math.floor(random() * 10));
  }

  get upcoming(): boolean {
    return this.phase === 'open';
  }

  async tick(now: number): Promise<boolean> {
    if (this.phase === 'done' || now < this.startsAt) return this.phase === 'done';
    if (this.phase === 'open') {
      this.phase = 'drawing';
      for (const marketId of this.marketIds) await this.ops.status(marketId, { status: 'SUSPENDED', inPlay: true });
      await this.ops.score(this.exEventId, { inPlay: true, status: 'IN_PLAY', score: this.scoreOf(0) });
      this.shown = 0;
      return false;
    }
    const revealed = Math.min(this.digits.length, Math.floor(((now - this.startsAt) / this.drawMs) * this.digits.length));
    if (revealed > this.shown && revealed < this.digits.length) {
      this.shown = revealed;
      await this.ops.score(this.exEventId, { score: this.scoreOf(revealed) });
    }
    if (now - this.startsAt < this.drawMs) return false;
    const digit = this.digits[this.digits.length - 1]!;
    await this.ops.score(this.exEventId, { score: this.scoreOf(this.digits.length) });
    for (const marketId of this.marketIds) await this.ops.settle(marketId, lotteryResult(marketId, digit));
    await this.ops.score(this.exEventId, { inPlay: false, status: 'FINISHED' });
    this.phase = 'done';
    return true;
  }

  private scoreOf(revealed: number): Record<string, unknown> {
    const done = revealed === this.digits.length;
    return {
      kind: 'lottery',
      revealed: this.digits.slice(0, revealed),
      digits: this.digits.length,
      ...(done ? { number: Number(this.digits.join('')), lastDigit: this.digits[this.digits.length - 1] } : {}),
    };
  }
}
