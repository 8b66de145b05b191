import { tickToPrice } from '../exchange/domain/ladder';
import type { TradingClient } from './client';
import { ExchangeCallError } from './client';
import { FairPrices } from './pricing';
import { planInPlayQuotes, planQuotes, wantedQuotes, type RestingQuote } from './quotes';

export interface RunnerView {
  runnerId: string;
  runnerName: string;
}

/** One of the maker's resting orders (sizes in paise). */
export interface BetRow {
  betId: string;
  marketId: string;
  runnerId: string;
  side: 'BACK' | 'LAY';
  oddsPrice: number;
  sizeRemaining: number;
  status: string;
}

/** A market's book as the Betfair API's listMarketBook answers it with orderProjection (the parts a maker reads). */
export interface BookWithOrders {
  marketId: string;
  runners?: Array<{ selectionId: number; orders?: Array<{ betId: string; side: 'BACK' | 'LAY'; price: number; sizeRemaining?: number; status: string }> }>;
}

/** Betfair refusals after which this market is not quoted again this round. */
const MARKET_CLOSED_CODES = new Set(['MARKET_SUSPENDED', 'MARKET_NOT_OPEN_FOR_BETTING', 'INVALID_MARKET_ID']);

/**
 * Keeps three levels each way on every runner of one exchange market, around a drifting fair price.
 * It trades through the Betfair-compatible API like any bot: listMarketCatalogue for its runners'
 * selectionIds, listMarketBook for its resting orders, placeOrders / cancelOrders / replaceOrders.
 */
export class MarketMaker {
  readonly fair: FairPrices;
  private lastFair: number[] = [];
  /** selectionId by runnerId, learnt from the catalogue once. */
  private selections: Map<string, number> | null = null;

  constructor(
    readonly marketId: string,
    readonly eventId: string,
    readonly runners: RunnerView[],
    readonly account: TradingClient,
    private readonly random: () => number,
  ) {
    this.fair = new FairPrices(runners.length, random, Math.floor(random() * runners.length));
  }

  /** The runners' selectionIds, from the market's catalogue (by runner name). */
  private async selectionIds(): Promise<Map<string, number>> {
    if (this.selections) return this.selections;
    const [catalogue] = await this.account.rpc<Array<{ runners?: Array<{ selectionId: number; runnerName: string }> }>>('listMarketCatalogue', {
      filter: { marketIds: [this.marketId] },
      marketProjection: ['RUNNER_DESCRIPTION'],
      maxResults: 1,
    });
    const byName = new Map((catalogue?.runners ?? []).map((r) => [r.runnerName, r.selectionId]));
    this.selections = new Map(this.runners.flatMap((r) => (byName.has(r.runnerName) ? [[r.runnerId, byName.get(r.runnerName)!] as const] : [])));
    return this.selections;
  }

  /** The maker's resting orders in this market, from its book with orderProjection EXECUTABLE. */
  async restingIn(book: BookWithOrders | undefined): Promise<BetRow[]> {
    if (!book) return [];
    const runnerOf = new Map([...(await this.selectionIds())].map(([runnerId, selectionId]) => [selectionId, runnerId]));
    return (book.runners ?? []).flatMap((runner) =>
      (runner.orders ?? []).map((o) => ({
        betId: o.betId,
        marketId: this.marketId,
        runnerId: runnerOf.get(runner.selectionId) ?? String(runner.selectionId),
        side: o.side,
        oddsPrice: o.price,
        sizeRemaining: Math.round((o.sizeRemaining ?? 0) * 100),
        status: o.status,
      })),
    );
  }

  private size(level: number): number {
    // ₹500–₹5,000 at the top, deeper levels a little larger; whole rupees.
    return Math.round((500 + this.random() * 4_500) * (1 + (level - 1) * 0.5)) * 100;
  }

  /**
   * One quoting round: drift, then move the resting orders to the new fair prices. In play a runner is
   * re-quoted only when its fair price has moved two ticks, so quotes are not forever waiting out the
   * delay, and new quotes are placed before the old ones go (planInPlayQuotes), so the book does not
   * empty while they wait.
   */
  async quote(restingRows: readonly BetRow[], volatility: number, inPlay = false): Promise<void> {
    this.fair.drift(volatility);
    const ticks = this.fair.fairTicks();
    for (const [index, runner] of this.runners.entries()) {
      const fair = ticks[index]!;
      const rows = restingRows.filter((r) => r.marketId === this.marketId && r.runnerId === runner.runnerId && r.sizeRemaining > 0);
      // In play, quotes wait out the bet delay like anyone's; moving them again would restart it.
      if (rows.some((r) => r.status === 'PENDING')) continue;
      const quoted = this.lastFair[index];
      const mine: RestingQuote[] = rows
        .map((r) => ({ betId: r.betId, side: r.side, price: r.oddsPrice, sizeRemaining: r.sizeRemaining }));
      let actions;
      if (inPlay) {
        // Quotes follow the fair price once it has moved two ticks; a round that only has stale
        // quotes left to cancel (placed in an earlier round) always runs.
        const target = quoted !== undefined && Math.abs(fair - quoted) < 2 ? quoted : fair;
        actions = planInPlayQuotes(mine, wantedQuotes(target, (level) => this.size(level)), 10_000);
        this.lastFair[index] = target;
      } else {
        const jumped = Math.abs(fair - (quoted ?? fair)) >= 2;
        actions = planQuotes(jumped ? [] : mine, wantedQuotes(fair, (level) => this.size(level)), 10_000);
        if (jumped) for (const r of mine) actions.unshift({ kind: 'cancel', betId: r.betId });
        this.lastFair[index] = fair;
      }
      const selectionId = (await this.selectionIds()).get(runner.runnerId);
      if (selectionId === undefined) continue;
      for (const action of actions) {
        try {
          if (action.kind === 'cancel') await this.account.order('cancelOrders', { marketId: this.marketId, instructions: [{ betId: action.betId }] });
          else if (action.kind === 'replace') await this.account.order('replaceOrders', { marketId: this.marketId, instructions: [{ betId: action.betId, newPrice: action.price }] });
          else
            await this.account.order('placeOrders', {
              marketId: this.marketId,
              // Sizes in the API's currency units (rupees); the maker's are whole rupees in paise.
              instructions: [{ orderType: 'LIMIT', selectionId, side: action.side, limitOrder: { size: action.size / 100, price: action.price, persistenceType: 'PERSIST' } }],
            });
        } catch (err) {
          // A bettor took the order, or a move would cross our own quote: next round starts from the book as it is.
          if (!(err instanceof ExchangeCallError)) throw err;
          if (MARKET_CLOSED_CODES.has(err.code)) return;
        }
      }
    }
  }

  /** Bookmaker quotes from the exchange's fair prices: back one tick under, lay one tick over. */
  bookmakerQuotes(): Record<string, { back: number; lay: number }> {
    const ticks = this.fair.fairTicks();
    return Object.fromEntries(
      this.runners.map((r, i) => {
        const fair = ticks[i]!;
        return [r.runnerId, { back: tickToPrice(Math.max(0, fair - 1)), lay: tickToPrice(Math.min(349, fair + 1)) }];
      }),
    );
  }

  /** Tilts the fair prices after a goal or a wicket. */
  favour(runnerIndex: number, factor: number): void {
    this.fair.favour(runnerIndex, factor);
  }

  /** A winner drawn with the fair probabilities. */
  drawWinner(): string {
    const probabilities = this.fair.probabilities();
    let r = this.random();
    for (const [i, p] of probabilities.entries()) {
      if (r < p) return this.runners[i]!.runnerId;
      r -= p;
    }
    return this.runners[this.runners.length - 1]!.runnerId;
  }
}

