import { useQuery, useReadQuery, type QueryRef } from '@apollo/client/react';
import { Link, useLoaderData } from 'react-router-dom';
import { SportIcon } from '@/components/icons';
import styles from '@/components/product-page.module.css';
import type { VirtualSportsQueryQuery } from '@/gql/graphql';
import { formatEventClock } from '@/lib/format';
import { productState, type ProductState } from '@/lib/product-state';
import { formatCountdown, useNow } from '@/lib/use-now';
import { VirtualSportsQuery } from './virtual-documents';
import { resultLine } from './virtual-score';

/** How often the schedule is read again (a race or match starts every few minutes). */
export const VIRTUAL_POLL_MS = 5_000;
const LABEL: Record<ProductState, string> = { upcoming: 'Open', suspended: 'Suspended', running: 'Live', settled: 'Result' };

export type VirtualEvent = VirtualSportsQueryQuery['virtualEvents'][number];
export type VirtualResult = VirtualSportsQueryQuery['productResults'][number];

export interface VirtualSportsViewProps {
  events: readonly VirtualEvent[];
  results: readonly VirtualResult[];
  now: number;
}

/** The favourite (shortest back price) of an event's first market, e.g. "Blue Harbour 2.4". */
function favouriteOf(event: VirtualEvent): string | null {
  const runners = event.markets[0]?.runners ?? [];
  const priced = runners.filter((r) => r.availableToBack[0]).sort((a, b) => a.availableToBack[0]!.price - b.availableToBack[0]!.price);
  const fav = priced[0];
  return fav ? `Fav ${fav.runnerName} ${fav.availableToBack[0]!.price}` : null;
}

/** `/virtualsports`: races and matches starting every few minutes, each with a countdown, and recent results. */
export function VirtualSportsView({ events, results, now }: VirtualSportsViewProps) {
  const sorted = [...events].sort((a, b) => a.eventTime.localeCompare(b.eventTime));
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="virtual-title">
        <h1 id="virtual-title" className={styles.heading}>
          <SportIcon sportId={66101} size={16} /> Virtual Sports
        </h1>
        <h2 className={styles.subheading}>Schedule</h2>
        {sorted.length === 0 ? (
          <p className={styles.empty}>No virtual events are scheduled right now. The next one opens in a few minutes.</p>
        ) : (
          <ul className={styles.list}>
            {sorted.map((event) => {
              const state = productState(event, now);
              return (
                <li key={event.exEventId} className={styles.row} data-state={state}>
                  <time className={styles.time} dateTime={event.eventTime}>
                    {formatEventClock(event.eventTime)}
                  </time>
                  <Link to={`/virtualdetails/${event.sportId}/${event.exEventId}`} className={styles.name}>
                    {event.eventName}
                    <span className={styles.meta}>
                      {event.tournamentName}
                      {favouriteOf(event) ? ` · ${favouriteOf(event)}` : ''}
                    </span>
                  </Link>
                  <span className={styles.countdown} aria-label="Time to start">
                    {state === 'running' ? '—' : formatCountdown(event.eventTime, now)}
                  </span>
                  <span className={styles.chip} data-state={state}>
                    {LABEL[state]}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="virtual-results">
        <h2 id="virtual-results" className={styles.subheading}>
          Recent results
        </h2>
        {results.length === 0 ? (
          <p className={styles.empty}>No virtual events have finished yet.</p>
        ) : (
          <ul className={styles.list}>
            {results.map((result) => (
              <li key={result.exEventId} className={styles.row}>
                <time className={styles.time} dateTime={result.eventTime}>
                  {formatEventClock(result.eventTime)}
                </time>
                <span className={styles.name}>
                  {result.eventName}
                  <span className={styles.meta}>{resultLine(result.score) ?? 'Void'}</span>
                </span>
                <span />
                <span className={styles.chip} data-state="settled">
                  {LABEL.settled}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** `/virtualsports` (login-enabled): the loader's query, polled so events open, run and settle on screen. */
export function VirtualSportsPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<VirtualSportsQueryQuery>);
  useQuery(VirtualSportsQuery, { pollInterval: VIRTUAL_POLL_MS, fetchPolicy: 'cache-first' });
  const now = useNow();
  return <VirtualSportsView events={data.virtualEvents} results={data.productResults} now={now} />;
}
