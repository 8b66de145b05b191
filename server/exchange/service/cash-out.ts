import type { AuthUser } from '../auth/sessions';
import { cashOut, cashOutBetOf, type CashOutBet, type CashOutQuoteView, type CashOutRunner } from '@domain/cash-out';
import { isDomainError } from '../domain/errors';
import { priceToTick } from '../domain/ladder';
import { MAX_STAKE } from '../domain/money';
import { cashOutQuoteOf, cashOutRunnersAt } from '../markets/cash-out';
import { orderBookOf } from '../markets/kinds/exchange';
import type { MarketEntry, MarketRegistry } from '../markets/registry';
import type { BettingService, BetReply } from './betting';
import type { ExchangeServices } from './context';
import { conflict, invalid, notFound, ServiceError } from './errors';
import { earlierReply, recordFinalReply, type Reply } from './idempotency';
import { assertOwnsMarkets } from './market-ownership';

export type { CashOutBet, CashOutQuoteView } from '@domain/cash-out';

export interface CashOutInput {
  marketId: string;
  fraction: number;
  idempotencyKey: string;
  /** The quote's bets, as quoted: the hedge is placed only at these prices or better. */
  bets: CashOutBet[];
}

export interface CashOutBetResult extends CashOutBet {
  betId: string | null;
  status: string;
  sizeMatched: number;
  averagePriceMatched: number | null;
  /** The part not matched at the quoted price or better, cancelled at once. */
  sizeCancelled: number;
  /** When a bet waits out the in-play delay (it then matches at the quoted price or better). */
  releaseAt: string | null;
  /** The error code when a later bet of the hedge was refused. */
  error: string | null;
}

export interface CashOutReply {
  marketId: string;
  bets: CashOutBetResult[];
  /** Matched profit if each runner wins after the cash out. */
  profitAfter: { runnerId: string; profit: number }[];
}

/** How often a delayed hedge bet is looked at again once its release is due, and for how long at most. */
const RELEASE_CHECK_MS = 100;
const RELEASE_CHECK_LIMIT_MS = 30_000;

/**
 * A quoted cash out whose prices moved before it was placed: nothing was placed, and `quote` is the
 * exchange's fresh quote at the prices now (the bettor confirms it with one more click).
 */
export class CashOutPriceMoved extends ServiceError {
  constructor(
    message: string,
    readonly quote: CashOutQuoteView,
  ) {
    super('conflict', 'PRICE_MOVED', message);
  }
}

const sameBets = (a: readonly CashOutBet[], b: readonly CashOutBet[]) =>
  a.length === b.length && a.every((x, i) => x.runnerId === b[i]!.runnerId && x.side === b[i]!.side && x.price === b[i]!.price && x.size === b[i]!.size);

/**
 * Cash out: quotes the hedge that equalises a bettor's profit over a market's runners, and places it
 * through the betting service (so delay, funds and exposure rules apply) — only at the quoted prices.
 */
export class CashOutService {
  constructor(
    private readonly services: ExchangeServices,
    private readonly registry: MarketRegistry,
    private readonly betting: BettingService,
  ) {}

  private entry(marketId: string): MarketEntry {
    const entry = this.registry.get(marketId);
    if (!entry) throw notFound('MARKET_NOT_FOUND', `No open market ${marketId}`);
    return entry;
  }

  private runnerName(entry: MarketEntry, runnerId: string) {
    return entry.runners.find((r) => r.runnerId === runnerId)?.runnerName ?? runnerId;
  }

  /** The quote of the user's position (the rule is @domain/cash-out's quoteCashOut: the browser works it out the same way). */
  quote(user: AuthUser, marketId: string, fraction: number): CashOutQuoteView {
    const quote = cashOutQuoteOf(this.entry(marketId), user.userId, fraction);
    if (!quote) throw invalid(`${marketId} is not an exchange market: cash out needs a runner order book`);
    return quote;
  }

  async execute(user: AuthUser, input: CashOutInput): Promise<Reply<{ data: CashOutReply }>> {
    assertOwnsMarkets(this.services, input.marketId);
    const earlier = await earlierReply<{ data: CashOutReply }>(this.services.db, user.userId, input.idempotencyKey, input);
    if (earlier) return earlier;
    const entry = this.entry(input.marketId);
    const runners = cashOutRunnersAt(entry, user.userId);
    if (!runners) throw invalid(`${input.marketId} is not an exchange market: cash out needs a runner order book`);
    for (const bet of input.bets) {
      priceToTick(bet.price);
      if (!runners.some((r) => r.runnerId === bet.runnerId)) throw invalid(`No runner ${bet.runnerId} in ${input.marketId}`);
    }
    this.checkPosition(entry, runners, input);
    try {
      this.checkPrices(entry, runners, input.bets);
    } catch (err) {
      if (err instanceof ServiceError && err.code === 'PRICE_MOVED') throw new CashOutPriceMoved(err.message, this.quote(user, input.marketId, input.fraction));
      throw err;
    }

    const results: CashOutBetResult[] = [];
    for (const [i, bet] of input.bets.entries()) {
      try {
        results.push(await this.placeOne(user, input, bet, i));
      } catch (err) {
        // The first bet's refusal is the cash out's; a later one is reported with what did match.
        if (i === 0 || !(err instanceof ServiceError || isDomainError(err))) throw err;
        results.push({ ...bet, betId: null, status: 'REFUSED', sizeMatched: 0, averagePriceMatched: null, sizeCancelled: 0, releaseAt: null, error: err.code });
      }
    }
    const profitAfter = orderBookOf(entry.engine)?.profitAndLossOf(user.userId) ?? [];
    const reply = { statusCode: 200, body: { data: { marketId: input.marketId, bets: results, profitAfter } } };
    await recordFinalReply(this.services.db, user.userId, input.idempotencyKey, input, reply);
    return reply;
  }

  /** The quoted bets must still be the hedge of the bettor's position at the quoted prices. */
  private checkPosition(entry: MarketEntry, runners: CashOutRunner[], input: CashOutInput): void {
    const atQuote = runners.map((r) => {
      const bet = input.bets.find((b) => b.runnerId === r.runnerId);
      const level = bet ? [{ odds100: Math.round(bet.price * 100), size: MAX_STAKE }] : [];
      return { ...r, toBack: bet?.side === 'BACK' ? level : [], toLay: bet?.side === 'LAY' ? level : [] };
    });
    const replan = cashOut(atQuote, { fraction: input.fraction, minStake: entry.row.minStake });
    if (!replan.ok || !sameBets(replan.plan.bets.map(cashOutBetOf), input.bets)) {
      throw conflict('POSITION_CHANGED', 'Your position in this market has changed since the quote: get a new quote');
    }
  }

  /** Each bet must find its whole stake at the quoted price or better now, else nothing is placed. */
  private checkPrices(entry: MarketEntry, runners: CashOutRunner[], bets: CashOutBet[]): void {
    for (const bet of bets) {
      const runner = runners.find((r) => r.runnerId === bet.runnerId)!;
      const odds100 = Math.round(bet.price * 100);
      const levels = bet.side === 'BACK' ? runner.toBack.filter((l) => l.odds100 >= odds100) : runner.toLay.filter((l) => l.odds100 <= odds100);
      const available = levels.reduce((sum, l) => sum + l.size, 0);
      if (available < bet.size) {
        throw conflict('PRICE_MOVED', `${this.runnerName(entry, bet.runnerId)}: the price has moved since the quote (${bet.price} no longer has the stake): get a new quote`);
      }
    }
  }

  /**
   * A delayed hedge bet matches at the quoted price or better when its delay is over; what it could
   * not match then is cancelled, as a cash out leaves nothing resting on the book. Looked at from the
   * release on until the bet has left PENDING (the release runs on its own timer).
   */
  private cancelRestAfterRelease(user: AuthUser, marketId: string, betId: string, releaseAt: number): void {
    const giveUpAt = releaseAt + RELEASE_CHECK_LIMIT_MS;
    const check = () => {
      const book = this.registry.get(marketId);
      const order = book ? orderBookOf(book.engine)?.order(betId) : undefined;
      if (!order || order.status === 'EXECUTION_COMPLETE') return;
      if (order.status === 'PENDING') {
        if (this.services.now().getTime() < giveUpAt) setTimeout(check, RELEASE_CHECK_MS).unref();
        return;
      }
      if (order.sizeRemaining > 0) {
        this.betting.cancel(user, { marketId, betId }).catch((err: unknown) => {
          if (!(err instanceof ServiceError || isDomainError(err))) console.error('cancelling the rest of a cash-out bet failed:', err);
        });
      }
    };
    setTimeout(check, Math.max(0, releaseAt - this.services.now().getTime()) + RELEASE_CHECK_MS).unref();
  }

  private async placeOne(user: AuthUser, input: CashOutInput, bet: CashOutBet, index: number): Promise<CashOutBetResult> {
    const { body } = await this.betting.place(user, {
      marketId: input.marketId,
      side: bet.side,
      size: bet.size,
      persistence: 'LAPSE',
      idempotencyKey: `${input.idempotencyKey}.${index}`,
      selection: { kind: 'exchange', runnerId: bet.runnerId, price: bet.price },
    });
    const placed: BetReply = body.data;
    let sizeCancelled = 0;
    // What did not match at the quoted price or better does not stay on the book: at once, or (in
    // play) as soon as the bet has waited out the delay.
    if (placed.status === 'PENDING' && placed.releaseAt) this.cancelRestAfterRelease(user, input.marketId, placed.betId, Date.parse(placed.releaseAt));
    if (placed.status === 'EXECUTABLE' && placed.sizeRemaining > 0) {
      const cancelled = await this.betting.cancel(user, { marketId: input.marketId, betId: placed.betId });
      sizeCancelled = cancelled.sizeCancelled ?? 0;
    }
    return {
      ...bet,
      betId: placed.betId,
      status: sizeCancelled > 0 ? 'EXECUTION_COMPLETE' : placed.status,
      sizeMatched: placed.sizeMatched,
      averagePriceMatched: placed.averagePriceMatched,
      sizeCancelled,
      releaseAt: placed.releaseAt,
      error: null,
    };
  }
}
