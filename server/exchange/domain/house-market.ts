import { DomainError } from './errors';
import { checkAffordability } from './exposure';
import type { RunnerBet } from './exposure';
import { assertOpenForBetting, assertOrderId, assertSide, assertStatusChange, assertUserId } from './market-status';
import { assertStake, winnings } from './money';
import { RunnerPosition } from './runner-position';
import type { Funds, MarketStatus, Side } from './types';

export interface HouseLimits {
  readonly minStake: number;
  readonly maxStake: number;
  /** The most a user may win on the market over all outcomes; null for no cap. */
  readonly maxProfit: number | null;
}

/** A bet the house took: fully matched at the quoted odds the moment it is accepted. */
export interface HouseBet extends RunnerBet {
  readonly placedAt: number;
}

export interface HouseBetRequest {
  readonly orderId: string;
  readonly userId: string;
  readonly runnerId: string;
  readonly side: Side;
  readonly size: number;
  readonly now: number;
}

/**
 * A market where the house is the counterparty at its own quoted odds (bookmaker, lottery,
 * ball-by-ball, binary). Outcomes are "runner r wins"; exposure uses the same running totals
 * as the exchange.
 */
export abstract class HouseRunnerMarket {
  readonly runnerIds: readonly string[];
  private statusValue: MarketStatus = 'INACTIVE';
  private readonly runnerIndex = new Map<string, number>();
  private readonly positions = new Map<string, RunnerPosition>();
  private readonly betLog: HouseBet[] = [];
  private readonly betIds = new Set<string>();

  constructor(
    readonly marketId: string,
    runnerIds: readonly string[],
    readonly limits: HouseLimits,
  ) {
    if (runnerIds.length < 1 || new Set(runnerIds).size !== runnerIds.length) throw new DomainError('INVALID_INPUT_DATA', 'A market needs distinct outcomes');
    if (!(limits.minStake >= 1 && limits.maxStake >= limits.minStake)) throw new DomainError('INVALID_INPUT_DATA', 'Stake limits must satisfy 1 ≤ min ≤ max');
    this.runnerIds = [...runnerIds];
    this.runnerIds.forEach((id, r) => this.runnerIndex.set(id, r));
  }

  get status(): MarketStatus {
    return this.statusValue;
  }

  setStatus(status: MarketStatus): void {
    assertStatusChange(this.statusValue, status);
    this.statusValue = status;
  }

  exposureOf(userId: string): number {
    return this.positions.get(userId)?.exposure() ?? 0;
  }

  profitAndLossOf(userId: string): { runnerId: string; profit: number }[] {
    const pnl = this.positions.get(userId)?.matchedProfitAndLoss();
    return this.runnerIds.map((runnerId, r) => ({ runnerId, profit: pnl?.[r] ?? 0 }));
  }

  bets(): readonly HouseBet[] {
    return this.betLog;
  }

  betsOf(userId: string): HouseBet[] {
    return this.betLog.filter((bet) => bet.userId === userId);
  }

  /** Re-applies a persisted bet on restart, without quote, limit or funds checks. */
  restoreBet(bet: HouseBet): void {
    if (this.betIds.has(bet.betId)) throw new DomainError('DUPLICATE_TRANSACTION', `Bet ${bet.betId} already exists`);
    const runner = this.runnerOf(bet.runnerId);
    assertSide(bet.side);
    assertStake(bet.stake);
    this.positionOf(bet.userId).addMatched(runner, bet.side, bet.stake, bet.odds100);
    this.betLog.push(bet);
    this.betIds.add(bet.betId);
  }

  /** The odds × 100 the house gives now for a side of a runner, or null when it offers none. */
  protected abstract quoted(runner: number, side: Side): number | null;

  protected runnerOf(runnerId: string): number {
    const runner = this.runnerIndex.get(runnerId);
    if (runner === undefined) throw new DomainError('INVALID_INPUT_DATA', `No outcome ${String(runnerId)} in market ${this.marketId}`);
    return runner;
  }

  /**
   * Takes a bet at the current quote if it is at least as good for the bettor as `requestedOdds100`
   * (a higher back price, a lower lay price); otherwise the odds moved: BET_TAKEN_OR_LAPSED.
   */
  protected take(request: HouseBetRequest, requestedOdds100: number, funds?: Funds): HouseBet {
    assertOrderId(request.orderId, this.betIds);
    assertUserId(request.userId);
    const runner = this.runnerOf(request.runnerId);
    assertSide(request.side);
    const stake = assertStake(request.size);
    const { minStake, maxStake, maxProfit } = this.limits;
    if (stake < minStake || stake > maxStake) throw new DomainError('INVALID_BET_SIZE', `Stake must be between ${minStake} and ${maxStake}`);
    assertOpenForBetting(this.statusValue);
    const odds100 = this.quoted(runner, request.side);
    const better = request.side === 'BACK' ? odds100 !== null && odds100 >= requestedOdds100 : odds100 !== null && odds100 <= requestedOdds100;
    if (odds100 === null || !better) throw new DomainError('BET_TAKEN_OR_LAPSED', 'The odds have changed; the bet was not taken');

    const position = this.positionOf(request.userId);
    const profit = winnings(stake, odds100);
    const [ifWin, ifLose] = request.side === 'BACK' ? [profit, -stake] : [-profit, stake];
    if (maxProfit !== null && position.bestMatchedProfit(runner, ifWin, ifLose) > maxProfit) {
      throw new DomainError('INVALID_BET_SIZE', `The bet would win more than the market's maximum profit of ${maxProfit}`);
    }
    if (funds) checkAffordability({ ...funds, exposureBefore: position.exposure(), exposureAfter: position.exposure(runner, ifWin, ifLose) });

    const bet: HouseBet = { betId: request.orderId, userId: request.userId, runnerId: request.runnerId, side: request.side, stake, odds100, placedAt: request.now };
    position.addMatched(runner, bet.side, stake, odds100);
    this.betLog.push(bet);
    this.betIds.add(bet.betId);
    return bet;
  }

  private positionOf(userId: string): RunnerPosition {
    let position = this.positions.get(userId);
    if (position === undefined) this.positions.set(userId, (position = new RunnerPosition(this.runnerIds.length)));
    return position;
  }
}
