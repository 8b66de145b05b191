import type { OrderView } from '../domain/types';
import type { ExchangeMarket } from '../domain/exchange-market';
import { orderBookOf } from '../markets/kinds/exchange';
import { orderRowView } from '../markets/order-rows';
import type { MarketRegistry } from '../markets/registry';
import { marketView } from '../markets/views';
import type { ExchangeServices } from './context';
import { balanceView } from './funds';
import type { SettledOrder } from './settled-orders';

/**
 * After a commit: the market's new book, the changed orders (with a settlement's settled bets, each to
 * its owner) and the affected users' money go out on the stream, orders before money.
 */
export async function publishChanges(
  services: ExchangeServices,
  registry: MarketRegistry,
  marketId: string,
  changedOrders: readonly OrderView[],
  affectedUsers: Iterable<string>,
  settledOrders: readonly SettledOrder[] = [],
  /** false: the market's book already went out with this change (a bet of a batch whose book another bet of it published). */
  publishBook = true,
): Promise<void> {
  const entry = registry.get(marketId);
  if (entry && publishBook) services.hub.publish(`market:${marketId}`, marketView(entry));
  const names = new Map(entry?.runners.map((r) => [r.runnerId, r.runnerName]) ?? []);
  const book = entry ? orderBookOf(entry.engine) : null;
  // The push carries the average matched price as a receipt does: an in-play bet's outcome arrives only by this push.
  // And the market's name, as My Bets' rows read from the exchange have it (a pushed bet is a whole My Bets row).
  const marketName = entry?.row.marketName;
  const row = (order: OrderView) => ({ marketId, ...(marketName === undefined ? {} : { marketName }), ...orderRowView(order, names.get(order.runnerId) ?? order.runnerId, book?.averagePriceMatched(order.orderId) ?? null, book?.queueAheadOf(order.orderId) ?? null) });
  for (const order of changedOrders) services.hub.publish(`orders:${order.userId}`, row(order));
  if (book) for (const order of queueMoves(book, changedOrders, services)) services.hub.publish(`orders:${order.userId}`, row(order));
  for (const settled of settledOrders) services.hub.publish(`orders:${settled.userId}`, settled.row);
  // Balances cost two queries each: only for users someone watches. The others' topics are marked changed
  // first, without yielding, so the bus sends them in one write with the book and the orders above.
  const watched = [...new Set(affectedUsers)].filter((userId) => !services.hub.markChangedUnwatched(`balance:${userId}`));
  for (const userId of watched) {
    await services.hub.publishIfWatched(`balance:${userId}`, () => balanceView(services, userId));
  }
}

/**
 * Resting orders whose queue position a change may have moved: the other orders on the same side
 * of the same runners (a fill, cancel or re-price ahead of them shortens their queue). Only users
 * watching their orders get these updates; a new subscriber starts from a snapshot with the figure.
 */
function queueMoves(book: ExchangeMarket, changed: readonly OrderView[], services: ExchangeServices): OrderView[] {
  const watchers = services.hub.watched('orders');
  if (watchers.size === 0) return [];
  const done = new Set(changed.map((o) => o.orderId));
  const sides = new Set(changed.map((o) => `${o.runnerId}\u0000${o.side}`));
  const moved: OrderView[] = [];
  for (const key of sides) {
    const [runnerId, side] = key.split('\u0000') as [string, OrderView['side']];
    for (const order of book.restingOn(runnerId, side, (userId) => watchers.has(userId))) if (!done.has(order.orderId)) moved.push(order);
  }
  return moved;
}
