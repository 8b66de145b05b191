import { BookSide } from './book-side';
import { ODDS100_BY_TICK, TICK_COUNT } from './ladder';
import { BACK, COMPLETE, SIDES } from './order-codes';
import type { OrderRef } from './order-codes';
import type { OrderStore } from './order';
import type { MatchedValues } from './matched-values';
import type { Trade } from './types';

/** Receives every trade, numbers it, and retires the orders trades complete. */
export interface TradeSink {
  readonly tradeLog: Trade[];
  /** Each order's matched value, kept with the trade log. */
  readonly matchedValues: MatchedValues;
  readonly keepHistory: boolean;
  nextTradeId(): number;
  /** A resting order was filled completely and has left the book. */
  filled(o: OrderRef): void;
}

/** Shared by every result without trades, so resting an order allocates no array. */
export const NO_TRADES: readonly Trade[] = Object.freeze([]);

/** Both sides of one runner's book plus its traded figures; matching happens here. */
export class RunnerBook {
  readonly backs: BookSide;
  readonly lays: BookSide;
  /** Matched size per tick. */
  readonly volumeByTick = new Float64Array(TICK_COUNT);
  tradedVolume = 0;
  lastTradedPrice = -1;
  lastTradeId = 0;

  constructor(
    readonly runnerId: string,
    private readonly store: OrderStore,
  ) {
    this.backs = new BookSide(false, store);
    this.lays = new BookSide(true, store);
  }

  /** The book side an order of `side` (BACK or LAY code) rests on. */
  sideOf(side: number): BookSide {
    return side === BACK ? this.backs : this.lays;
  }

  /** Would an incoming order at `tick` match anything? */
  crosses(side: number, tick: number): boolean {
    if (side === BACK) return this.lays.best !== -1 && this.lays.best >= tick;
    return this.backs.best !== -1 && this.backs.best <= tick;
  }

  /**
   * Matches an incoming order against the other side, best price then oldest first, each
   * trade at the resting price, until it is filled or nothing crosses. Does not rest the rest.
   */
  match(taker: OrderRef, now: number, sink: TradeSink): readonly Trade[] {
    const s = this.store;
    const tick = s.tick[taker]!;
    let trades: Trade[] | null = null;
    if (s.side[taker] === BACK) {
      const lays = this.lays;
      while (s.remaining[taker]! > 0 && lays.best !== -1 && lays.best >= tick) {
        (trades ??= []).push(this.fill(lays, lays.heads[lays.best]!, taker, now, sink));
      }
    } else {
      const backs = this.backs;
      while (s.remaining[taker]! > 0 && backs.best !== -1 && backs.best <= tick) {
        (trades ??= []).push(this.fill(backs, backs.heads[backs.best]!, taker, now, sink));
      }
    }
    return trades ?? NO_TRADES;
  }

  private fill(makers: BookSide, maker: OrderRef, taker: OrderRef, now: number, sink: TradeSink): Trade {
    const s = this.store;
    const tick = s.tick[maker]!;
    const odds100 = ODDS100_BY_TICK[tick] as number;
    const makerRemaining = s.remaining[maker]!;
    const takerRemaining = s.remaining[taker]!;
    const size = makerRemaining < takerRemaining ? makerRemaining : takerRemaining;
    const makerUser = s.users[maker]!;
    const takerUser = s.users[taker]!;
    const makerSide = s.side[maker]!;
    const takerSide = s.side[taker]!;
    const runner = s.runner[maker]!;

    makerUser.position.changeUnmatched(runner, SIDES[makerSide]!, odds100, makerRemaining, makerRemaining - size);
    makerUser.position.addMatched(runner, SIDES[makerSide]!, size, odds100);
    s.remaining[maker] = makerRemaining - size;
    s.sizeMatched[maker]! += size;
    makers.sizes[tick]! -= size;
    if (makerRemaining === size) {
      makers.remove(maker);
      makerUser.removeResting(runner, makerSide, tick);
      s.status[maker] = COMPLETE;
      sink.filled(maker);
    }

    const takerOdds100 = ODDS100_BY_TICK[s.tick[taker]!] as number;
    takerUser.position.changeUnmatched(runner, SIDES[takerSide]!, takerOdds100, takerRemaining, takerRemaining - size);
    takerUser.position.addMatched(runner, SIDES[takerSide]!, size, odds100);
    s.remaining[taker] = takerRemaining - size;
    s.sizeMatched[taker]! += size;

    this.volumeByTick[tick]! += size;
    this.tradedVolume += size;
    this.lastTradedPrice = tick;
    const takerIsBack = takerSide === BACK;
    this.lastTradeId = sink.nextTradeId();
    const trade: Trade = {
      tradeId: this.lastTradeId,
      runnerId: this.runnerId,
      price: tick,
      size,
      backOrderId: s.ids[takerIsBack ? taker : maker]!,
      layOrderId: s.ids[takerIsBack ? maker : taker]!,
      backUserId: takerIsBack ? takerUser.userId : makerUser.userId,
      layUserId: takerIsBack ? makerUser.userId : takerUser.userId,
      takerSide: SIDES[takerSide]!,
      matchedAt: now,
    };
    if (sink.keepHistory) {
      sink.tradeLog.push(trade);
      sink.matchedValues.add(trade);
    }
    return trade;
  }
}
