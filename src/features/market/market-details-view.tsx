import { Fragment, type ReactNode } from 'react';
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

/** The market page: event header and live score, odds grids, bookmaker, fancy markets. */
export function MarketDetailsView({ event, store, kinds, profitLoss, projected, onPick, onOpenBook, belowGrid, eventBook }: MarketDetailsViewProps) {
  const score = useEventScore(store, event.exEventId);
  const shown = event.markets.filter((m) => !kinds || kinds.includes(m.kind));
  const grids = shown.filter((m) => GRID_KINDS.includes(m.kind) && m.runners.length > 0);
  const fancies = shown.filter((m) => m.kind === 'fancy');
  const pick = (market: EventMarket) => (p: PricePick) => onPick(p, { minStake: market.minStake, kind: market.kind });
  return (
    <div className={styles.page}>
      <EventHeader event={event} live={score} />
      {grids.map((market) => (
        <Fragment key={market.marketId}>
          <LiveOddsGrid
            market={market}
            store={store}
            profitLoss={profitLoss.get(market.marketId) ?? null}
            projected={projected?.marketId === market.marketId ? projected.byRunner : null}
            onPick={pick(market)}
          />
          {belowGrid?.(market)}
        </Fragment>
      ))}
      {eventBook}
      {fancies.length > 0 ? <LiveFancyMarkets markets={fancies} store={store} onPick={onPick} onOpenBook={onOpenBook} /> : null}
      {grids.length === 0 && fancies.length === 0 ? <p className={styles.empty}>No markets are open on this event right now.</p> : null}
    </div>
  );
}

function LiveOddsGrid({ market, store, ...rest }: { market: EventMarket; store: LiveStore } & Omit<Parameters<typeof OddsGrid>[0], 'market' | 'book'>) {
  const book = useMarketBook(store, market.marketId);
  return <OddsGrid market={market} book={book ?? bookFromQuery(market)} {...rest} />;
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
