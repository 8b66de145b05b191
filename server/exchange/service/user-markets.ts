/**
 * Where a read of users' bets across markets comes from (issue #33): the open bets list, My Market,
 * the orders snapshot of the change stream, Betfair's current orders, the back office's risk book of
 * a downline. Such a read is not tied to one market, so in a cluster any exchange process answers it
 * (`cmd.any`), and its engines are current only for the markets it owns. The one rule: when this
 * process owns every market (one process, `npm start`; or a cluster's only exchange) the live engines
 * answer, as they always did; otherwise the users' open markets are rebuilt from the store, which holds
 * every committed order (a bet is acknowledged only after its commit; delayed bets are stored too) —
 * the same engines, fed what their owners committed, so the rows, sizes, queue positions and exposure
 * are the owners'.
 */
import { MarketRegistry } from '../markets/registry';
import type { ExchangeServices } from './context';
import { readsFromStore } from './market-ownership';

/**
 * The markets to read the users' bets from (one user, or a downline): `registry` (this process's
 * engines) or the store's. A read of some markets only (`onlyMarkets`, e.g. Betfair's cancel or replace of a
 * market's orders, routed to its owner) reads the engines when this process owns all of them.
 */
export function userMarkets(services: ExchangeServices, registry: MarketRegistry, userIds: string | readonly string[], onlyMarkets?: ReadonlySet<string>): MarketRegistry | Promise<MarketRegistry> {
  if (!readsFromStore(services) || (onlyMarkets !== undefined && [...onlyMarkets].every((marketId) => services.ownership!.ownsMarket(marketId)))) return registry;
  return MarketRegistry.loadWithBetsOf(services.db, typeof userIds === 'string' ? [userIds] : userIds);
}
