import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { graphql } from '@/gql/gql';
import type { MarketBook_MarketFragment, MarketDetailsQuery as MarketDetailsData, MarketKind } from '@/gql/graphql';
import type { LiveStore } from '@/lib/feed/book-store';
import type { MarketBook } from '@/lib/feed/feed';
import { marketBookOf } from '@/lib/feed/market-book-fragment';
import { useEventScore, useMarketBook, useMarketBooks } from '@/lib/feed/use-live';
import { EventHeader } from './event-header';
import { FancyMarkets } from './fancy-markets';
import { OddsGrid, type PricePick } from './odds-grid';
import styles from './market-details.module.css';

/** The one query of /marketdetails/{eventId}/{sportId} and /ballByBall/{sportId}/{eventId}. */
export const MarketDetailsEventFragment = graphql(`
  fragment MarketDetails_event on EventDetail {
    exEventId
    sportId
    videoId
    ...EventHeader_event
    markets {
      marketId
      exEventId
      kind
      ...MarketBook_market
      ...OddsGrid_market
      ...FancyMarkets_market
    }
  }
`);

export const MarketDetailsQuery = graphql(`
  query MarketDetails($eventId: ID!) {
    event(id: $eventId) {
      ...MarketDetails_event
    }
  }
`);

/**
 * The event as the exchange pushes it after each change of its markets (one added by a trading desk,
 * closed, suspended): written over the query's EventDetail in the cache (keyed by exEventId), so the
 * page shows a new market within the push, with no poll and no refetch.
 */
export const EventChangedSubscription = graphql(`
  subscription EventChanged($eventId: ID!) {
    eventChanged(eventId: $eventId) {
      ...MarketDetails_event
    }
  }
`);

export type EventDetail = MarketDetailsData['event'];

/** The markets a ball-by-ball page shows (`/ballByBall/{sportId}/{eventId}`): the next ball's. */
export const NEXT_BALL_KINDS: readonly MarketKind[] = ['ballByBall'];
type EventMarket = EventDetail['markets'][number];

/** The book the query brought, shown until the feed's first message. */
export function bookFromQuery(market: MarketBook_MarketFragment): MarketBook {
  return marketBookOf(market);
}

export interface MarketDetailsViewProps {
  event: EventDetail;
  store: LiveStore;
  /** The kinds of market this page shows (ball-by-ball pages show only next-ball markets). */
  kinds?: readonly MarketKind[];
  /** The bettor's profit or loss per runner of each market (matched bets), paise. */
  profitLoss: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** The same for the slip's market with the slip's bet added. */
  projected: { marketId: string; byRunner: ReadonlyMap<string, number> } | null;
  onPick: (pick: PricePick, market: { minStake: number; kind: MarketKind }) => void;
  onOpenBook: (market: { marketId: string; marketName: string }) => void;
  /** What goes under a runner market's grid (the cash-out panel where the bettor has a position). */
  belowGrid?: (market: EventMarket) => ReactNode;
  /** The bettor's whole-event book (event-book/), under the runner markets. */
  eventBook?: ReactNode;
}

const GRID_KINDS: readonly MarketKind[] = ['exchange', 'bookmaker', 'ballByBall', 'lottery'];

/**
 * Kinds whose markets follow one another on an event: a ball's Next Ball closes as the ball is bowled, and the
 * next ball's opens once the score is out. They arrive as two pushes of the event, a few hundred ms apart on a
 * busy box, and the page would drop the grid (everything below it jumping up) and put it back.
 */
const SUCCESSIVE_KINDS: readonly MarketKind[] = ['ballByBall'];
/** How long a closed successive market keeps its place for the next of its kind (a ball takes 6–10 s). */
export const HOLD_PLACE_MS = 15_000;

interface Place {
  market: EventMarket;
  index: number;
}

/** Where each successive kind's market stands among the grids. */
function placesOf(grids: readonly EventMarket[]): Map<MarketKind, Place> {
  const places = new Map<MarketKind, Place>();
  grids.forEach((market, index) => {
    if (SUCCESSIVE_KINDS.includes(market.kind) && !places.has(market.kind)) places.set(market.kind, { market, index });
  });
  return places;
}

/**
 * The grids as the page shows them: while the event is in play, a successive market that has left keeps its
 * place, shown closed, until the next of its kind opens in it or HOLD_PLACE_MS pass. So nothing below it moves
 * between balls.
 */
function useHeldPlaces(grids: readonly EventMarket[], inPlay: boolean): Array<{ market: EventMarket; held: boolean }> {
  const current = placesOf(grids);
  const [last, setLast] = useState<ReadonlyMap<MarketKind, Place>>(() => current);
  // The last place of each kind seen, kept from render to render (React's "information from previous renders").
  const moved = [...current].some(([kind, place]) => last.get(kind)?.market !== place.market || last.get(kind)?.index !== place.index);
  if (moved) setLast(new Map([...last, ...current]));
  const gone = [...last.keys()].filter((kind) => !current.has(kind));
  const goneKey = gone.join(' ');
  useEffect(() => {
    if (!goneKey) return;
    const timer = setTimeout(() => setLast((places) => new Map([...places].filter(([kind]) => !goneKey.split(' ').includes(kind)))), HOLD_PLACE_MS);
    return () => clearTimeout(timer);
  }, [goneKey]);
  const shown = grids.map((market) => ({ market, held: false }));
  if (!inPlay) return shown;
  for (const kind of gone) {
    const place = last.get(kind)!;
    shown.splice(Math.min(place.index, shown.length), 0, { market: place.market, held: true });
  }
  return shown;
}

/** The market page: event header and live score, odds grids, bookmaker, fancy markets. */
export function MarketDetailsView({ event, store, kinds, profitLoss, projected, onPick, onOpenBook, belowGrid, eventBook }: MarketDetailsViewProps) {
  const score = useEventScore(store, event.exEventId);
  const shown = event.markets.filter((m) => !kinds || kinds.includes(m.kind));
  const grids = useHeldPlaces(
    shown.filter((m) => GRID_KINDS.includes(m.kind) && m.runners.length > 0),
    event.inPlay,
  );
  const fancies = shown.filter((m) => m.kind === 'fancy');
  const pick = (market: EventMarket) => (p: PricePick) => onPick(p, { minStake: market.minStake, kind: market.kind });
  return (
    <div className={styles.page}>
      <EventHeader event={event} live={score} />
      {grids.map(({ market, held }) => (
        // A successive kind's grid is keyed by its kind: the next ball's market takes the closed one's place in the page.
        <Fragment key={SUCCESSIVE_KINDS.includes(market.kind) ? `place:${market.kind}` : market.marketId}>
          <LiveOddsGrid
            market={market}
            store={store}
            closed={held}
            profitLoss={profitLoss.get(market.marketId) ?? null}
            projected={projected?.marketId === market.marketId ? projected.byRunner : null}
            onPick={pick(market)}
          />
          {held ? null : belowGrid?.(market)}
        </Fragment>
      ))}
      {eventBook}
      {fancies.length > 0 ? <LiveFancyMarkets markets={fancies} store={store} onPick={onPick} onOpenBook={onOpenBook} /> : null}
      {grids.length === 0 && fancies.length === 0 ? <p className={styles.empty}>No markets are open on this event right now.</p> : null}
    </div>
  );
}

function LiveOddsGrid({ market, store, closed, ...rest }: { market: EventMarket; store: LiveStore; closed: boolean } & Omit<Parameters<typeof OddsGrid>[0], 'market' | 'book'>) {
  const live = useMarketBook(store, market.marketId) ?? bookFromQuery(market);
  return <OddsGrid market={market} book={closed ? { ...live, status: 'CLOSED' } : live} {...rest} />;
}

function LiveFancyMarkets({ markets, store, onPick, onOpenBook }: { markets: EventMarket[]; store: LiveStore } & Pick<MarketDetailsViewProps, 'onPick' | 'onOpenBook'>) {
  const books = useMarketBooks(store, markets.map((m) => m.marketId));
  const byId = new Map(markets.map((m) => [m.marketId, m]));
  return (
    <FancyMarkets
      rows={markets.map((market) => ({ market, book: books.get(market.marketId) ?? bookFromQuery(market) }))}
      onPick={(p) => {
        const market = byId.get(p.marketId)!;
        onPick(p, { minStake: market.minStake, kind: market.kind });
      }}
      onOpenBook={onOpenBook}
    />
  );
}
