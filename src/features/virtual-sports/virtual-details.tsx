import { useQuery, useReadQuery, type QueryRef } from '@apollo/client/react';
import { Link, useLoaderData } from 'react-router-dom';
import styles from '@/components/product-page.module.css';
import { StageHeading } from '@/components/product-schedule';
import type { MarketDetailsQuery as MarketDetailsData, VirtualNextQueryQuery } from '@/gql/graphql';
import { MarketDetailsRoute } from '@/features/market/public';
import { useEventScore } from '@/lib/feed/use-live';
import { formatEventClock } from '@/lib/format';
import { productState, type ProductState } from '@/lib/product-state';
import { useServices } from '@/lib/services';
import { formatCountdown, useNow } from '@/lib/use-now';
import { useProductLists } from '@/lib/product-lists';
import { VirtualNextLive, VirtualNextQuery } from './virtual-documents';
import { resultLine } from './virtual-score';
import { VirtualStage } from './virtual-stage';
import { byStartTime } from '@/lib/start-time';

const HEADLINE: Record<ProductState, string> = { upcoming: 'Starts in', suspended: 'Suspended — starts in', running: 'Running', settled: 'Result' };

type NextEvent = VirtualNextQueryQuery['virtualEvents'][number];

export interface VirtualDetailsViewProps {
  eventName: string;
  eventTime: string;
  state: ProductState;
  score: Record<string, unknown> | null | undefined;
  /** The next virtual event to offer (same kind first); null when none is scheduled. */
  next: NextEvent | null;
  now: number;
}

/** The event's stage: countdown, the race or match as it runs, then its result and the next event offered. */
export function VirtualDetailsView({ eventName, eventTime, state, score, next, now }: VirtualDetailsViewProps) {
  const result = state === 'settled' ? resultLine(score) : null;
  return (
    <section className={styles.panel} aria-label="Virtual event" data-state={state}>
      <div className={styles.row}>
        <StageHeading eventName={eventName} eventTime={eventTime} headline={HEADLINE[state]} />
        <span className={styles.countdown} aria-label="Time to start">
          {state === 'upcoming' || state === 'suspended' ? formatCountdown(eventTime, now) : '—'}
        </span>
        <span className={styles.chip} data-state={state}>
          {state === 'settled' ? 'Settled' : state === 'running' ? 'Live' : state === 'suspended' ? 'Suspended' : 'Open'}
        </span>
      </div>
      <VirtualStage score={score} waiting="The field is at the start: place your bets before the countdown ends." />
      {state === 'settled' ? (
        <p className={styles.empty} role="status">
          {result ? `Result: ${result}. ` : 'The event was void. '}Bets are settled.
        </p>
      ) : null}
      {next && state === 'settled' ? (
        <div className={styles.row}>
          <time className={styles.time} dateTime={next.eventTime}>
            {formatEventClock(next.eventTime)}
          </time>
          <span className={styles.name}>
            Next: {next.eventName}
            <span className={styles.meta}>Starts in {formatCountdown(next.eventTime, now)}</span>
          </span>
          <span />
          <Link className={styles.action} to={`/virtualdetails/${next.sportId}/${next.exEventId}`}>
            Bet on the next
          </Link>
        </div>
      ) : null}
    </section>
  );
}

/** The next event to offer after this one: the soonest upcoming of the same competition, else any. */
export function nextEventOf(events: readonly NextEvent[], current: { exEventId: string; tournamentName: string }, now: number): NextEvent | null {
  const upcoming = events.filter((e) => e.exEventId !== current.exEventId && Date.parse(e.eventTime) > now).sort(byStartTime);
  return upcoming.find((e) => e.tournamentName === current.tournamentName) ?? upcoming[0] ?? null;
}

/** `/virtualdetails/{sportId}/{eventId}` (both guards): the stage above the event's markets (bet slip and My Bets in the right column, as on any market). */
export function VirtualDetailsPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<MarketDetailsData>);
  const event = data.event;
  const services = useServices();
  const live = useEventScore(services.liveStore, event.exEventId);
  const now = useNow();
  // The schedule as the stream pushes it (at once, then on each change), or the list page's from the cache meanwhile.
  const schedule = useQuery(VirtualNextQuery, { fetchPolicy: 'cache-only' });
  useProductLists(VirtualNextLive, VirtualNextQuery);
  const status = live?.status ?? event.status;
  const inPlay = live?.inPlay ?? event.inPlay;
  const state = productState({ eventTime: event.eventTime, inPlay, status, markets: event.markets }, now);
  const next = nextEventOf(schedule.data?.virtualEvents ?? [], event, now);
  return (
    <>
      <VirtualDetailsView eventName={event.eventName} eventTime={event.eventTime} state={state} score={live?.score ?? event.score} next={next} now={now} />
      <MarketDetailsRoute />
    </>
  );
}
