/**
 * What the exchange shows of its markets and of a bettor's bets in them, read from the live
 * engines: an event with its markets, one market, the bettor's bets of an event, their position per
 * market (per runner, or per run for a fancy line), open bets across markets, and the exposure list.
 * An event's reads go to its owner (its markets share a partition); the two across markets read
 * where user-markets.ts says.
 */
import type { Db } from '../db/client';
import { eventDetail, eventSports, eventsListed } from '../db/queries/events';
import { eventBookOf } from '../markets/event-book';
import type { MarketKind } from '../markets/kinds';
import type { MarketEntry, MarketRegistry } from '../markets/registry';
import { betsIn, marketView } from '../markets/views';
import type { ExchangeServices } from './context';
import { invalid, notFound } from './errors';
import { userMarkets } from './user-markets';

/** The event's open markets, in the event's market order. */
const marketsOfEventIn = (registry: MarketRegistry, eventId: string) =>
  registry
    .all()
    .filter((e) => e.row.exEventId === eventId)
    .sort((a, b) => a.row.sequence - b.row.sequence);

/**
 * An event with the views of its open markets (`/events/detail`, and the `event:<id>` topic of the
 * change stream: service/event-changes.ts); null when there is no such event.
 */
export async function eventDetailView(db: Db, registry: MarketRegistry, eventId: string) {
  const event = await eventDetail(db, eventId);
  if (!event) return null;
  return { event: { ...event, eventTime: event.eventTime.toISOString() }, markets: marketsOfEventIn(registry, eventId).map(marketView) };
}

export function marketReads(services: ExchangeServices, registry: MarketRegistry) {
  const { db } = services;
  const marketsOfEvent = (eventId: string) => marketsOfEventIn(registry, eventId);
  const openMarket = (marketId: string): MarketEntry => {
    const entry = registry.get(marketId);
    if (!entry) throw notFound('MARKET_NOT_FOUND', `No open market ${marketId}`);
    return entry;
  };
  /** The events of the given markets with their sport, by event id. */
  const eventsOf = async (entries: MarketEntry[]) => {
    const rows = entries.length === 0 ? [] : await eventSports(db, [...new Set(entries.map((e) => e.row.exEventId))]);
    return new Map(rows.map((e) => [e.exEventId, e]));
  };

  /** The rows of `unsettled` (`openOnly`: built only from orders with something unmatched). */
  const betRows = async (userId: string, markets: string | readonly string[] | undefined, openOnly: boolean) => {
    const only = markets === undefined ? undefined : new Set(typeof markets === 'string' ? [markets] : markets);
    const entries = (await userMarkets(services, registry, userId, only)).marketsOf(userId).filter((e) => only === undefined || only.has(e.row.marketId));
    const eventOf = await eventsOf(entries);
    return entries.flatMap((entry) => {
      const bets = betsIn(entry, userId, openOnly);
      const event = eventOf.get(entry.row.exEventId);
      return [...bets.matched, ...bets.unmatched.filter((u) => u.sizeMatched === 0)].map((b) => ({
        ...b,
        exEventId: entry.row.exEventId,
        eventName: event?.eventName ?? null,
        sportId: event?.sportId ?? null,
      }));
    });
  };

  return {
    /** The views of the event's open markets, in the event's market order; optionally of some kinds only. */
    eventMarkets: (eventId: string, kinds?: readonly MarketKind[]) =>
      marketsOfEvent(eventId)
        .filter((e) => !kinds || kinds.includes(e.row.kind))
        .map(marketView),

    /**
     * Odds beside event lists: for each listed event its match odds market (the first exchange
     * market by the event's market order) with the live book. Events without one are left out.
     */
    matchOdds(eventIds: string[]) {
      const wanted = new Set(eventIds);
      const first = new Map<string, MarketEntry>();
      for (const entry of registry.all()) {
        const { exEventId, kind, sequence } = entry.row;
        if (kind !== 'exchange' || !wanted.has(exEventId)) continue;
        const seen = first.get(exEventId);
        if (!seen || sequence < seen.row.sequence) first.set(exEventId, entry);
      }
      return eventIds.flatMap((id) => (first.has(id) ? [marketView(first.get(id)!)] : []));
    },

    async event(eventId: string) {
      const detail = await eventDetailView(db, registry, eventId);
      if (!detail) throw notFound('EVENT_NOT_FOUND', `No event ${eventId}`);
      return detail;
    },

    market: (marketId: string) => marketView(openMarket(marketId)),

    /** The views of every open market with its commission rate, each event's in its market order (the Betfair API's catalogue). */
    openMarkets: () => registry.all().sort((a, b) => a.row.exEventId.localeCompare(b.row.exEventId) || a.row.sequence - b.row.sequence).map((e) => ({ ...marketView(e), commissionBp: e.row.commissionBp })),

    /** Events with their sport and competition, by id (the Betfair API's catalogue). */
    eventsListed: (eventIds: string[]) => eventsListed(db, eventIds),

    /** The open market's view, null when there is none. */
    findMarket(marketId: string) {
      const entry = registry.get(marketId);
      return entry ? marketView(entry) : null;
    },

    /** The bettor's matched and unmatched bets across the event's open markets. */
    eventBets(userId: string, eventId: string) {
      const all = marketsOfEvent(eventId).map((entry) => betsIn(entry, userId));
      return { matched: all.flatMap((b) => b.matched), unmatched: all.flatMap((b) => b.unmatched) };
    },

    /** Profit or loss if each runner wins, per runner market of the event where the bettor has bets (the engine's own figures). */
    positions(userId: string, eventId: string) {
      const mine = new Set(registry.marketsOf(userId).map((entry) => entry.row.marketId));
      return marketsOfEvent(eventId).flatMap(({ row, adapter }) => {
        if (!mine.has(row.marketId)) return [];
        const position = adapter.position(userId);
        return position.kind === 'runners' ? [{ marketId: row.marketId, kind: row.kind, runners: position.runners }] : [];
      });
    },

    /**
     * The bettor's whole-event book: profit or loss per outcome over the event's match odds and
     * bookmaker markets, a run book per fancy market (`@domain/event-book`). An event with no open
     * markets has an empty book; an unknown event is EVENT_NOT_FOUND.
     */
    async eventBook(userId: string, eventId: string) {
      const entries = marketsOfEvent(eventId);
      if (entries.length === 0 && (await eventSports(db, [eventId])).length === 0) throw notFound('EVENT_NOT_FOUND', `No event ${eventId}`);
      return { eventId, ...eventBookOf(entries, userId) };
    },

    /** A fancy line's book: what the bettor wins or loses at each run. */
    fancyBook(userId: string, marketId: string) {
      const position = openMarket(marketId).adapter.position(userId);
      if (position.kind !== 'runs') throw invalid(`${marketId} is not a fancy market`);
      return position.book;
    },

    /** Every open bet of the bettor, or of the given market(s) only: matched, and unmatched with nothing matched yet (user-markets.ts: whole in a cluster). */
    unsettled: (userId: string, markets?: string | readonly string[]) => betRows(userId, markets, false),

    /**
     * The bettor's orders with something unmatched, or of the given market(s) only: what a cancel or a re-price
     * acts on, and a bot's book with its executable orders. Built from those orders alone: a market maker's
     * complete orders, which pile up through a match, are not read on each of its calls.
     */
    openOrders: async (userId: string, markets?: string | readonly string[]) => (await betRows(userId, markets, true)).filter((o) => o.sizeRemaining > 0),

    /** The exposure list (My Market): a row per market where the bettor has bets (spec §3; user-markets.ts: whole in a cluster). */
    async eventsExposure(userId: string) {
      const source = await userMarkets(services, registry, userId);
      const entries = source.marketsOf(userId).filter((e) => {
        const bets = betsIn(e, userId);
        return bets.matched.length + bets.unmatched.length > 0;
      });
      const byId = await eventsOf(entries);
      return entries.map((entry) => {
        const event = byId.get(entry.row.exEventId);
        const bets = betsIn(entry, userId);
        return {
          sportName: event?.sportName ?? '',
          eventName: event?.eventName ?? '',
          marketName: entry.row.marketName,
          marketId: entry.row.marketId,
          betCounts: bets.matched.length + bets.unmatched.filter((u) => u.sizeMatched === 0).length,
          sportId: event?.sportId ?? 0,
          eventId: entry.row.exEventId,
          exposure: source.exposureIn(userId, entry.row.marketId),
        };
      });
    },
  };
}

export type MarketReads = ReturnType<typeof marketReads>;
