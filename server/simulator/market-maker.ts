import { tickToPrice } from '../exchange/domain/ladder';
import type { ExchangeClient } from './client';
import { ExchangeCallError } from './client';
import { FairPrices } from './pricing';
import { planInPlayQuotes, planQuotes, wantedQuotes, type RestingQuote } from './quotes';

export interface RunnerView {
  runnerId: string;
  runnerName: string;
}

interface BetRow {
  betId: string;
  marketId: string;
  runnerId: string;
  side: 'BACK' | 'LAY';
  oddsPrice: number;
  sizeRemaining: number;
  status: string;
}

/** Keeps three levels each way on every runner of one exchange market, around a drifting fair price. */
export class MarketMaker {
  readonly fair: FairPrices;
  private lastFair: number[] = [];

  constructor(
    readonly marketId: string,
    readonly eventId: string,
    readonly runners: RunnerView[],
    readonly account: ExchangeClient,
    private readonly random: () => number,
  ) {
    this.fair = new FairPrices(runners.length, random, Math.floor(random() * runners.length));
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
      for (const action of actions) {
        try {
          if (action.kind === 'cancel') await this.account.call('/bets/cancel', { marketId: this.marketId, betId: action.betId });
          else if (action.kind === 'replace') await this.account.call('/bets/replace', { marketId: this.marketId, betId: action.betId, price: action.price });
          else
            await this.account.call('/bets/place', {
              marketId: this.marketId,
              side: action.side,
              size: action.size,
              persistence: 'PERSIST',
              idempotencyKey: `sim-${this.marketId}-${Date.now()}-${Math.floor(this.random() * 1e9)}`,
              selection: { kind: 'exchange', runnerId: runner.runnerId, price: action.price },
            });
        } catch (err) {
          // A bettor took the order, or a move would cross our own quote: next round starts from the book as it is.
          if (!(err instanceof ExchangeCallError)) throw err;
          if (err.code === 'MARKET_SUSPENDED' || err.code === 'MARKET_NOT_OPEN_FOR_BETTING' || err.code === 'MARKET_NOT_FOUND') return;
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

