/**
 * The Betfair catalogue's markets read from the store (issue #33): on an exchange process that does
 * not own every market, the engines hold only its own partitions', so listEventTypes, listCompetitions,
 * listEvents and listMarketCatalogue read the unsettled markets with their events here — what every
 * owner committed (a market is created, put in play and settled in a committed transaction). One
 * statement, narrowed in SQL by what a MarketFilter names that the store can index (sports, events,
 * competitions, markets, start times); the filter's own predicate (http/betfair/catalogue.ts
 * selectMarkets) then decides, the same on the engines' markets and on these.
 */
import { and, asc, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { events, markets } from '../schema';
import { eventListColumns, eventsWithNames } from './events';

/** What the store may narrow a catalogue read by: each given list or bound is a superset of what the filter keeps. */
export interface CatalogueNarrowing {
  sportIds?: number[] | undefined;
  eventIds?: string[] | undefined;
  competitionIds?: string[] | undefined;
  marketIds?: string[] | undefined;
  from?: Date | null | undefined;
  to?: Date | null | undefined;
}

/** The unsettled markets (the engines' open markets) with their listed events, narrowed; in no particular order. */
export async function catalogueMarkets(db: Db, narrow: CatalogueNarrowing) {
  const lists = [narrow.sportIds, narrow.eventIds, narrow.competitionIds, narrow.marketIds];
  if (lists.some((list) => list !== undefined && list.length === 0)) return [];
  const where: SQL[] = [isNull(markets.settledAt)];
  if (narrow.sportIds) where.push(inArray(events.sportId, narrow.sportIds));
  if (narrow.eventIds) where.push(inArray(events.exEventId, narrow.eventIds));
  if (narrow.competitionIds) where.push(inArray(events.tournamentId, narrow.competitionIds));
  if (narrow.marketIds) where.push(inArray(markets.marketId, narrow.marketIds));
  if (narrow.from) where.push(gte(events.eventTime, narrow.from));
  if (narrow.to) where.push(lte(events.eventTime, narrow.to));
  const rows = await eventsWithNames(db, {
    ...eventListColumns,
    marketId: markets.marketId,
    marketName: markets.marketName,
    kind: markets.kind,
    marketInPlay: markets.inPlay,
    sequence: markets.sequence,
  })
    .innerJoin(markets, eq(markets.exEventId, events.exEventId))
    .where(and(...where))
    .orderBy(asc(markets.marketId));
  return rows.map(({ marketId, marketName, kind, marketInPlay, sequence, ...event }) => ({
    market: { marketId, exEventId: event.exEventId, marketName, kind, inPlay: marketInPlay, sequence },
    event,
  }));
}
