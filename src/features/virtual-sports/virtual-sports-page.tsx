import { useQuery, useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router-dom';
import styles from '@/components/product-page.module.css';
import { ResultRow, ResultsPanel, SchedulePanel, ScheduleRow } from '@/components/product-schedule';
import type { VirtualSportsQueryQuery } from '@/gql/graphql';
import type { ProductState } from '@/lib/product-state';
import { useNow } from '@/lib/use-now';
import { VirtualSportsQuery } from './virtual-documents';
import { resultLine } from './virtual-score';
import { byStartTime } from '@/lib/start-time';

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
                {favouriteOf(event) ? ` · ${favouriteOf(event)}` : ''}
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

/** `/virtualsports` (login-enabled): the loader's query, polled so events open, run and settle on screen. */
export function VirtualSportsPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<VirtualSportsQueryQuery>);
  useQuery(VirtualSportsQuery, { pollInterval: VIRTUAL_POLL_MS, fetchPolicy: 'cache-first' });
  const now = useNow();
  return <VirtualSportsView events={data.virtualEvents} results={data.productResults} now={now} />;
}
