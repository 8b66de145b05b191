import { DomainError } from './errors';
import { checkAffordability } from './exposure';
import { assertLineAndRate, fancyExposure, runAmountBook } from './fancy';
import type { FancyBet, RunAmount } from './fancy';
import type { HouseLimits } from './house-market';
import { assertOpenForBetting, assertOrderId, assertSide, assertStatusChange, assertUserId } from './market-status';
import { assertStake } from './money';
import type { Funds, MarketStatus, Side } from './types';

/** What the house offers on a fancy line now: YES at yesLine/yesRate, NO at noLine/noRate. */
export interface FancyQuote {
  readonly yesLine: number;
  readonly yesRate: number;
  readonly noLine: number;
  readonly noRate: number;
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

/** A fancy (session/line) market: the house takes YES/NO bets at its quoted lines and rates. */
export class FancyMarket {
  readonly kind = 'fancy' as const;
  private statusValue: MarketStatus = 'INACTIVE';
  private quoteValue: FancyQuote | null = null;
  private readonly betsByUser = new Map<string, FancyBet[]>();
  private readonly betLog: FancyBet[] = [];
  private readonly betIds = new Set<string>();

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

  setStatus(status: MarketStatus): void {
    assertStatusChange(this.statusValue, status);
    this.statusValue = status;
  }

  setQuote(quote: FancyQuote | null): void {
    if (quote !== null) {
      assertLineAndRate(quote.yesLine, quote.yesRate);
      assertLineAndRate(quote.noLine, quote.noRate);
      if (quote.yesLine < quote.noLine) throw new DomainError('INVALID_INPUT_DATA', 'The YES line may not be below the NO line');
    }
    this.quoteValue = quote;
  }

  place(request: FancyBetRequest, funds?: Funds): FancyBet {
    assertOrderId(request.orderId, this.betIds);
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

    const bet: FancyBet = { betId: request.orderId, userId: request.userId, side: request.side, line, rate, stake, placedAt: request.now };
    const before = this.betsOf(request.userId);
    const after = [...before, bet];
    if (maxProfit !== null && Math.max(...runAmountBook(after).map((row) => row.value)) > maxProfit) {
      throw new DomainError('INVALID_BET_SIZE', `The bet would win more than the market's maximum profit of ${maxProfit}`);
    }
    if (funds) checkAffordability({ ...funds, exposureBefore: fancyExposure(before), exposureAfter: fancyExposure(after) });
    this.record(bet);
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

  exposureOf(userId: string): number {
    return fancyExposure(this.betsByUser.get(userId) ?? []);
  }

  private record(bet: FancyBet): void {
    const bets = this.betsByUser.get(bet.userId);
    if (bets) bets.push(bet);
    else this.betsByUser.set(bet.userId, [bet]);
    this.betLog.push(bet);
    this.betIds.add(bet.betId);
  }
}
