import { useQuery, useReadQuery, useSubscription, type QueryRef } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { MarketDetailsQuery as MarketDetailsData, MarketKind, MyBetsQuery as MyBetsData } from '@/gql/graphql';
import { EventChangedSubscription, MarketDetailsView, NEXT_BALL_KINDS, type EventDetail } from './market-details-view';
import type { PricePick } from './odds-grid';
import { RunnerToolsProvider } from './ladder/runner-tools';
import { EventBookContainer } from './event-book/event-book-container';
import { slipWhatIf } from './event-book/slip-what-if';
import { useSlipPick } from './use-slip-pick';
import { MyBetsQuery } from '@/features/bets/public';
import { CashOutContainer, useCashOutMarkets } from '@/features/cash-out/public';
import { toOdds100 } from '@domain/ladder';
import { profitLossByRunner, type PositionBet } from '@domain/positions';
import type { BetSelection } from '../../../machines/bet-slip.types';
import { useLiveFeed } from '@/lib/feed/use-live';
import { AppActor, useChild, useSessionView } from '@/lib/app-actor';
import { useServices } from '@/lib/services';

/** The slip's bet as a position on a runner or outcome (a fancy line has no runner to project on). */
function slipPosition(selection: BetSelection, price: number, stake: number): PositionBet | null {
  switch (selection.kind) {
    case 'exchange':
    case 'bookmaker':
      return { runnerId: selection.runnerId, side: selection.side, odds100: toOdds100(price), stake };
    case 'outcome':
      return { runnerId: selection.outcomeId, side: selection.side, odds100: toOdds100(selection.odds), stake };
    case 'fancy':
      return null;
  }
}

/** Matched profit or loss per runner of each runner market where the bettor has bets: the exchange's figures, through the gateway. */
function profitLossOf(positions: MyBetsData['marketPositions']) {
  const result = new Map<string, ReadonlyMap<string, number>>();
  for (const position of positions) {
    if (position.runners.some((r) => r.profit !== 0)) result.set(position.marketId, new Map(position.runners.map((r) => [r.runnerId, r.profit])));
  }
  return result;
}

/** The market's position with the slip's bet added (the slip's part by the exchange's rule, from domain/). */
function projectionOf(market: EventDetail['markets'][number], base: ReadonlyMap<string, number> | undefined, slipBet: PositionBet) {
  const slipLine = profitLossByRunner(market.runners.map((r) => r.runnerId), [slipBet]);
  return new Map(market.runners.map((r) => [r.runnerId, (base?.get(r.runnerId) ?? 0) + (slipLine.get(r.runnerId) ?? 0)]));
}

/** A market page wired: live feed, bet slip, My Bets positions, Book popup. */
function MarketScreen({ kinds }: { kinds?: readonly MarketKind[] }) {
  const services = useServices();
  const { data } = useReadQuery(useLoaderData() as QueryRef<MarketDetailsData>);
  const event = data.event;
  // The event as the exchange pushes it after each change of its markets (new next-ball and fancy lines,
  // a desk's new market, closes, suspensions): it lands on the loader's EventDetail in the cache. No poll.
  useSubscription(EventChangedSubscription, { variables: { eventId: event.exEventId } });
  const { loggedIn } = useSessionView();
  const app = AppActor.useActorRef();
  const slip = useChild('betSlip');
  const selection = useSelector(slip, (s) => (s.matches('editing') ? s.context.selection : null));
  const slipPrice = useSelector(slip, (s) => s.context.price);
  const slipStake = useSelector(slip, (s) => s.context.stake);

  const shownMarkets = event.markets.filter((m) => !kinds || kinds.includes(m.kind));
  useLiveFeed(services.feed, services.liveStore, event.sportId, shownMarkets.map((m) => m.marketId), event.exEventId);

  // Read once; the orders stream keeps it current in the cache (src/features/bets/orders-cache.ts), and its resume recovers a dropped socket: no poll.
  const bets = useQuery(MyBetsQuery, { variables: { eventId: event.exEventId }, skip: !loggedIn });
  const positions = useMemo(() => (loggedIn ? (bets.data?.marketPositions ?? []) : []), [loggedIn, bets.data]);
  const profitLoss = useMemo(() => profitLossOf(positions), [positions]);
  const withCashOut = useCashOutMarkets(`${event.exEventId}:${loggedIn}`, positions);
  const unmatched = useMemo(() => (loggedIn ? (bets.data?.unmatchedBets ?? []) : []), [loggedIn, bets.data]);

  const projected = useMemo(() => {
    if (!selection || slipStake <= 0) return null;
    const market = event.markets.find((m) => m.marketId === selection.marketId);
    if (!market || market.runners.length === 0) return null;
    const slipBet = slipPosition(selection, slipPrice, slipStake);
    if (!slipBet) return null;
    return { marketId: market.marketId, byRunner: projectionOf(market, profitLoss.get(market.marketId), slipBet) };
  }, [event, profitLoss, selection, slipPrice, slipStake]);

  const whatIf = useMemo(() => slipWhatIf(selection, slipPrice, slipStake, event.markets), [event.markets, selection, slipPrice, slipStake]);
  const hasEventBook = !kinds && event.markets.some((m) => m.kind === 'exchange' || m.kind === 'bookmaker' || m.kind === 'fancy');

  // The one price click of every screen with prices (the race card too): login dialog for a visitor, else the slip.
  const onPick = useSlipPick();

  const fillFromLadder = (pick: PricePick, marketId: string) => {
    const market = event.markets.find((m) => m.marketId === marketId);
    if (market) onPick(pick, market);
  };

  return (
    <RunnerToolsProvider eventId={event.exEventId} onFillSlip={fillFromLadder}>
      <MarketDetailsView
        event={event}
        store={services.liveStore}
        kinds={kinds}
        profitLoss={profitLoss}
        projected={projected}
        onPick={onPick}
        onOpenBook={(market) => app.send({ type: 'book.open', market })}
        eventBook={loggedIn && hasEventBook ? <EventBookContainer eventId={event.exEventId} slip={whatIf} /> : null}
        belowGrid={(market) =>
          loggedIn && market.kind === 'exchange' && withCashOut.has(market.marketId) ? (
            <CashOutContainer marketId={market.marketId} marketName={market.marketName} runners={market.runners} position={positions.find((p) => p.marketId === market.marketId)?.runners ?? []} unmatched={unmatched} />
          ) : null
        }
      />
    </RunnerToolsProvider>
  );
}

/** `/marketdetails/{eventId}/{sportId}` (login-enabled): every market of the event. */
export function MarketDetailsRoute() {
  return <MarketScreen />;
}

/** `/ballByBall/{sportId}/{eventId}` (login-enabled): the event's next-ball markets. */
export function BallByBallRoute() {
  return <MarketScreen kinds={NEXT_BALL_KINDS} />;
}
