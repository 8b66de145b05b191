import { DomainError } from './errors';
import { HouseRunnerMarket, assertQuoteSize } from './house-market';
import type { HouseBet, HouseBetRequest, HouseLimits, HouseTaking, RunnerAsk } from './house-market';
import { assertTick, tickToOdds100 } from './ladder';
import type { Tick } from './ladder';
import type { Funds, Side } from './types';

export interface BookmakerQuote {
  /** The price a bettor can back at (the house lays), or null. */
  readonly back: Tick | null;
  /** The price a bettor can lay at (the house backs), or null. */
  readonly lay: Tick | null;
  /** The most one bet may stake at this quote (either side), paise; absent: the market's max stake. */
  readonly size?: number;
}

export interface BookmakerBetRequest extends HouseBetRequest {
  /** The ladder tick the bettor saw. */
  readonly price: Tick;
}

/** A bookmaker market: the house quotes back and lay prices per runner; no commission. */
export class BookmakerMarket extends HouseRunnerMarket {
  readonly kind = 'bookmaker' as const;
  private readonly quotes: (BookmakerQuote | null)[];

  constructor(marketId: string, runnerIds: readonly string[], limits: HouseLimits) {
    super(marketId, runnerIds, limits);
    this.quotes = this.runnerIds.map(() => null);
  }

  setQuote(runnerId: string, quote: BookmakerQuote | null): void {
    this.setQuotes({ [runnerId]: quote });
  }

  /** Sets several runners' quotes: every one is checked before any is set, so a bad one changes nothing. */
  setQuotes(quotes: Readonly<Record<string, BookmakerQuote | null>>): void {
    const checked = Object.entries(quotes).map(([runnerId, quote]) => {
      const runner = this.runnerOf(runnerId);
      if (quote !== null) {
        if (quote.back !== null) assertTick(quote.back);
        if (quote.lay !== null) assertTick(quote.lay);
        if (quote.back !== null && quote.lay !== null && quote.lay < quote.back) {
          throw new DomainError('INVALID_INPUT_DATA', 'The lay price may not be below the back price');
        }
        assertQuoteSize(quote.size);
      }
      return [runner, quote] as const;
    });
    for (const [runner, quote] of checked) this.quotes[runner] = quote;
  }

  quoteOf(runnerId: string): BookmakerQuote | null {
    return this.quotes[this.runnerOf(runnerId)] ?? null;
  }

  /** Takes a bet at once at the quote (no in-play delay applied). */
  place(request: BookmakerBetRequest, funds?: Funds): HouseBet {
    return this.take(request, tickToOdds100(request.price), funds);
  }

  /** Places a bet: in play with a bet delay it waits out the delay (see HouseRunnerMarket.submit). */
  submitBet(request: BookmakerBetRequest, funds?: Funds): HouseTaking<HouseBet, RunnerAsk> {
    return this.submit(request, tickToOdds100(request.price), funds);
  }

  protected quoted(runner: number, side: Side): number | null {
    const quote = this.quotes[runner];
    const tick = side === 'BACK' ? quote?.back : quote?.lay;
    return tick === null || tick === undefined ? null : tickToOdds100(tick);
  }

  protected override quotedSize(runner: number): number | null {
    return this.quotes[runner]?.size ?? null;
  }
}
