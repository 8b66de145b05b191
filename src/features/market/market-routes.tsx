import { useQuery, useReadQuery, type QueryRef } from '@apollo/client/react';
import { useMemo } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { MarketDetailsQuery as MarketDetailsData, MarketKind, MyBets_BetFragment } from '@/gql/graphql';
import { MarketDetailsQuery, MarketDetailsView, type EventDetail } from './market-details-view';
import type { PricePick } from './odds-grid';
import { MyBetsQuery } from '@/features/bets/bet-documents';
import { profitLossByRunner, type PositionBet } from './positions';
import { useLiveFeed } from '@/lib/feed/use-live';
import { BetSlipActor } from '@/app/actors';
import { useLayoutContext } from '@/app/layout/layout-context';
import { useApp } from '@/app/services-context';
import { useSessionView } from '@/features/auth/session-hooks';

/**
 * How often My Bets (and the per-runner profit and loss) is read again on a market page — a
 * fallback: the live myOrders subscription (useLiveAccount) refreshes it when an order changes.
 */
export const MY_BETS_POLL_MS = 30_000;
/** How often the event's market list is read again (markets open and close: next ball, new fancy lines). */
export const EVENT_POLL_MS = 10_000;

const NEXT_BALL: readonly MarketKind[] = ['ballByBall'];

/** A matched bet's position: what it matched at (its average price), not what it asked. */
const positionOf = (bet: MyBets_BetFragment): PositionBet => ({ runnerId: bet.runnerId, side: bet.side, price: bet.averagePriceMatched ?? bet.oddsPrice, size: bet.sizeMatched });

/** Profit or loss per runner of each runner market of the event, from the matched bets. */
function profitLossOf(event: EventDetail, matched: readonly MyBets_BetFragment[]) {
  const result = new Map<string, ReadonlyMap<string, number>>();
  for (const market of event.markets) {
    const bets = matched.filter((b) => b.marketId === market.marketId && b.sizeMatched > 0).map(positionOf);
    if (bets.length > 0 && market.runners.length > 0) result.set(market.marketId, profitLossByRunner(market.runners.map((r) => r.runnerId), bets));
  }
  return result;
}

/** A market page wired: live feed, bet slip, My Bets positions, Book popup. */
function MarketScreen({ kinds }: { kinds?: readonly MarketKind[] }) {
  const { services } = useApp();
  const { data } = useReadQuery(useLoaderData() as QueryRef<MarketDetailsData>);
  const event = data.event;
  // The loader's query, polled: its answers land in the cache the page reads.
  useQuery(MarketDetailsQuery, { variables: { eventId: event.exEventId }, pollInterval: EVENT_POLL_MS, fetchPolicy: 'cache-first' });
  const { loggedIn } = useSessionView();
  const layout = useLayoutContext();
  const slip = BetSlipActor.useActorRef();
  const selection = BetSlipActor.useSelector((s) => (s.matches('editing') ? s.context.selection : null));
  const slipPrice = BetSlipActor.useSelector((s) => s.context.price);
  const slipStake = BetSlipActor.useSelector((s) => s.context.stakeMinor);

  const shownMarkets = event.markets.filter((m) => !kinds || kinds.includes(m.kind));
  useLiveFeed(services.feed, services.liveStore, event.sportId, shownMarkets.map((m) => m.marketId), event.exEventId);

  const bets = useQuery(MyBetsQuery, { variables: { eventId: event.exEventId }, skip: !loggedIn, pollInterval: MY_BETS_POLL_MS });
  const matched = useMemo(() => (loggedIn ? (bets.data?.matchedBets ?? []) : []), [loggedIn, bets.data]);
  const profitLoss = useMemo(() => profitLossOf(event, matched), [event, matched]);

  const projected = useMemo(() => {
    if (!selection || slipStake <= 0) return null;
    const market = event.markets.find((m) => m.marketId === selection.marketId);
    if (!market || market.runners.length === 0) return null;
    const slipBet: PositionBet = { runnerId: selection.runnerId, side: selection.side, price: slipPrice, size: slipStake };
    const own = matched.filter((b) => b.marketId === market.marketId && b.sizeMatched > 0).map(positionOf);
    return { marketId: market.marketId, byRunner: profitLossByRunner(market.runners.map((r) => r.runnerId), [...own, slipBet]) };
  }, [event, matched, selection, slipPrice, slipStake]);

  const onPick = (pick: PricePick, market: { minStake: number }) => {
    if (!loggedIn) {
      layout.openPopup('login');
      return;
    }
    slip.send({ type: 'settings.change', minStake: market.minStake / 100 });
    slip.send({ type: 'selection.choose', selection: { marketId: pick.marketId, runnerId: pick.runnerId, runnerName: pick.runnerName, side: pick.side, price: pick.price } });
  };

  return (
    <MarketDetailsView
      event={event}
      store={services.liveStore}
      kinds={kinds}
      profitLoss={profitLoss}
      projected={projected}
      onPick={onPick}
      onOpenBook={(market) => (loggedIn ? layout.openBook(market) : layout.openPopup('login'))}
    />
  );
}

/** `/marketdetails/{eventId}/{sportId}` (login-enabled): every market of the event. */
export function MarketDetailsRoute() {
  return <MarketScreen />;
}

/** `/ballByBall/{sportId}/{eventId}` (login-enabled): the event's next-ball markets. */
export function BallByBallRoute() {
  return <MarketScreen kinds={NEXT_BALL} />;
}
