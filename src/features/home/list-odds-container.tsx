import { useQuery } from '@apollo/client/react';
import { memo, useCallback, useEffect, useMemo } from 'react';
import { graphql } from '@/gql/gql';
import type { ListOddsQuery as ListOddsResult } from '@/gql/graphql';
import { marketBookOf } from '@/lib/feed/market-book-fragment';
import type { LiveStore } from '@/lib/feed/book-store';
import { useMarketBook } from '@/lib/feed/use-live';
import { AppActor, useChild, useSessionView } from '@/lib/app-actor';
import { startInSteps } from '@/lib/progressive';
import { useServices } from '@/lib/services';
import type { BetSide } from '../../../machines/bet-slip.types';
import { ListOdds, ListOddsLoading } from './list-odds';

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
        role
      }
    }
  }
`);

/** An event of a list, with its sport (which live source its market's prices come from). */
export interface ListedEventRef {
  exEventId: string;
  sportId: number;
}

/**
 * The odds cells of one sport's event list: one batched query for the list's events, one live book
 * per market (shared with any other screen watching it), and a click that opens the bet slip.
 */
export function useListOdds(sportId: number, eventIds: readonly string[]): (exEventId: string) => React.ReactNode {
  const events = useMemo(() => eventIds.map((exEventId) => ({ exEventId, sportId })), [eventIds, sportId]);
  return useEventListOdds(events);
}

/**
 * The same for a list of events of any sports (search results, a competition's events): `compact`
 * shows back prices only, for narrow lists.
 */
export function useEventListOdds(events: readonly ListedEventRef[], options: { compact?: boolean } = {}): (exEventId: string) => React.ReactNode {
  const services = useServices();
  const { loggedIn } = useSessionView();
  const app = AppActor.useActorRef();
  const slip = useChild('betSlip');
  const key = events.map((e) => `${e.exEventId}:${e.sportId}`).join(',');
  const { ids, sportOf } = useMemo(() => {
    const pairs = key ? key.split(',').map((pair) => pair.split(':') as [string, string]) : [];
    return { ids: pairs.map(([id]) => id), sportOf: new Map(pairs.map(([id, sport]) => [id, Number(sport)])) };
  }, [key]);
  // Not through the cache: these books only seed the live ones (the live store takes over), and
  // normalising every market, runner and price level of a list cost a long task per list on a phone.
  const { data } = useQuery(ListOddsQuery, { variables: { eventIds: ids }, skip: ids.length === 0, fetchPolicy: 'no-cache' });
  const markets = useMemo(() => data?.matchOdds ?? [], [data]);
  const feedKey = markets.map((m) => `${m.marketId}:${sportOf.get(m.exEventId) ?? 0}`).join(',');
  // One live subscription per market, a few per idle moment: the query's prices show meanwhile.
  useEffect(
    () =>
      startInSteps(feedKey ? feedKey.split(',') : [], (pair) => {
        const [marketId, sport] = pair.split(':') as [string, string];
        return services.feed.watchMarket(marketId, Number(sport), (book) => services.liveStore.pushBook(book));
      }),
    [services, feedKey],
  );
  const byEvent = useMemo(() => new Map(markets.map((m) => [m.exEventId, m])), [markets]);

  const pick = useCallback(
    (market: ListedMarket, runner: { runnerId: string; runnerName: string }, side: BetSide, price: number) => {
      if (!loggedIn) {
        app.send({ type: 'popup.open', name: 'login' });
        return;
      }
      slip.send({ type: 'settings.change', minStake: market.minStake });
      slip.send({ type: 'selection.choose', selection: { kind: 'exchange', marketId: market.marketId, runnerName: runner.runnerName, side, runnerId: runner.runnerId, price } });
    },
    [app, loggedIn, slip],
  );

  const compact = options.compact ?? false;
  // While the query is on its way every row keeps a place of the odds' size (no shift when they come).
  const loading = ids.length > 0 && !data;
  return (exEventId) => {
    if (loading) return <ListOddsLoading compact={compact} />;
    const market = byEvent.get(exEventId);
    if (!market) return null;
    return <LiveListOdds market={market} store={services.liveStore} compact={compact} onPick={pick} />;
  };
}

type ListedMarket = ListOddsResult['matchOdds'][number];

/**
 * One row's odds, subscribed to its own market's book: a price change re-renders that row's cells,
 * not the whole list (a list of 40 events would otherwise render 40 rows per tick).
 */
const LiveListOdds = memo(function LiveListOdds({ market, store, compact, onPick }: { market: ListedMarket; store: LiveStore; compact: boolean; onPick: (market: ListedMarket, runner: { runnerId: string; runnerName: string }, side: BetSide, price: number) => void }) {
  const live = useMarketBook(store, market.marketId);
  const book = useMemo(() => live ?? marketBookOf(market), [live, market]);
  const pickHere = useCallback((runner: { runnerId: string; runnerName: string }, side: BetSide, price: number) => onPick(market, runner, side, price), [onPick, market]);
  return <ListOdds market={market} book={book} compact={compact} onPick={pickHere} />;
});
