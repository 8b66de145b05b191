import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router-dom';
import styles from '@/components/product-page.module.css';
import { ResultRow, ResultsPanel, SchedulePanel, ScheduleRow } from '@/components/product-schedule';
import type { VirtualSportsQueryQuery } from '@/gql/graphql';
import type { ProductState } from '@/lib/product-state';
import type { MarketBook } from '@/lib/feed/feed';
import { useLiveFeed, useMarketBooks } from '@/lib/feed/use-live';
import { useProductLists } from '@/lib/product-lists';
import { useServices } from '@/lib/services';
import { useNow } from '@/lib/use-now';
import { VirtualSportsLive, VirtualSportsQuery } from './virtual-documents';
import { resultLine } from './virtual-score';
import { byStartTime } from '@/lib/start-time';

const LABEL: Record<ProductState, string> = { upcoming: 'Open', suspended: 'Suspended', running: 'Live', settled: 'Result' };

export type VirtualEvent = VirtualSportsQueryQuery['virtualEvents'][number];
export type VirtualResult = VirtualSportsQueryQuery['productResults'][number];

export interface VirtualSportsViewProps {
  events: readonly VirtualEvent[];
  results: readonly VirtualResult[];
  now: number;
  /** Live books of the events' first markets by market id (the query's prices until the feed's first message). */
  books?: ReadonlyMap<string, MarketBook | undefined>;
}

/** The favourite (shortest back price) of an event's first market, e.g. "Blue Harbour 2.4": from its live book once it has one. */
function favouriteOf(event: VirtualEvent, book: MarketBook | undefined): string | null {
  const market = event.markets[0];
  if (!market) return null;
  const names = new Map(market.runners.map((r) => [r.runnerId, r.runnerName]));
  const prices = book ? book.runners.map((r) => ({ runnerId: r.runnerId, price: r.availableToBack[0]?.price })) : market.runners.map((r) => ({ runnerId: r.runnerId, price: r.availableToBack[0]?.price }));
  const fav = prices.filter((r): r is { runnerId: string; price: number } => r.price !== undefined && names.has(r.runnerId)).sort((a, b) => a.price - b.price)[0];
  return fav ? `Fav ${names.get(fav.runnerId)} ${fav.price}` : null;
}

/** `/virtualsports`: races and matches starting every few minutes, each with a countdown, and recent results. */
export function VirtualSportsView({ events, results, now, books }: VirtualSportsViewProps) {
  const sorted = [...events].sort(byStartTime);
  return (
    <div className={styles.page}>
      <SchedulePanel id="virtual-title" sportId={66101} title="Virtual Sports" subheading="Schedule" emptyText="No virtual events are scheduled right now. The next one opens in a few minutes.">
        {sorted.map((event) => (
          <ScheduleRow
            key={event.exEventId}
            event={event}
            to={`/virtualdetails/${event.sportId}/${event.exEventId}`}
            meta={
              <>
                {event.tournamentName}
                {favouriteLine(favouriteOf(event, books?.get(event.markets[0]?.marketId ?? '')))}
              </>
            }
            now={now}
            labels={LABEL}
            countdownLabel="Time to start"
          />
        ))}
      </SchedulePanel>
      <ResultsPanel id="virtual-results" emptyText="No virtual events have finished yet.">
        {results.map((result) => (
          <ResultRow
            key={result.exEventId}
            eventTime={result.eventTime}
            name={
              <span className={styles.name}>
                {result.eventName}
                <span className={styles.meta}>{resultLine(result.score) ?? 'Void'}</span>
              </span>
            }
            outcome={<span />}
            labels={LABEL}
          />
        ))}
      </ResultsPanel>
    </div>
  );
}

const favouriteLine = (favourite: string | null) => (favourite ? ` · ${favourite}` : '');

/**
 * `/virtualsports` (login-enabled): the loader's query, kept current from the stream so events open,
 * run and settle on screen; the favourites' prices move with each event's first market's live book.
 */
export function VirtualSportsPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<VirtualSportsQueryQuery>);
  useProductLists(VirtualSportsLive, VirtualSportsQuery);
  const services = useServices();
  const marketIds = data.virtualEvents.flatMap((e) => (e.markets[0] ? [e.markets[0].marketId] : []));
  useLiveFeed(services.feed, services.liveStore, 66101, marketIds, null);
  const books = useMarketBooks(services.liveStore, marketIds);
  const now = useNow();
  return <VirtualSportsView events={data.virtualEvents} results={data.productResults} now={now} books={books} />;
}
