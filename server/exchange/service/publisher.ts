import type { OrderView } from '../domain/types';
import { orderRowView } from '../markets/order-rows';
import type { MarketRegistry } from '../markets/registry';
import { marketView } from '../markets/views';
import type { ExchangeServices } from './context';
import { balanceView } from './funds';

/** After a commit: the market's new book, the changed orders and the affected users' money go out on the stream. */
export async function publishChanges(
  services: ExchangeServices,
  registry: MarketRegistry,
  marketId: string,
  changedOrders: readonly OrderView[],
  affectedUsers: Iterable<string>,
): Promise<void> {
  const entry = registry.get(marketId);
  if (entry) services.hub.publish(`market:${marketId}`, marketView(entry));
  const names = new Map(entry?.runners.map((r) => [r.runnerId, r.runnerName]) ?? []);
  for (const order of changedOrders) {
    services.hub.publish(`orders:${order.userId}`, { marketId, ...orderRowView(order, names.get(order.runnerId) ?? order.runnerId) });
  }
  // Balances cost two queries each: only for users someone watches (the others' topics are marked changed).
  for (const userId of new Set(affectedUsers)) {
    await services.hub.publishIfWatched(`balance:${userId}`, async () => {
      const { bankBalance, exposure, available } = await balanceView(services, userId);
      return { bankBalance, exposure, withdrawable: available };
    });
  }
}
