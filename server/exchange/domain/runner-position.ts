import { winnings } from './money';
import type { Side } from './types';

/**
 * One user's position in a market whose outcome is "runner r wins" (exchange, bookmaker,
 * fixed odds). Kept as running totals per runner so exposure costs O(runners), not O(bets):
 * profit if the runner wins / if it loses, for matched bets and (worst case only) unmatched ones.
 */
export class RunnerPosition {
  private readonly ifWin: Float64Array;
  private readonly ifLose: Float64Array;
  private readonly unmatchedIfWin: Float64Array;
  private readonly unmatchedIfLose: Float64Array;

  constructor(readonly runnerCount: number) {
    this.ifWin = new Float64Array(runnerCount);
    this.ifLose = new Float64Array(runnerCount);
    this.unmatchedIfWin = new Float64Array(runnerCount);
    this.unmatchedIfLose = new Float64Array(runnerCount);
  }

  /** A matched back wins its winnings if the runner wins and loses the stake otherwise; a lay the reverse. */
  addMatched(runner: number, side: Side, stake: number, odds100: number): void {
    const profit = winnings(stake, odds100);
    if (side === 'BACK') {
      this.ifWin[runner]! += profit;
      this.ifLose[runner]! -= stake;
    } else {
      this.ifWin[runner]! -= profit;
      this.ifLose[runner]! += stake;
    }
  }

  /** An unmatched size counts only where it hurts: a back's stake if the runner loses, a lay's liability if it wins. */
  changeUnmatched(runner: number, side: Side, odds100: number, fromSize: number, toSize: number): void {
    if (side === 'BACK') this.unmatchedIfLose[runner]! -= toSize - fromSize;
    else this.unmatchedIfWin[runner]! -= winnings(toSize, odds100) - winnings(fromSize, odds100);
  }

  /** Profit or loss if `outcome` wins, counting unmatched bets only where they make it worse. */
  outcome(outcome: number, runner = -1, extraIfWin = 0, extraIfLose = 0): number {
    let others = 0;
    for (let r = 0; r < this.runnerCount; r++) {
      if (r === outcome) continue;
      others += this.ifLose[r]! + this.unmatchedIfLose[r]! + (r === runner ? extraIfLose : 0);
    }
    return this.ifWin[outcome]! + this.unmatchedIfWin[outcome]! + (outcome === runner ? extraIfWin : 0) + others;
  }

  /** Worst loss over the outcomes (≥ 0), optionally with an extra unmatched amount on one runner. */
  exposure(runner = -1, extraIfWin = 0, extraIfLose = 0): number {
    let worst = 0;
    for (let o = 0; o < this.runnerCount; o++) worst = Math.min(worst, this.outcome(o, runner, extraIfWin, extraIfLose));
    return -worst + 0;
  }

  /** Exposure if one runner's unmatched size on a side moved from (odds, size) to (odds, size): place, re-price. */
  exposureAfterUnmatchedChange(runner: number, side: Side, from: readonly [number, number], to: readonly [number, number]): number {
    if (side === 'BACK') return this.exposure(runner, 0, -(to[1] - from[1]));
    return this.exposure(runner, -(winnings(to[1], to[0]) - winnings(from[1], from[0])), 0);
  }

  /** Matched profit or loss per runner winning: the "if this runner wins" figures a bettor sees. */
  matchedProfitAndLoss(): number[] {
    const totalLose = this.ifLose.reduce((sum, v) => sum + v, 0);
    return Array.from(this.ifWin, (win, r) => win + totalLose - this.ifLose[r]! + 0);
  }

  /** Best profit over the outcomes on matched bets, for a bookmaker's max-profit rule. */
  bestMatchedProfit(runner = -1, extraIfWin = 0, extraIfLose = 0): number {
    let best = -Infinity;
    for (let o = 0; o < this.runnerCount; o++) {
      let others = 0;
      for (let r = 0; r < this.runnerCount; r++) if (r !== o) others += this.ifLose[r]! + (r === runner ? extraIfLose : 0);
      best = Math.max(best, this.ifWin[o]! + (o === runner ? extraIfWin : 0) + others);
    }
    return best;
  }
}
