import type { ApolloCache, Reference } from '@apollo/client';
import { inMatchedList, inUnmatchedList, isSettled } from '@domain/bet-contract';
import type { MyBets_BetFragment, MyEventFiguresSubscription, MyOrdersBetsSubscription, SettledBetsQuery } from '@/gql/graphql';
import { BetAverage_bet, BetMarket_info, EventFiguresQuery, MyBets_bet } from './bet-documents';

/** One message of the caller's orders stream: every open order (SNAPSHOT) or the orders that changed (DELTA). */
export type OrdersUpdate = MyOrdersBetsSubscription['myOrders'];
type OrderRow = OrdersUpdate['orders'][number];
type SettledRow = SettledBetsQuery['settledBets'][number];

type ListRule = (bet: OrderRow) => boolean;
/** My Bets' two lists and who belongs in each (domain/bet-contract.ts: the exchange's own rule). */
const LISTS: ReadonlyArray<readonly ['matchedBets' | 'unmatchedBets', ListRule]> = [
  ['matchedBets', inMatchedList],
  ['unmatchedBets', inUnmatchedList],
];

/** The event argument of a stored list field, `unmatchedBets({"eventId":"41001"})`. */
function eventIdOf(storeFieldName: string): string | null {
  const open = storeFieldName.indexOf('(');
  if (open < 0) return null;
  try {
    return (JSON.parse(storeFieldName.slice(open + 1, -1)) as { eventId?: string }).eventId ?? null;
  } catch {
    return null;
  }
}

/** The event of a market the page has in the cache; null when it is not there. */
function eventOfMarket(cache: ApolloCache, marketId: string): string | null {
  const id = cache.identify({ __typename: 'Market', marketId });
  return (id && cache.readFragment({ id, fragment: BetMarket_info })?.exEventId) || null;
}

/**
 * Writes a message of the orders stream into Apollo's cache: each order as the `Bet` it is (keyed by
 * bet id, so every view of it moves), and My Bets' matched and unmatched lists of its event gain or
 * lose it by the exchange's rule; a settled bet leaves both for its event's settled bets. A SNAPSHOT
 * (the stream's start, and its resume after a dropped socket) that no longer holds an open bet the
 * cache lists as unmatched means changes were missed: that event's lists are dropped from the cache
 * and read again once, the stream's recovery.
 */
export function ordersIntoCache(cache: ApolloCache, update: OrdersUpdate): void {
  const rows = update.orders;
  for (const row of rows) cache.writeFragment({ id: cache.identify({ __typename: 'Bet', betId: row.betId }), fragment: MyBets_bet, data: { ...row, __typename: 'Bet' } as MyBets_BetFragment });
  const eventOf = new Map(rows.map((row) => [row.betId, row.exEventId ?? eventOfMarket(cache, row.marketId)]));
  const open = new Set(rows.map((row) => row.betId));
  const stale = new Set<string>();
  if (update.kind === 'SNAPSHOT') {
    cache.modify<{ unmatchedBets: Reference[] }>({
      id: 'ROOT_QUERY',
      fields: {
        unmatchedBets(existing, { storeFieldName, readField }) {
          const eventId = eventIdOf(storeFieldName);
          if (eventId && existing.some((ref) => !open.has(readField<string>('betId', ref) ?? ''))) stale.add(eventId);
          return existing;
        },
      },
    });
  }
  cache.modify<{ matchedBets: Reference[]; unmatchedBets: Reference[] }>({
    id: 'ROOT_QUERY',
    fields: Object.fromEntries(
      LISTS.map(([field, belongs]) => [
        field,
        (existing: readonly Reference[], { storeFieldName, readField, toReference, DELETE }: { storeFieldName: string; readField: <T>(name: string, from: Reference) => T | undefined; toReference: (o: object) => Reference | undefined; DELETE: unknown }) => {
          const eventId = eventIdOf(storeFieldName);
          if (eventId && stale.has(eventId)) return DELETE;
          let list = [...existing];
          for (const row of rows) {
            const at = list.findIndex((ref) => readField<string>('betId', ref) === row.betId);
            const here = at >= 0 || (eventId !== null && eventOf.get(row.betId) === eventId);
            if (here && belongs(row) && at < 0) list = [...list, toReference({ __typename: 'Bet', betId: row.betId })!];
            else if (at >= 0 && !belongs(row)) list = list.filter((_, i) => i !== at);
          }
          return list.length === existing.length && list.every((ref, i) => ref === existing[i]) ? existing : list;
        },
      ]),
    ) as never,
  });
  settledIntoCache(cache, rows.filter(isSettled), eventOf);
}

/** A settled bet as the event's settled bets list it: its result (voided or settled) and profit or loss as the exchange sent them. */
const settledRowOf = (row: OrderRow): SettledRow & { __typename: 'BetHistoryRow' } => ({
  __typename: 'BetHistoryRow',
  betId: row.betId,
  marketName: row.marketName ?? row.marketId,
  selectionName: row.selectionName,
  type: row.type,
  line: row.line ?? null,
  oddsPrice: row.oddsPrice,
  averagePriceMatched: row.averagePriceMatched ?? null,
  sizeMatched: row.sizeMatched,
  state: row.status === 'VOIDED' ? 'VOIDED' : 'SETTLED',
  profitAndLoss: row.profitAndLoss ?? 0,
});

/**
 * A settled market's bets join the settled bets of their event where the cache holds them (newest
 * first), keyed by bet id: a resettlement's change replaces the bet's earlier outcome. Nothing is read.
 */
function settledIntoCache(cache: ApolloCache, settled: readonly OrderRow[], eventOf: ReadonlyMap<string, string | null>): void {
  if (settled.length === 0) return;
  cache.modify<{ settledBets: SettledRow[] }>({
    id: 'ROOT_QUERY',
    fields: {
      settledBets(existing, { storeFieldName, readField }) {
        const eventId = eventIdOf(storeFieldName);
        const mine = settled.filter((row) => eventId !== null && eventOf.get(row.betId) === eventId);
        if (mine.length === 0) return existing;
        const ids = new Set(mine.map((row) => row.betId));
        const kept = existing.filter((bet) => !ids.has(readField<string>('betId', bet as never) ?? ''));
        return [...mine.map(settledRowOf), ...kept];
      },
    },
  });
}

/** One push of the figures stream: an event's positions and event book after an order change. */
export type EventFigures = MyEventFiguresSubscription['myEventFigures'][number];

/** The exchange's figures after an order change, written where the MyBets (positions: the runners' profit and loss) and EventBook queries read them. */
export function figuresIntoCache(cache: ApolloCache, figures: readonly EventFigures[]): void {
  for (const { eventId, marketPositions, eventBook } of figures) cache.writeQuery({ query: EventFiguresQuery, variables: { eventId }, data: { marketPositions, eventBook } });
}

/**
 * The receipt's average matched price onto the bet (order pushes do not work it out; the exchange's
 * receipt does), whether the bet's push came before the receipt or comes after it (the Bet type
 * policy keeps a known average when a push brings none).
 */
export function receiptIntoCache(cache: ApolloCache, receipt: { betId: string; averagePriceMatched: number | null }): void {
  if (receipt.averagePriceMatched === null) return;
  const data = { __typename: 'Bet' as const, betId: receipt.betId, averagePriceMatched: receipt.averagePriceMatched };
  const id = cache.identify(data);
  if (id) cache.writeFragment({ id, fragment: BetAverage_bet, data });
}
