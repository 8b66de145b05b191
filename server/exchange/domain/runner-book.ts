import { BookSide } from './book-side';
import { ODDS100_BY_TICK, TICK_COUNT } from './ladder';
import type { Order } from './order';
import type { Side, Trade } from './types';

/** Receives every trade and numbers it. */
export interface TradeSink {
  readonly tradeLog: Trade[];
  readonly keepHistory: boolean;
  nextTradeId(): number;
}

/** Shared by every result without trades, so resting an order allocates no array. */
export const NO_TRADES: readonly Trade[] = Object.freeze([]);

/** Both sides of one runner's book plus its traded figures; matching happens here. */
export class RunnerBook {
  readonly backs = new BookSide(false);
  readonly lays = new BookSide(true);
  /** Matched size per tick. */
  readonly volumeByTick = new Float64Array(TICK_COUNT);
  tradedVolume = 0;
  lastTradedPrice = -1;
  lastTradeId = 0;

  constructor(
    readonly runnerId: string,
    private readonly liveOrders: Map<string, Order>,
  ) {}

  sideOf(side: Side): BookSide {
    return side === 'BACK' ? this.backs : this.lays;
  }

  /** Would an incoming order at `tick` match anything? */
  crosses(side: Side, tick: number): boolean {
    if (side === 'BACK') return this.lays.best !== -1 && this.lays.best >= tick;
    return this.backs.best !== -1 && this.backs.best <= tick;
  }

  /**
   * Matches an incoming order against the other side, best price then oldest first, each
   * trade at the resting price, until it is filled or nothing crosses. Does not rest the rest.
   */
  match(taker: Order, now: number, sink: TradeSink): readonly Trade[] {
    let trades: Trade[] | null = null;
    if (taker.side === 'BACK') {
      const lays = this.lays;
      while (taker.remaining > 0 && lays.best !== -1 && lays.best >= taker.tick) {
        (trades ??= []).push(this.fill(lays, lays.heads[lays.best] as Order, taker, now, sink));
      }
    } else {
      const backs = this.backs;
      while (taker.remaining > 0 && backs.best !== -1 && backs.best <= taker.tick) {
        (trades ??= []).push(this.fill(backs, backs.heads[backs.best] as Order, taker, now, sink));
      }
    }
    return trades ?? NO_TRADES;
  }

  private fill(makers: BookSide, maker: Order, taker: Order, now: number, sink: TradeSink): Trade {
    const tick = maker.tick;
    const odds100 = ODDS100_BY_TICK[tick] as number;
    const size = maker.remaining < taker.remaining ? maker.remaining : taker.remaining;

    maker.user.position.changeUnmatched(maker.runner, maker.side, odds100, maker.remaining, maker.remaining - size);
    maker.user.position.addMatched(maker.runner, maker.side, size, odds100);
    maker.remaining -= size;
    maker.sizeMatched += size;
    makers.sizes[tick]! -= size;
    if (maker.remaining === 0) {
      makers.remove(maker);
      maker.user.removeResting(maker);
      maker.status = 'EXECUTION_COMPLETE';
      this.liveOrders.delete(maker.id);
    }

    const takerOdds100 = ODDS100_BY_TICK[taker.tick] as number;
    taker.user.position.changeUnmatched(taker.runner, taker.side, takerOdds100, taker.remaining, taker.remaining - size);
    taker.user.position.addMatched(taker.runner, taker.side, size, odds100);
    taker.remaining -= size;
    taker.sizeMatched += size;

    this.volumeByTick[tick]! += size;
    this.tradedVolume += size;
    this.lastTradedPrice = tick;
    const takerIsBack = taker.side === 'BACK';
    this.lastTradeId = sink.nextTradeId();
    const trade: Trade = {
      tradeId: this.lastTradeId,
      runnerId: this.runnerId,
      price: tick,
      size,
      backOrderId: takerIsBack ? taker.id : maker.id,
      layOrderId: takerIsBack ? maker.id : taker.id,
      backUserId: takerIsBack ? taker.user.userId : maker.user.userId,
      layUserId: takerIsBack ? maker.user.userId : taker.user.userId,
      takerSide: taker.side,
      matchedAt: now,
    };
    if (sink.keepHistory) sink.tradeLog.push(trade);
    return trade;
  }
}
