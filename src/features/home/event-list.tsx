import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SportIcon, StarIcon } from '@/components/icons';
import { graphql } from '@/gql/gql';
import type { EventList_EventsFragment } from '@/gql/graphql';
import { formatEventClock, formatEventDay } from '@/lib/format';
import styles from './event-list.module.css';
import { byStartTime } from '@/lib/start-time';

export const EventList_events = graphql(`
  fragment EventList_events on Event {
    exEventId
    sportId
    eventName
    eventTime
    inPlay
    tournamentName
  }
`);

export type ListedEvent = EventList_EventsFragment;

/** In-play events first, then by start time. */
export function inPlayFirst<T extends Pick<ListedEvent, 'inPlay' | 'eventTime'>>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => Number(b.inPlay) - Number(a.inPlay) || byStartTime(a, b));
}

/** Where an event's page is: lottery events have their own details page. */
export function eventPath(event: Pick<ListedEvent, 'exEventId' | 'sportId'>): string {
  return event.sportId === 66104 ? `/lotterydetails/${event.exEventId}/${event.sportId}` : `/marketdetails/${event.exEventId}/${event.sportId}`;
}

export interface EventListProps {
  sportId: number;
  sportName: string;
  events: readonly ListedEvent[];
  /** Stars show for logged-in bettors only. */
  favourites: ReadonlySet<string> | null;
  onToggleFavourite: (exEventId: string) => void;
  locale?: string;
  /** The live match odds beside each event (absent: none shown). */
  oddsFor?: (exEventId: string) => ReactNode;
  /** An in-play event's live score, under its name (absent: the line stays empty). */
  scoreFor?: (event: ListedEvent) => ReactNode;
}

/** One sport's events: in-play first with their live score, start times in the bettor's locale, a star to keep favourites. */
export function EventList({ sportId, sportName, events, favourites, onToggleFavourite, locale, oddsFor, scoreFor }: EventListProps) {
  const sorted = inPlayFirst(events);
  const headingId = `sport-${sportId}-heading`;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        <SportIcon sportId={sportId} size={16} />
        <span className={styles.sportName}>{sportName}</span>
        <span className={styles.count}>{events.length}</span>
      </h2>
      {sorted.length === 0 ? (
        <p className={styles.empty}>No {sportName.toLowerCase()} events are open right now.</p>
      ) : (
        <ul className={styles.list}>
          {sorted.map((event) => {
            const starred = favourites?.has(event.exEventId) ?? false;
            return (
              <li key={event.exEventId} className={styles.row} data-state={event.inPlay ? 'inPlay' : 'scheduled'} data-event-id={event.exEventId}>
                {favourites ? (
                  <button
                    type="button"
                    className={styles.star}
                    data-state={starred ? 'on' : 'off'}
                    aria-pressed={starred}
                    aria-label={starred ? `Remove ${event.eventName} from favourites` : `Add ${event.eventName} to favourites`}
                    onClick={() => onToggleFavourite(event.exEventId)}
                  >
                    <StarIcon size={15} filled={starred} />
                  </button>
                ) : null}
                <span className={styles.when}>
                  {event.inPlay ? (
                    <span className={styles.live}>In-Play</span>
                  ) : (
                    <time dateTime={event.eventTime} className={styles.time}>
                      <span className={styles.day}>{formatEventDay(event.eventTime, undefined, locale)}</span>
                      <span>{formatEventClock(event.eventTime, locale)}</span>
                    </time>
                  )}
                </span>
                <Link to={eventPath(event)} className={styles.event}>
                  <span className={styles.eventName}>{event.eventName}</span>
                  {/* The score's line is there from the first frame, so the row does not grow when the score comes. */}
                  {event.inPlay ? <span className={styles.score}>{scoreFor?.(event)}</span> : null}
                  <span className={styles.competition}>{event.tournamentName}</span>
                </Link>
                {oddsFor?.(event.exEventId)}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
