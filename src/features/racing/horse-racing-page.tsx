import { useQuery, useReadQuery, type QueryRef } from '@apollo/client/react';
import { memo, useCallback, useMemo } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { HorseRacingQueryQuery, RaceMarketsQuery as RaceMarketsData } from '@/gql/graphql';
import type { LiveStore } from '@/lib/feed/book-store';
import { marketBookOf } from '@/lib/feed/market-book-fragment';
import { useEventScore, useMarketBook } from '@/lib/feed/use-live';
import { useServices } from '@/lib/services';
import { useNow } from '@/lib/use-now';
import { useSlipPick, type PricePick } from '@/features/market/public';
import { HorseRacingView } from './horse-racing-view';
import { RaceCard, type CardRace, type MarketLoad } from './race-card';
import { HorseRacingLive, HorseRacingQuery, RaceMarketsQuery } from './race-card-documents';
import { useProductLists } from '@/lib/product-lists';
import { useRaceFeed } from './use-race-feed';

export { HorseRacingQuery } from './race-card-documents';

type RaceMarket = RaceMarketsData['matchOdds'][number];
type LoadState = MarketLoad['state'];

/** `/horseRacing/{sportId}` (login-enabled): the race card. */
export function HorseRacingPage() {
  const services = useServices();
  const { data } = useReadQuery(useLoaderData() as QueryRef<HorseRacingQueryQuery>);
  // The loader's query, kept current from the stream: new races open, finished ones move to the results.
  useProductLists(HorseRacingLive, HorseRacingQuery);
  // One clock for every countdown of the page.
  const now = useNow(1_000);
  const onPick = useSlipPick();

  const eventIds = useMemo(() => data.racingEvents.map((race) => race.exEventId), [data.racingEvents]);
  // Not through the cache: these books only seed the live ones (as the event lists' odds do).
  const markets = useQuery(RaceMarketsQuery, { variables: { eventIds }, skip: eventIds.length === 0, fetchPolicy: 'no-cache' });
  // While a changed card's markets are read again, the races still on it keep theirs (and their live books stay subscribed).
  const shown = markets.data ?? markets.previousData;
  const byEvent = useMemo(() => new Map((shown?.matchOdds ?? []).map((m) => [m.exEventId, m])), [shown]);
  const marketIds = useMemo(() => [...byEvent.values()].map((m) => m.marketId), [byEvent]);
  useRaceFeed(services.feed, services.liveStore, marketIds, eventIds);

  const refetch = markets.refetch;
  const retry = useCallback(() => void refetch(), [refetch]);
  const state: LoadState = markets.error && !shown ? 'error' : shown ? 'ready' : 'loading';

  return (
    <HorseRacingView
      races={data.racingEvents}
      results={data.racingResults}
      cardOf={(race) => <LiveRaceCard race={race} state={state} market={byEvent.get(race.exEventId) ?? null} retry={retry} store={services.liveStore} now={now} onPick={onPick} />}
    />
  );
}

interface LiveRaceCardProps {
  race: CardRace;
  state: LoadState;
  /** The race's win market once the markets query answered; null when it has none open. */
  market: RaceMarket | null;
  retry: () => void;
  store: LiveStore;
  now: number;
  onPick: (pick: PricePick, market: { minStake: number }) => void;
}

/** A race's card reading its own win market book and score from the live store (a price change renders this card only). */
const LiveRaceCard = memo(function LiveRaceCard({ race, state, market, retry, store, now, onPick }: LiveRaceCardProps) {
  const live = useMarketBook(store, market?.marketId ?? '');
  const score = useEventScore(store, race.exEventId);
  const card = useMemo(() => (market ? { marketId: market.marketId, minStake: market.minStake, runners: market.runners.map((r) => ({ runnerId: r.runnerId, runnerName: r.runnerName, metadata: r.metadata ?? null })) } : null), [market]);
  const queried = useMemo(() => (market ? marketBookOf(market) : null), [market]);
  const load: MarketLoad = useMemo(() => (state === 'ready' ? { state, market: card, book: live ?? queried } : state === 'error' ? { state, retry } : { state }), [state, card, live, queried, retry]);
  return <RaceCard race={race} market={load} score={score} now={now} onPick={onPick} />;
});
