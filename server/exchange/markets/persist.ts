import type { ExchangeMarket } from '../domain/exchange-market';
import type { OrderView, Trade } from '../domain/types';

/** How a command left an order, as the engine reports it. */
export interface OrderOutcome {
  sizeMatched?: number;
  sizeRemaining: number;
  sizeCancelled?: number;
  sizeLapsed?: number;
  lapseReason?: OrderView['lapseReason'];
  status: OrderView['status'];
}

/**
 * The current view of an order. Live ones come from the book, complete ones with a matched part
 * from the user's history; one that ended with nothing matched (cancelled or lapsed whole) is its
 * view from before the command with the command's outcome applied.
 */
export function viewOf(market: ExchangeMarket, orderId: string, userId: string, before?: OrderView, outcome?: OrderOutcome): OrderView | undefined {
  const live = market.order(orderId);
  if (live) return live;
  const found = market.matchedOrderOf(userId, orderId);
  if (found) return found;
  if (!before || !outcome) return undefined;
  return {
    ...before,
    sizeMatched: outcome.sizeMatched ?? before.sizeMatched,
    sizeRemaining: outcome.sizeRemaining,
    sizeCancelled: before.sizeCancelled + (outcome.sizeCancelled ?? 0),
    sizeLapsed: before.sizeLapsed + (outcome.sizeLapsed ?? 0),
    ...(outcome.lapseReason ? { lapseReason: outcome.lapseReason } : {}),
    status: outcome.status,
  };
}

/** The order ids a set of trades touched, with their users, taker included. */
export function touchedOrders(tradesMade: readonly Trade[]): Map<string, string> {
  const touched = new Map<string, string>();
  for (const t of tradesMade) {
    touched.set(t.backOrderId, t.backUserId);
    touched.set(t.layOrderId, t.layUserId);
  }
  return touched;
}
