import { DomainError } from './errors';
import { checkAffordability } from './exposure';
import { HouseBetDelay, type HouseRelease, type LapsedHouseBet, type Refusal, type WaitingHouseBet } from './house-delay';
import type { RunnerBet } from './exposure';
import { assertOpenForBetting, assertOrderId, assertSide, assertStatusChange, assertUserId } from './market-status';
import { assertStake, winnings } from './money';
import { MAX_STAKE, formatMoney, isStake } from '@domain/money';
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

/** What a bettor asked of a runner market: the runner, the side and the odds × 100 they saw. */
export interface RunnerAsk {
  readonly runnerId: string;
  readonly side: Side;
  readonly odds100: number;
}

/** A house bet placed: taken at once, or (in play with a bet delay) waiting out the delay. */
export type HouseTaking<Bet, Ask> = { readonly taken: Bet } | { readonly waiting: WaitingHouseBet<Ask> };

export interface HouseBetRequest {
  readonly orderId: string;
  readonly userId: string;
  readonly runnerId: string;
  readonly side: Side;
  readonly size: number;
  readonly now: number;
}

/**
 * Checks a quote's size, the most one bet may stake at it: absent (or null) for the market's max stake,
 * else a stake in paise, 1 to MAX_STAKE (INVALID_INPUT_DATA otherwise).
 */
export function assertQuoteSize(size: unknown): void {
  if (size !== undefined && size !== null && !isStake(size)) {
    throw new DomainError('INVALID_INPUT_DATA', `A quote's size is a whole number of paise from 1 to ${MAX_STAKE}, got ${String(size)}`);
  }
}

/**
 * The house takes no more than its quote's size in one bet: a larger stake is INVALID_BET_SIZE, saying
 * the most in rupees and where (`at` is "at 1.90" or "on YES 53 at 90"). No size: the market's max stake.
 */
export function assertWithinQuoteSize(stake: number, size: number | null | undefined, at: string): void {
  if (size !== undefined && size !== null && stake > size) throw new DomainError('INVALID_BET_SIZE', `The house takes at most ${formatMoney(size)} ${at}`);
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
  /** The in-play bet delay and the bets waiting it out. */
  readonly delay = new HouseBetDelay<RunnerAsk>();

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

  /** Changes the status; leaving OPEN lapses every bet waiting out its delay (answered). */
  setStatus(status: MarketStatus): LapsedHouseBet<RunnerAsk>[] {
    assertStatusChange(this.statusValue, status);
    this.statusValue = status;
    return status === 'OPEN' ? [] : this.delay.lapseAll();
  }

  setInPlay(inPlay: boolean, betDelayMs: number): void {
    this.delay.set(inPlay, betDelayMs);
  }

  /** Matched exposure plus what the user's bets waiting out the delay hold. */
  exposureOf(userId: string): number {
    return (this.positions.get(userId)?.exposure() ?? 0) + this.delay.heldBy(userId);
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

  /** The most one bet may stake at the quote on a runner's side now, or null for the market's max stake. */
  protected quotedSize(_runner: number, _side: Side): number | null {
    return null;
  }

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
    const { runner, stake, odds100, position } = this.checked(request, requestedOdds100, funds, false);
    const bet: HouseBet = { betId: request.orderId, userId: request.userId, runnerId: request.runnerId, side: request.side, stake, odds100, placedAt: request.now };
    position.addMatched(runner, bet.side, stake, odds100);
    this.betLog.push(bet);
    this.betIds.add(bet.betId);
    return bet;
  }

  /**
   * Places a bet: taken at once, or in play with a bet delay checked now (at the odds asked, the worst
   * the bettor can get) and held until the delay ends (see release).
   */
  protected submit(request: HouseBetRequest, requestedOdds100: number, funds?: Funds): HouseTaking<HouseBet, RunnerAsk> {
    if (!this.delay.delaying) return { taken: this.take(request, requestedOdds100, funds) };
    const { stake, held } = this.checked(request, requestedOdds100, funds, true);
    const waiting: WaitingHouseBet<RunnerAsk> = {
      betId: request.orderId,
      userId: request.userId,
      stake,
      ask: { runnerId: request.runnerId, side: request.side, odds100: requestedOdds100 },
      placedAt: request.now,
      releaseAt: request.now + this.delay.betDelayMs,
      held,
    };
    this.delay.hold(waiting);
    return { waiting };
  }

  /** Ends the delay of the bets due by `now`: each is taken at the quote then if it still fits what was asked, or lapsed. */
  release(now: number, refused?: Refusal): HouseRelease<HouseBet, RunnerAsk> {
    return this.delay.release(now, (w) => this.take({ orderId: w.betId, userId: w.userId, runnerId: w.ask.runnerId, side: w.ask.side, size: w.stake, now: w.placedAt }, w.ask.odds100), refused);
  }

  /** Re-applies a stored bet still waiting out its delay on restart. */
  restoreWaiting(bet: WaitingHouseBet<RunnerAsk>): void {
    if (this.betIds.has(bet.betId)) throw new DomainError('DUPLICATE_TRANSACTION', `Bet ${bet.betId} already exists`);
    this.runnerOf(bet.ask.runnerId);
    this.delay.hold(bet);
  }

  /**
   * Every check of a bet against the quote now; with funds, that the user can afford it (waiting bets
   * held). A bet that will wait (`waits`) is reckoned at the odds asked, its whole worst loss held.
   */
  private checked(request: HouseBetRequest, requestedOdds100: number, funds: Funds | undefined, waits: boolean) {
    assertOrderId(request.orderId, { has: (id: string) => this.betIds.has(id) || this.delay.has(id) });
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
    assertWithinQuoteSize(stake, this.quotedSize(runner, request.side), `at ${(odds100 / 100).toFixed(2)}`);

    const position = this.positionOf(request.userId);
    const profit = winnings(stake, waits ? requestedOdds100 : odds100);
    const [ifWin, ifLose] = request.side === 'BACK' ? [profit, -stake] : [-profit, stake];
    if (maxProfit !== null && position.bestMatchedProfit(runner, ifWin, ifLose) > maxProfit) {
      throw new DomainError('INVALID_BET_SIZE', `The bet would win more than the market's maximum profit of ${maxProfit}`);
    }
    const before = position.exposure() + this.delay.heldBy(request.userId);
    const held = Math.max(0, -Math.min(ifWin, ifLose));
    const after = waits ? before + held : position.exposure(runner, ifWin, ifLose) + this.delay.heldBy(request.userId);
    if (funds) checkAffordability({ ...funds, exposureBefore: before, exposureAfter: after });
    return { runner, stake, odds100, position, held };
  }

  private positionOf(userId: string): RunnerPosition {
    let position = this.positions.get(userId);
    if (position === undefined) this.positions.set(userId, (position = new RunnerPosition(this.runnerIds.length)));
    return position;
  }
}
