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
type ListedEvent = Awaited<ReturnType<MarketReads['eventsListed']>>[number];
export interface CatalogueEntry {
  market: OpenMarket;
  event: ListedEvent;
}

/** Where every listed market and event is: Backlay's exchange runs in India. */
const COUNTRY = 'IN';
const TIMEZONE = 'Asia/Kolkata';

/** The open markets the filter selects, each with its event (markets of an event no longer listed are left out). */
export async function selectMarkets(reads: MarketReads, filter: Filter, hasOrders?: (marketId: string) => boolean): Promise<CatalogueEntry[]> {
  const markets = reads.openMarkets();
  const events = new Map((await reads.eventsListed([...new Set(markets.map((m) => m.exEventId))])).map((e) => [e.exEventId, e]));
  const inList = (list: string[] | undefined, value: string) => !list || list.length === 0 || list.includes(value);
  const text = filter.textQuery ? wildcard(filter.textQuery) : null;
  const from = filter.marketStartTime?.from ? Date.parse(filter.marketStartTime.from) : null;
  const to = filter.marketStartTime?.to ? Date.parse(filter.marketStartTime.to) : null;
  return markets.flatMap((market) => {
    const event = events.get(market.exEventId);
    if (!event) return [];
    const start = event.eventTime.getTime();
    const keep =
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
      (!hasOrders || hasOrders(market.marketId));
    return keep ? [{ market, event }] : [];
  });
}

/** Betfair's textQuery: the event's name contains it, case-insensitive; `*` (not first) matches anything. */
function wildcard(query: string): RegExp {
  if (query.startsWith('*')) throw new ApingError('INVALID_INPUT_DATA', 'textQuery may not start with a wildcard');
  const escaped = query.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(escaped, 'i');
}

/** Counts of markets per key, in first-seen order. */
function countBy<T>(entries: CatalogueEntry[], keyOf: (e: CatalogueEntry) => string, valueOf: (e: CatalogueEntry) => T) {
  const counts = new Map<string, { value: T; marketCount: number }>();
  for (const entry of entries) {
    const key = keyOf(entry);
    const seen = counts.get(key);
    if (seen) seen.marketCount += 1;
    else counts.set(key, { value: valueOf(entry), marketCount: 1 });
  }
  return [...counts.values()];
}

export const listEventTypes = (entries: CatalogueEntry[]) =>
  countBy(entries, (e) => String(e.event.sportId), (e) => ({ id: String(e.event.sportId), name: e.event.sportName })).map(({ value, marketCount }) => ({ eventType: value, marketCount }));

export const listCompetitions = (entries: CatalogueEntry[]) =>
  countBy(entries, (e) => e.event.tournamentId, (e) => ({ id: e.event.tournamentId, name: e.event.tournamentName })).map(({ value, marketCount }) => ({ competition: value, marketCount, competitionRegion: COUNTRY }));

const eventOf = (event: ListedEvent) => ({ id: event.exEventId, name: event.eventName, countryCode: COUNTRY, timezone: TIMEZONE, openDate: event.eventTime.toISOString() });

export const listEvents = (entries: CatalogueEntry[]) =>
  countBy(entries, (e) => e.event.exEventId, (e) => eventOf(e.event)).map(({ value, marketCount }) => ({ event: value, marketCount }));

type Projection = z.infer<typeof MarketProjection>;
type Sort = 'MINIMUM_TRADED' | 'MAXIMUM_TRADED' | 'MINIMUM_AVAILABLE' | 'MAXIMUM_AVAILABLE' | 'FIRST_TO_START' | 'LAST_TO_START';

/** listMarketCatalogue: the markets sorted and cut to maxResults, with what the projections ask for. */
export function listMarketCatalogue(entries: CatalogueEntry[], projections: readonly Projection[], sort: Sort | undefined, maxResults: number) {
  const wants = new Set(projections);
  const available = (m: OpenMarket) => m.runners.reduce((sum, r) => sum + [...r.availableToBack, ...r.availableToLay].reduce((s, l) => s + l.size, 0), 0);
  const key: Record<Sort, (e: CatalogueEntry) => number> = {
    MINIMUM_TRADED: (e) => e.market.totalMatched,
    MAXIMUM_TRADED: (e) => -e.market.totalMatched,
    MINIMUM_AVAILABLE: (e) => available(e.market),
    MAXIMUM_AVAILABLE: (e) => -available(e.market),
    FIRST_TO_START: (e) => e.event.eventTime.getTime(),
    LAST_TO_START: (e) => -e.event.eventTime.getTime(),
  };
  const sorted = sort ? [...entries].sort((a, b) => key[sort](a) - key[sort](b)) : entries;
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
