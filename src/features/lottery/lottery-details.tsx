import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router-dom';
import type { MarketDetailsQuery as MarketDetailsData } from '@/gql/graphql';
import { MarketDetailsRoute } from '@/features/market/public';
import { useEventScore } from '@/lib/feed/use-live';
import { productState } from '@/lib/product-state';
import { useServices } from '@/lib/services';
import { useNow } from '@/lib/use-now';
import { DrawBanner } from './draw-banner';
import { drawScoreOf } from './draw-state';

/**
 * `/lotterydetails/{eventId}/{id}` (login-enabled): the draw's state (countdown, digits drawn, the
 * number) above its markets, which bet through the same bet slip and My Bets as exchange markets.
 */
export function LotteryDetailsPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<MarketDetailsData>);
  const event = data.event;
  const services = useServices();
  const live = useEventScore(services.liveStore, event.exEventId);
  const now = useNow();
  const status = live?.status ?? event.status;
  const inPlay = live?.inPlay ?? event.inPlay;
  const state = productState({ eventTime: event.eventTime, inPlay, status, markets: event.markets }, now);
  return (
    <>
      <DrawBanner eventName={event.eventName} eventTime={event.eventTime} state={state} score={drawScoreOf(live?.score ?? event.score)} now={now} />
      <MarketDetailsRoute />
    </>
  );
}
