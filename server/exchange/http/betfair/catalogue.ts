/**
 * The Betfair API's navigation calls over Backlay's open markets: listEventTypes, listCompetitions,
 * listEvents and listMarketCatalogue, each narrowed by a MarketFilter.
 */
import type { z } from 'zod';
import type { MarketReads } from '../../service/market-reads';
import type { MarketFilter, MarketProjection } from './definitions';
import { ApingError } from './errors';
import { bettingTypeOf, marketTypeOf, selectionIdOf } from './ids';
import { toUnits } from './money';

type Filter = z.infer<typeof MarketFilter>;
export type OpenMarket = ReturnType<MarketReads['openMarkets']>[number];
export type ListedEvent = Awaited<ReturnType<MarketReads['eventsListed']>>[number];
/** What a MarketFilter reads of a market: the engines' view has it, and so has the store's row (catalogue-source.ts). */
export type SelectableMarket = Pick<OpenMarket, 'marketId' | 'exEventId' | 'marketName' | 'kind' | 'inPlay'>;
export interface CatalogueEntry<M extends SelectableMarket = OpenMarket> {
  market: M;
  event: ListedEvent;
}

/** Where every listed market and event is: Backlay's exchange runs in India. */
const COUNTRY = 'IN';
const TIMEZONE = 'Asia/Kolkata';

/** The engines' open markets the filter selects, each with its event (markets of an event no longer listed are left out). */
export async function selectMarkets(reads: MarketReads, filter: Filter, hasOrders?: (marketId: string) => boolean): Promise<CatalogueEntry[]> {
  const markets = reads.openMarkets();
  const events = new Map((await reads.eventsListed([...new Set(markets.map((m) => m.exEventId))])).map((e) => [e.exEventId, e]));
  const entries = markets.flatMap((market) => {
    const event = events.get(market.exEventId);
    return event ? [{ market, event }] : [];
  });
  return filterCatalogue(entries, filter, hasOrders);
}

/** The entries a MarketFilter keeps, in their order: the one predicate for the engines' markets and the store's. */
export function filterCatalogue<M extends SelectableMarket>(entries: CatalogueEntry<M>[], filter: Filter, hasOrders?: (marketId: string) => boolean): CatalogueEntry<M>[] {
  const inList = (list: string[] | undefined, value: string) => !list || list.length === 0 || list.includes(value);
  const text = filter.textQuery ? wildcard(filter.textQuery) : null;
  const { from, to } = startBounds(filter);
  return entries.filter(({ market, event }) => {
    const start = event.eventTime.getTime();
    return (
      inList(filter.eventTypeIds, String(event.sportId)) &&
      inList(filter.eventIds, event.exEventId) &&
      inList(filter.competitionIds, event.tournamentId) &&
      inList(filter.marketIds, market.marketId) &&
      inList(filter.marketCountries, COUNTRY) &&
      inList(filter.marketTypeCodes, marketTypeOf(market.kind, market.marketName)) &&
      inList(filter.marketBettingTypes, bettingTypeOf(market.kind)) &&
      (filter.inPlayOnly === undefined || filter.inPlayOnly === market.inPlay) &&
      (filter.bspOnly !== true) &&
      (filter.turnInPlayEnabled === undefined || filter.turnInPlayEnabled === (market.kind === 'exchange')) &&
      (!filter.venues || filter.venues.length === 0) &&
      (text === null || text.test(event.eventName)) &&
      (from === null || start >= from) &&
      (to === null || start <= to) &&
      (!hasOrders || hasOrders(market.marketId))
    );
  });
}

/** The filter's market start time bounds, ms (null: unbounded). */
export function startBounds(filter: Filter): { from: number | null; to: number | null } {
  return {
    from: filter.marketStartTime?.from ? Date.parse(filter.marketStartTime.from) : null,
    to: filter.marketStartTime?.to ? Date.parse(filter.marketStartTime.to) : null,
  };
}

/** Betfair's textQuery: the event's name contains it, case-insensitive; `*` (not first) matches anything. */
function wildcard(query: string): RegExp {
  if (query.startsWith('*')) throw new ApingError('INVALID_INPUT_DATA', 'textQuery may not start with a wildcard');
  const escaped = query.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(escaped, 'i');
}

type Entry = CatalogueEntry<SelectableMarket>;

/** Counts of markets per key, in first-seen order. */
function countBy<T>(entries: Entry[], keyOf: (e: Entry) => string, valueOf: (e: Entry) => T) {
  const counts = new Map<string, { value: T; marketCount: number }>();
  for (const entry of entries) {
    const key = keyOf(entry);
    const seen = counts.get(key);
    if (seen) seen.marketCount += 1;
    else counts.set(key, { value: valueOf(entry), marketCount: 1 });
  }
  return [...counts.values()];
}

export const listEventTypes = (entries: Entry[]) =>
  countBy(entries, (e) => String(e.event.sportId), (e) => ({ id: String(e.event.sportId), name: e.event.sportName })).map(({ value, marketCount }) => ({ eventType: value, marketCount }));

export const listCompetitions = (entries: Entry[]) =>
  countBy(entries, (e) => e.event.tournamentId, (e) => ({ id: e.event.tournamentId, name: e.event.tournamentName })).map(({ value, marketCount }) => ({ competition: value, marketCount, competitionRegion: COUNTRY }));

const eventOf = (event: ListedEvent) => ({ id: event.exEventId, name: event.eventName, countryCode: COUNTRY, timezone: TIMEZONE, openDate: event.eventTime.toISOString() });

export const listEvents = (entries: Entry[]) =>
  countBy(entries, (e) => e.event.exEventId, (e) => eventOf(e.event)).map(({ value, marketCount }) => ({ event: value, marketCount }));

type Projection = z.infer<typeof MarketProjection>;
export type CatalogueSort = 'MINIMUM_TRADED' | 'MAXIMUM_TRADED' | 'MINIMUM_AVAILABLE' | 'MAXIMUM_AVAILABLE' | 'FIRST_TO_START' | 'LAST_TO_START';

const available = (m: OpenMarket) => m.runners.reduce((sum, r) => sum + [...r.availableToBack, ...r.availableToLay].reduce((s, l) => s + l.size, 0), 0);
/** Sorts by what the markets' books show (their views). */
const BOOK_SORTS: Partial<Record<CatalogueSort, (m: OpenMarket) => number>> = {
  MINIMUM_TRADED: (m) => m.totalMatched,
  MAXIMUM_TRADED: (m) => -m.totalMatched,
  MINIMUM_AVAILABLE: available,
  MAXIMUM_AVAILABLE: (m) => -available(m),
};
/** Sorts by the event's start (any entry has it). */
const START_SORTS: Partial<Record<CatalogueSort, (e: Entry) => number>> = {
  FIRST_TO_START: (e) => e.event.eventTime.getTime(),
  LAST_TO_START: (e) => -e.event.eventTime.getTime(),
};

/** The entries in a start sort's order (stable; unchanged for no sort or a book sort). */
function startOrder<E extends Entry>(entries: E[], sort: CatalogueSort | undefined): E[] {
  const key = sort && START_SORTS[sort];
  return key ? [...entries].sort((a, b) => key(a) - key(b)) : entries;
}

/**
 * The entries listMarketCatalogue can answer from: every one for a sort by the books (traded,
 * available), else the first maxResults in its order — the markets whose views it needs.
 */
export function catalogueCandidates<E extends Entry>(entries: E[], sort: CatalogueSort | undefined, maxResults: number): E[] {
  return sort && BOOK_SORTS[sort] ? entries : startOrder(entries, sort).slice(0, maxResults);
}

/** listMarketCatalogue: the markets sorted and cut to maxResults, with what the projections ask for. */
export function listMarketCatalogue(entries: CatalogueEntry[], projections: readonly Projection[], sort: CatalogueSort | undefined, maxResults: number) {
  const wants = new Set(projections);
  const bookKey = sort && BOOK_SORTS[sort];
  const sorted = bookKey ? [...entries].sort((a, b) => bookKey(a.market) - bookKey(b.market)) : startOrder(entries, sort);
  return sorted.slice(0, maxResults).map(({ market, event }) => {
    const start = event.eventTime.toISOString();
    return {
      marketId: market.marketId,
      marketName: market.marketName,
      ...(wants.has('MARKET_START_TIME') ? { marketStartTime: start } : {}),
      ...(wants.has('MARKET_DESCRIPTION')
        ? {
            description: {
              persistenceEnabled: market.kind === 'exchange',
              bspMarket: false,
              marketTime: start,
              suspendTime: start,
              bettingType: bettingTypeOf(market.kind),
              turnInPlayEnabled: market.kind === 'exchange',
              marketType: marketTypeOf(market.kind, market.marketName),
              regulator: 'BACKLAY',
              marketBaseRate: market.commissionBp / 100,
              discountAllowed: false,
              wallet: 'UK',
              priceLadderDescription: { type: 'CLASSIC' as const },
            },
          }
        : {}),
      totalMatched: toUnits(market.totalMatched),
      ...(wants.has('RUNNER_DESCRIPTION') || wants.has('RUNNER_METADATA')
        ? {
            runners: market.runners.map((r, i) => ({
              selectionId: selectionIdOf(market, r.runnerId),
              runnerName: r.runnerName,
              handicap: 0,
              sortPriority: i + 1,
              ...(wants.has('RUNNER_METADATA') ? { metadata: metadataOf(r) } : {}),
            })),
          }
        : {}),
      ...(wants.has('EVENT_TYPE') ? { eventType: { id: String(event.sportId), name: event.sportName } } : {}),
      ...(wants.has('COMPETITION') ? { competition: { id: event.tournamentId, name: event.tournamentName } } : {}),
      ...(wants.has('EVENT') ? { event: eventOf(event) } : {}),
    };
  });
}

/** RUNNER_METADATA: Betfair sends every value as a string (race card fields, the runner's id and role). */
function metadataOf(runner: OpenMarket['runners'][number]): Record<string, string> {
  const metadata: Record<string, string> = { runnerId: runner.runnerId };
  if (runner.role) metadata.ROLE = runner.role;
  for (const [key, value] of Object.entries(runner.metadata ?? {})) metadata[key.toUpperCase()] = String(value);
  return metadata;
}
