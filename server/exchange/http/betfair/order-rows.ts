/** A bettor's orders in Betfair's shapes: the order status and the CurrentOrderSummary. */
import type { OrderStatus as BacklayStatus } from '@domain/bet-contract';
import type { MarketReads } from '../../service/market-reads';
import { selectionIdOf } from './ids';
import { toUnits } from './money';

/** One of the bettor's open orders as the exchange reads it (REST `bets/unsettled`'s row). */
export type OwnOrder = Awaited<ReturnType<MarketReads['unsettled']>>[number];

/**
 * Betfair's order status of Backlay's: PENDING (waiting out the in-play delay) and EXECUTABLE as
 * they are; an order that is over (complete, lapsed, cancelled, voided) is EXECUTION_COMPLETE.
 */
export function betfairOrderStatus(status: BacklayStatus): 'PENDING' | 'EXECUTABLE' | 'EXECUTION_COMPLETE' {
  return status === 'PENDING' || status === 'EXECUTABLE' ? status : 'EXECUTION_COMPLETE';
}

/** An order as Betfair's CurrentOrderSummary; `market` gives the selectionId of its runner. */
export function currentOrderSummary(order: OwnOrder, market: { runners: readonly { runnerId: string }[] }) {
  return {
    betId: order.betId,
    marketId: order.marketId,
    selectionId: selectionIdOf(market, order.runnerId),
    handicap: 0,
    priceSize: { price: order.oddsPrice, size: toUnits(order.stake) },
    bspLiability: 0,
    side: order.side,
    status: betfairOrderStatus(order.status),
    persistenceType: order.persistence ?? 'LAPSE',
    orderType: 'LIMIT' as const,
    placedDate: order.placedAt,
    averagePriceMatched: order.averagePriceMatched ?? 0,
    sizeMatched: toUnits(order.sizeMatched),
    sizeRemaining: toUnits(order.sizeRemaining),
    sizeLapsed: toUnits(order.sizeLapsed ?? 0),
    sizeCancelled: toUnits(order.sizeCancelled ?? 0),
    sizeVoided: 0,
  };
}
