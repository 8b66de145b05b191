import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData, useParams, useSearchParams, type Params } from 'react-router-dom';
import { addDays, subDays } from 'date-fns';
import { graphql } from '@/gql/gql';
import type { MyBetsHistoryQueryQuery, UserBetHistoryQueryQuery } from '@/gql/graphql';
import { dayKey, MAX_RANGE_DAYS, parseDay, rangeFromSearch, rangeOf, rangeVariables, type DayRange } from '@/features/account/shared/account-range';
import { usePendingHere, useSearchFilter, useSearchRange } from '@/features/account/shared/account-route-hooks';
import { MarketBetsView } from '@/features/account/profit-loss/market-bets-view';
import { MyBetsHistoryView, STATUS_FILTERS, type StatusFilter } from './my-bets-history-view';
import { profitLossCrumbs } from '@/features/account/profit-loss/profit-loss-paths';
import { sportIdOf } from '@/features/account/profit-loss/profit-loss-pages';

/** The one query of `/myBetshistory`. */
export const MyBetsHistoryQuery = graphql(`
  query MyBetsHistoryQuery($from: String!, $to: String!) {
    betHistory(from: $from, to: $to) {
      ...BetHistoryTable_bets
    }
  }
`);

/** The one query of `/userBetHistory/{marketId}/{sportsId}`: the market's bets and its settled result. */
export const UserBetHistoryQuery = graphql(`
  query UserBetHistoryQuery($betsFrom: String!, $betsTo: String!, $marketId: ID!, $from: String!, $to: String!, $sportId: Int!) {
    betHistory(from: $betsFrom, to: $betsTo, marketId: $marketId) {
      ...BetHistoryTable_bets
    }
    profitLoss(groupBy: MARKET, from: $from, to: $to, sportId: $sportId) {
      rows {
        key
        marketId
        profitAndLoss
        commission
        net
      }
    }
  }
`);

export const myBetsHistoryVariables = (_params: Params, url: URL) => rangeVariables(rangeFromSearch(url.searchParams, new Date()));

/**
 * A market's page looks at the range it was reached from (`?from=&to=`, as P&L passes it) for its
 * result, and at bets placed in the longest range ending with it, so a bet placed long before the
 * market settled is there too.
 */
export function userBetHistoryVariables(params: Params, url: URL) {
  const range = url.searchParams.has('from') ? rangeFromSearch(url.searchParams, new Date()) : rangeOf(dayKey(subDays(new Date(), MAX_RANGE_DAYS - 1)), dayKey(new Date()), new Date());
  const last = parseDay(range.to) ?? new Date();
  const betsRange: DayRange = { from: dayKey(subDays(addDays(last, 1), MAX_RANGE_DAYS)), to: range.to };
  const bets = rangeVariables(betsRange);
  return { ...rangeVariables(range), betsFrom: bets.from, betsTo: bets.to, marketId: params.marketId ?? '', sportId: sportIdOf(params.sportsId) };
}

/** `/myBetshistory` (token). */
export function MyBetsHistoryPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<MyBetsHistoryQueryQuery>);
  const [range, setRange] = useSearchRange();
  const [status, setStatus] = useSearchFilter<StatusFilter>(
    'status',
    STATUS_FILTERS.map((s) => s.value),
    'ALL',
  );
  const [search, setSearch] = useSearchParams();
  const sportId = search.get('sport') ?? 'ALL';
  const setSport = (next: string) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'ALL') params.delete('sport');
        else params.set('sport', next);
        return params;
      },
      { replace: true },
    );
  return (
    <MyBetsHistoryView
      bets={data.betHistory}
      range={range}
      status={status}
      sportId={sportId}
      onRangeChange={setRange}
      onStatusChange={setStatus}
      onSportChange={setSport}
      pending={usePendingHere()}
    />
  );
}

/** `/userBetHistory/{marketId}/{sportsId}` (both): the bets of one market, the bottom of the P&L drill-down. */
export function UserBetHistoryPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<UserBetHistoryQueryQuery>);
  const params = useParams();
  const [search] = useSearchParams();
  const marketId = params.marketId ?? '';
  const first = data.betHistory[0];
  const result = data.profitLoss.rows.find((r) => (r.marketId ?? r.key) === marketId) ?? null;
  const range = rangeFromSearch(search, new Date());
  const sportId = sportIdOf(params.sportsId);
  const eventId = search.get('eventId') ?? first?.exEventId;
  const marketName = first?.marketName ?? `Market ${marketId}`;
  const breadcrumbs = profitLossCrumbs(
    range,
    { sportId, sportName: first?.sportName ?? `Sport ${params.sportsId ?? ''}` },
    eventId ? { eventId, eventName: first?.eventName ?? `Event ${eventId}` } : undefined,
    { marketName },
  );
  return <MarketBetsView title={`Bet History: ${marketName}`} bets={data.betHistory} result={result} breadcrumbs={breadcrumbs} pending={usePendingHere()} />;
}
