/**
 * Where Betfair's catalogue by filter reads its markets (issue #33): listEventTypes, listCompetitions,
 * listEvents and listMarketCatalogue are not tied to one market, so in a cluster any exchange process
 * answers them (`cmd.any`), and its engines hold only the partitions it owns. The one rule (as
 * service/user-markets.ts for users' bets): a process that owns every market (`npm start`, or a
 * cluster's only exchange) reads its engines, as it always did; otherwise the store's unsettled markets
 * with their events (db/queries/catalogue.ts: one statement, narrowed in SQL) go through the same
 * filter, and listMarketCatalogue's markets are rebuilt from the store (MarketRegistry.load, what their
 * owners committed) for their views — the same view code as the owners', so runners, metadata and
 * traded volume are theirs. Only the markets the answer can hold are rebuilt: the first maxResults in
 * the sort's order, or every selected one for a sort by traded or available volume.
 *
 * Why the store and not a split by owner (owner-split.ts): a filter names no partition, so the gateway
 * would ask all 32 partitions and merge counts, sorts and maxResults across them; the store already
 * holds every market, event and status each owner committed, and one statement reads them.
 */
import type { z } from 'zod';
import { catalogueMarkets, type CatalogueNarrowing } from '../../db/queries/catalogue';
import { MarketRegistry } from '../../markets/registry';
import type { Exchange } from '../../service/exchange';
import { marketReads } from '../../service/market-reads';
import { readsFromStore } from '../../service/market-ownership';
import { catalogueCandidates, filterCatalogue, selectMarkets, startBounds, type CatalogueEntry, type CatalogueSort, type SelectableMarket } from './catalogue';
import type { MarketFilter } from './definitions';

type Filter = z.infer<typeof MarketFilter>;

/** The markets a filter selected, and their views for listMarketCatalogue. */
export interface CatalogueSelection {
  entries: CatalogueEntry<SelectableMarket>[];
  /** The entries (those listMarketCatalogue can answer with this sort and maxResults) with their markets' views. */
  withViews(sort: CatalogueSort | undefined, maxResults: number): Promise<CatalogueEntry[]>;
}

/** The open markets the filter selects (with `hasOrders`: only those where it is true), from the engines or the store. */
export async function selectCatalogue(exchange: Exchange, filter: Filter, hasOrders?: (marketId: string) => boolean): Promise<CatalogueSelection> {
  if (readsFromStore(exchange.services)) return storeCatalogue(exchange, filter, hasOrders);
  const entries = await selectMarkets(exchange.reads, filter, hasOrders);
  return { entries, withViews: () => Promise.resolve(entries) };
}

/** The store's answer: its unsettled markets through the filter, views rebuilt from what their owners committed. */
export async function storeCatalogue(exchange: Pick<Exchange, 'services'>, filter: Filter, hasOrders?: (marketId: string) => boolean): Promise<CatalogueSelection> {
  const rows = await catalogueMarkets(exchange.services.db, narrowingOf(filter));
  // The engines' order (market-reads.ts openMarkets): by event, then the event's market order; a tie by market id.
  rows.sort((a, b) => a.market.exEventId.localeCompare(b.market.exEventId) || a.market.sequence - b.market.sequence || (a.market.marketId < b.market.marketId ? -1 : 1));
  const entries = filterCatalogue(rows, filter, hasOrders);
  return {
    entries,
    async withViews(sort, maxResults) {
      const wanted = catalogueCandidates(entries, sort, maxResults);
      const rebuilt = await MarketRegistry.load(exchange.services.db, wanted.map((e) => e.market.marketId));
      const views = new Map(marketReads(exchange.services, rebuilt).openMarkets().map((m) => [m.marketId, m]));
      // A market settled between the two reads is left out, as its owner no longer lists it.
      return wanted.flatMap(({ market, event }) => {
        const view = views.get(market.marketId);
        return view ? [{ market: view, event }] : [];
      });
    },
  };
}

/** What SQL can narrow by: the filter's non-empty id lists and start bounds (the filter's predicate still decides). */
function narrowingOf(filter: Filter): CatalogueNarrowing {
  const given = (list: string[] | undefined) => (list && list.length > 0 ? list : undefined);
  const { from, to } = startBounds(filter);
  const sportIds = given(filter.eventTypeIds)?.flatMap((id) => (/^\d+$/.test(id) ? [Number(id)] : []));
  return {
    sportIds,
    eventIds: given(filter.eventIds),
    competitionIds: given(filter.competitionIds),
    marketIds: given(filter.marketIds),
    from: from === null || Number.isNaN(from) ? null : new Date(from),
    to: to === null || Number.isNaN(to) ? null : new Date(to),
  };
}
