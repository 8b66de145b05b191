import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { graphql } from '@/gql/gql';
import { marketBookOf } from '@/lib/feed/market-book-fragment';
import { useMarketBooks, useLiveFeed } from '@/lib/feed/use-live';
import { AppActor, useChild, useSessionView } from '@/lib/app-actor';
import { useServices } from '@/lib/services';
import type { BetSide } from '../../../machines/bet-slip.types';
import { ListOdds } from './list-odds';

/** The match odds of a whole list of events, in one call; live prices then come from the market books. */
export const ListOddsQuery = graphql(`
  query ListOdds($eventIds: [ID!]!) {
    matchOdds(eventIds: $eventIds) {
      exEventId
      kind
      marketName
      minStake
      ...MarketBook_market
      runners {
        runnerName
      }
    }
  }
`);

/**
 * The odds cells of one sport's event list: one batched query for the list's events, one live book
 * per market (shared with any other screen watching it), and a click that opens the bet slip.
 */
export function useListOdds(sportId: number, eventIds: readonly string[]): (exEventId: string) => React.ReactNode {
  const services = useServices();
  const { loggedIn } = useSessionView();
  const app = AppActor.useActorRef();
  const slip = useChild('betSlip');
  const key = eventIds.join(',');
  const ids = useMemo(() => (key ? key.split(',') : []), [key]);
  const { data } = useQuery(ListOddsQuery, { variables: { eventIds: ids }, skip: ids.length === 0 });
  const markets = useMemo(() => data?.matchOdds ?? [], [data]);
  const marketIds = useMemo(() => markets.map((m) => m.marketId), [markets]);
  useLiveFeed(services.feed, services.liveStore, sportId, marketIds, null);
  const books = useMarketBooks(services.liveStore, marketIds);
  const byEvent = useMemo(() => new Map(markets.map((m) => [m.exEventId, m])), [markets]);

  const pick = useCallback(
    (market: (typeof markets)[number], runner: { runnerId: string; runnerName: string }, side: BetSide, price: number) => {
      if (!loggedIn) {
        app.send({ type: 'popup.open', name: 'login' });
        return;
      }
      slip.send({ type: 'settings.change', minStake: market.minStake });
      slip.send({ type: 'selection.choose', selection: { kind: 'exchange', marketId: market.marketId, runnerName: runner.runnerName, side, runnerId: runner.runnerId, price } });
    },
    [app, loggedIn, slip],
  );

  return (exEventId) => {
    const market = byEvent.get(exEventId);
    if (!market) return null;
    return <ListOdds market={market} book={books.get(market.marketId) ?? marketBookOf(market)} onPick={(runner, side, price) => pick(market, runner, side, price)} />;
  };
}
