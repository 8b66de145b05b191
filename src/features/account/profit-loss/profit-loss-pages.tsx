import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData, useNavigate, useParams, type Params } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { ProfitLossEventQueryQuery, ProfitLossMarketQueryQuery, ProfitLossQueryQuery } from '@/gql/graphql';
import { rangeFromSearch, rangeOf, rangeVariables, type DayRange } from '@/features/account/shared/account-range';
import { usePendingHere, useSearchRange } from '@/features/account/shared/account-route-hooks';
import { ProfitLossView } from './profit-loss-view';
import { profitLossCrumbs, profitLossPaths } from './profit-loss-paths';

/** The one query of `/profitloss`: by sport, with the cumulative series. */
export const ProfitLossQuery = graphql(`
  query ProfitLossQuery($from: String!, $to: String!) {
    profitLoss(groupBy: SPORT, from: $from, to: $to) {
      ...ProfitLossView_report
    }
  }
`);

/** The one query of `/profitlossEvent/{sportId}/{startDate}/{endDate}`. */
export const ProfitLossEventQuery = graphql(`
  query ProfitLossEventQuery($from: String!, $to: String!, $sportId: Int!) {
    profitLoss(groupBy: EVENT, from: $from, to: $to, sportId: $sportId) {
      ...ProfitLossView_report
    }
  }
`);

/** The one query of `/profitlossMarket/{sportsId}/{eventId}/{startDate}/{endDate}`. */
export const ProfitLossMarketQuery = graphql(`
  query ProfitLossMarketQuery($from: String!, $to: String!, $sportId: Int!, $eventId: ID!) {
    profitLoss(groupBy: MARKET, from: $from, to: $to, sportId: $sportId, eventId: $eventId) {
      ...ProfitLossView_report
    }
  }
`);

/** A sport id from the path; -1 (matches nothing) when it is not a whole number. */
export const sportIdOf = (text: string | undefined): number => (text && /^\d{1,9}$/.test(text) ? Number(text) : -1);
const pathRange = (params: Params) => rangeOf(params.startDate, params.endDate, new Date());

export const profitLossVariables = (_params: Params, url: URL) => rangeVariables(rangeFromSearch(url.searchParams, new Date()));
export const profitLossEventVariables = (params: Params) => ({ ...rangeVariables(pathRange(params)), sportId: sportIdOf(params.sportId) });
export const profitLossMarketVariables = (params: Params) => ({ ...rangeVariables(pathRange(params)), sportId: sportIdOf(params.sportsId), eventId: params.eventId ?? '' });

/** `/profitloss` (token): by sport, with the chart. */
export function ProfitLossPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<ProfitLossQueryQuery>);
  const [range, setRange] = useSearchRange();
  return (
    <ProfitLossView
      level="sport"
      title="Betting Profit and Loss"
      report={data.profitLoss}
      range={range}
      onRangeChange={setRange}
      rowLink={(r) => profitLossPaths.event(r.sportId, range)}
      chart
      pending={usePendingHere()}
    />
  );
}

/** `/profitlossEvent/{sportId}/{startDate}/{endDate}` (both): one sport by event. */
export function ProfitLossEventPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<ProfitLossEventQueryQuery>);
  const params = useParams();
  const navigate = useNavigate();
  const range = pathRange(params);
  const sportId = sportIdOf(params.sportId);
  const sportName = data.profitLoss.rows[0]?.sportName ?? `Sport ${params.sportId ?? ''}`;
  return (
    <ProfitLossView
      level="event"
      title={`Profit and Loss: ${sportName}`}
      report={data.profitLoss}
      range={range}
      onRangeChange={(next: DayRange) => navigate(profitLossPaths.event(sportId, next))}
      rowLink={(r) => profitLossPaths.market(r.sportId, r.eventId ?? r.key, range)}
      breadcrumbs={profitLossCrumbs(range, { sportId, sportName })}
      pending={usePendingHere()}
    />
  );
}

/** `/profitlossMarket/{sportsId}/{eventId}/{startDate}/{endDate}` (both): one event by market. */
export function ProfitLossMarketPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<ProfitLossMarketQueryQuery>);
  const params = useParams();
  const navigate = useNavigate();
  const range = pathRange(params);
  const sportId = sportIdOf(params.sportsId);
  const eventId = params.eventId ?? '';
  const first = data.profitLoss.rows[0];
  const sportName = first?.sportName ?? `Sport ${params.sportsId ?? ''}`;
  const eventName = first?.eventName ?? `Event ${eventId}`;
  return (
    <ProfitLossView
      level="market"
      title={`Profit and Loss: ${eventName}`}
      report={data.profitLoss}
      range={range}
      onRangeChange={(next: DayRange) => navigate(profitLossPaths.market(sportId, eventId, next))}
      rowLink={(r) => profitLossPaths.bets(r.marketId ?? r.key, r.sportId, range, eventId)}
      breadcrumbs={profitLossCrumbs(range, { sportId, sportName }, { eventId, eventName })}
      pending={usePendingHere()}
    />
  );
}
