import { OrderBook, Side as AnchorSide } from 'nodejs-order-book';
import { ExchangeMarket } from '../../server/exchange/domain/exchange-market';
import { ODDS100_BY_TICK } from '../../server/exchange/domain/ladder';

export const BACK = 0;
export const LAY = 1;

/** The few operations the scenarios need, driven the same way on both books. */
export interface BenchEngine {
  /** Places a limit order; pushes the ids of resting orders it filled completely; returns its unmatched size. */
  place(id: string, userId: string, side: number, tick: number, size: number, filled: string[] | null): number;
  replace(id: string, userId: string, tick: number): void;
  cancel(id: string, userId: string): void;
}

export type EngineFactory = () => BenchEngine;

/** Backlay's exchange market, one runner. */
export const oursWith = (keepHistory: boolean): EngineFactory => () => {
  const market = new ExchangeMarket({ marketId: 'bench', runnerIds: ['R'], status: 'OPEN', keepHistory });
  let now = 0;
  return {
    place(id, userId, side, tick, size, filled) {
      const result = market.place({ orderId: id, userId, runnerId: 'R', side: side === BACK ? 'BACK' : 'LAY', price: tick, size, now: ++now });
      if (filled !== null) {
        for (const trade of result.trades) {
          const makerId = trade.takerSide === 'BACK' ? trade.layOrderId : trade.backOrderId;
          if (market.sizeRemainingOf(makerId) === 0) filled.push(makerId);
        }
      }
      return result.sizeRemaining;
    },
    replace(id, userId, tick) {
      market.replace({ orderId: id, userId, price: tick, now: ++now });
    },
    cancel(id, userId) {
      market.cancel({ orderId: id, userId });
    },
  };
};

/**
 * The anchor, nodejs-order-book, with limit orders. A lay is a bid (it buys the outcome), a
 * back an ask; prices are the same ladder odds × 100, so both books see the same crossings.
 */
export const anchor: EngineFactory = () => {
  const book = new OrderBook();
  return {
    place(id, _userId, side, tick, size, filled) {
      const result = book.limit({ id, side: side === BACK ? AnchorSide.SELL : AnchorSide.BUY, size, price: ODDS100_BY_TICK[tick] as number });
      if (result.err) throw new Error(`anchor refused ${id}: ${result.err.message}`);
      if (filled !== null) for (const order of result.done) if (order.id !== id) filled.push(order.id);
      return result.quantityLeft;
    },
    replace(id, _userId, tick) {
      book.modify(id, { price: ODDS100_BY_TICK[tick] as number });
    },
    cancel(id) {
      book.cancel(id);
    },
  };
};

/** As the exchange service runs it: results are persisted, so the engine keeps only live state. */
export const ours = oursWith(false);
