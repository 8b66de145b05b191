import { DomainError } from './errors';
import { checkAffordability } from './exposure';
import { assertLineAndRate, fancyExposure, runAmountBook } from './fancy';
import type { FancyBet, RunAmount } from './fancy';
import { HouseBetDelay, type HouseRelease, type LapsedHouseBet, type Refusal, type WaitingHouseBet } from './house-delay';
import { assertQuoteSize, assertWithinQuoteSize } from './house-market';
import type { HouseLimits, HouseTaking } from './house-market';
import { assertOpenForBetting, assertOrderId, assertSide, assertStatusChange, assertUserId } from './market-status';
import { assertStake } from './money';
import type { Funds, MarketStatus, Side } from './types';

/** What the house offers on a fancy line now: YES at yesLine/yesRate, NO at noLine/noRate. */
export interface FancyQuote {
  readonly yesLine: number;
  readonly yesRate: number;
  readonly noLine: number;
  readonly noRate: number;
  /** The most one bet may stake at this quote (YES or NO), paise; absent: the market's max stake. */
  readonly size?: number;
}

export interface FancyBetRequest {
  readonly orderId: string;
  readonly userId: string;
  /** BACK is YES, LAY is NO. */
  readonly side: Side;
  /** The line and rate the bettor saw; the bet is refused if the quote has moved. */
  readonly line: number;
  readonly rate: number;
  readonly size: number;
  readonly now: number;
}

/** What a fancy bettor asked: the side and the line and rate they saw. */
export interface FancyAsk {
  readonly side: Side;
  readonly line: number;
  readonly rate: number;
}

/** A fancy (session/line) market: the house takes YES/NO bets at its quoted lines and rates. */
export class FancyMarket {
  readonly kind = 'fancy' as const;
  private statusValue: MarketStatus = 'INACTIVE';
  private quoteValue: FancyQuote | null = null;
  private readonly betsByUser = new Map<string, FancyBet[]>();
  private readonly betLog: FancyBet[] = [];
  private readonly betIds = new Set<string>();
  /** The in-play bet delay and the bets waiting it out. */
  readonly delay = new HouseBetDelay<FancyAsk>();

  constructor(
    readonly marketId: string,
    readonly limits: HouseLimits,
  ) {}

  get status(): MarketStatus {
    return this.statusValue;
  }

  get quote(): FancyQuote | null {
    return this.quoteValue;
  }

  /** Changes the status; leaving OPEN lapses every bet waiting out its delay (answered). */
  setStatus(status: MarketStatus): LapsedHouseBet<FancyAsk>[] {
    assertStatusChange(this.statusValue, status);
    this.statusValue = status;
    return status === 'OPEN' ? [] : this.delay.lapseAll();
  }

  setInPlay(inPlay: boolean, betDelayMs: number): void {
    this.delay.set(inPlay, betDelayMs);
  }

  setQuote(quote: FancyQuote | null): void {
    if (quote !== null) {
      assertLineAndRate(quote.yesLine, quote.yesRate);
      assertLineAndRate(quote.noLine, quote.noRate);
      if (quote.yesLine < quote.noLine) throw new DomainError('INVALID_INPUT_DATA', 'The YES line may not be below the NO line');
      assertQuoteSize(quote.size);
    }
    this.quoteValue = quote;
  }

  /** Takes a bet at once at the quote (no in-play delay applied). */
  place(request: FancyBetRequest, funds?: Funds): FancyBet {
    const bet = this.checked(request, funds, false);
    this.record(bet);
    return bet;
  }

  /**
   * Places a bet: in play with a bet delay it is checked now, its worst loss held, and it waits; at the
   * delay's end (release) it is taken only if the line and rate quoted then are still the ones asked.
   */
  submitBet(request: FancyBetRequest, funds?: Funds): HouseTaking<FancyBet, FancyAsk> {
    if (!this.delay.delaying) return { taken: this.place(request, funds) };
    const bet = this.checked(request, funds, true);
    const waiting: WaitingHouseBet<FancyAsk> = {
      betId: bet.betId,
      userId: bet.userId,
      stake: bet.stake,
      ask: { side: bet.side, line: bet.line, rate: bet.rate },
      placedAt: bet.placedAt,
      releaseAt: bet.placedAt + this.delay.betDelayMs,
      held: fancyExposure([bet]),
    };
    this.delay.hold(waiting);
    return { waiting };
  }

  /** Ends the delay of the bets due by `now`: each is taken if the quote still matches what was asked, or lapsed. */
  release(now: number, refused?: Refusal): HouseRelease<FancyBet, FancyAsk> {
    return this.delay.release(now, (w) => this.place({ orderId: w.betId, userId: w.userId, ...w.ask, size: w.stake, now: w.placedAt }), refused);
  }

  /** Re-applies a stored bet still waiting out its delay on restart. */
  restoreWaiting(bet: WaitingHouseBet<FancyAsk>): void {
    if (this.betIds.has(bet.betId)) throw new DomainError('DUPLICATE_TRANSACTION', `Bet ${bet.betId} already exists`);
    this.delay.hold(bet);
  }

  /** Every check of a bet against the quote now; with funds, that the user can afford it (a waiting bet holds its whole worst loss). */
  private checked(request: FancyBetRequest, funds: Funds | undefined, waits: boolean): FancyBet {
    assertOrderId(request.orderId, { has: (id: string) => this.betIds.has(id) || this.delay.has(id) });
    assertUserId(request.userId);
    assertSide(request.side);
    assertLineAndRate(request.line, request.rate);
    const stake = assertStake(request.size);
    const { minStake, maxStake, maxProfit } = this.limits;
    if (stake < minStake || stake > maxStake) throw new DomainError('INVALID_BET_SIZE', `Stake must be between ${minStake} and ${maxStake}`);
    assertOpenForBetting(this.statusValue);
    const quote = this.quoteValue;
    const [line, rate] = request.side === 'BACK' ? [quote?.yesLine, quote?.yesRate] : [quote?.noLine, quote?.noRate];
    if (line !== request.line || rate !== request.rate) throw new DomainError('BET_TAKEN_OR_LAPSED', 'The line or rate has changed; the bet was not taken');
    assertWithinQuoteSize(stake, quote?.size, `on ${request.side === 'BACK' ? 'YES' : 'NO'} ${line} at ${rate}`);

    const bet: FancyBet = { betId: request.orderId, userId: request.userId, side: request.side, line, rate, stake, placedAt: request.now };
    const before = this.betsOf(request.userId);
    const after = [...before, bet];
    if (maxProfit !== null && Math.max(...runAmountBook(after).map((row) => row.value)) > maxProfit) {
      throw new DomainError('INVALID_BET_SIZE', `The bet would win more than the market's maximum profit of ${maxProfit}`);
    }
    const held = this.delay.heldBy(request.userId);
    const exposureBefore = fancyExposure(before) + held;
    const exposureAfter = waits ? exposureBefore + fancyExposure([bet]) : fancyExposure(after) + held;
    if (funds) checkAffordability({ ...funds, exposureBefore, exposureAfter });
    return bet;
  }

  /** Re-applies a persisted bet on restart, without quote, limit or funds checks. */
  restoreBet(bet: FancyBet): void {
    if (this.betIds.has(bet.betId)) throw new DomainError('DUPLICATE_TRANSACTION', `Bet ${bet.betId} already exists`);
    assertSide(bet.side);
    assertLineAndRate(bet.line, bet.rate);
    assertStake(bet.stake);
    this.record(bet);
  }

  betsOf(userId: string): FancyBet[] {
    return [...(this.betsByUser.get(userId) ?? [])];
  }

  bets(): readonly FancyBet[] {
    return this.betLog;
  }

  /** The user's Run / Amount book. */
  bookOf(userId: string): RunAmount[] {
    return runAmountBook(this.betsByUser.get(userId) ?? []);
  }

  /** Matched exposure plus what the user's bets waiting out the delay hold. */
  exposureOf(userId: string): number {
    return fancyExposure(this.betsByUser.get(userId) ?? []) + this.delay.heldBy(userId);
  }

  private record(bet: FancyBet): void {
    const bets = this.betsByUser.get(bet.userId);
    if (bets) bets.push(bet);
    else this.betsByUser.set(bet.userId, [bet]);
    this.betLog.push(bet);
    this.betIds.add(bet.betId);
  }
}
