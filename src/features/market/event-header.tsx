import { SportIcon } from '@/components/icons';
import { graphql } from '@/gql/gql';
import type { EventHeader_EventFragment } from '@/gql/graphql';
import type { EventScore } from '@/lib/feed/feed';
import { formatEventTime } from '@/lib/format';
import { compactScore, scoreLines } from '@/lib/score/score-lines';
import styles from './event-header.module.css';

export const EventHeader_event = graphql(`
  fragment EventHeader_event on EventDetail {
    exEventId
    sportId
    sportName
    eventName
    eventTime
    tournamentName
    inPlay
    status
    score
  }
`);

export interface EventHeaderProps {
  event: EventHeader_EventFragment;
  /** The live score and state; the query's until the first message. */
  live: EventScore | null | undefined;
}

/** The market page's header: event, competition, in-play state or start time, live score. */
export function EventHeader({ event, live }: EventHeaderProps) {
  const inPlay = live?.inPlay ?? event.inPlay;
  const status = live?.status ?? event.status;
  const score = live?.score ?? event.score ?? null;
  const lines = scoreLines(event.eventName, score);
  return (
    <header className={styles.header} data-state={inPlay ? 'in-play' : status === 'FINISHED' ? 'finished' : 'scheduled'}>
      <div className={styles.title}>
        <SportIcon sportId={event.sportId} size={18} />
        <div>
          <h1 className={styles.name}>{event.eventName}</h1>
          <p className={styles.meta} data-score={lines.length > 0 ? 'shown' : undefined}>
            {event.sportName} · {event.tournamentName}
          </p>
          {lines.length > 0 ? (
            // Phones: the score in the competition's place, one line, so the odds start in the first third of the screen.
            <p className={styles.phoneScore} aria-hidden="true" data-testid="phone-score">
              {compactScore(event.eventName, lines)}
            </p>
          ) : null}
        </div>
        <span className={styles.state}>
          {inPlay ? (
            <span className={styles.live}>
              <span className={styles.dot} aria-hidden="true" /> In-Play
            </span>
          ) : status === 'FINISHED' ? (
            'Finished'
          ) : (
            <time dateTime={event.eventTime}>{formatEventTime(event.eventTime)}</time>
          )}
        </span>
      </div>
      {lines.length > 0 ? (
        <dl className={styles.score} aria-label="Score">
          {lines.map((line) => (
            <div key={line.label} className={styles.scoreLine} data-active={line.active ? 'true' : undefined}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </header>
  );
}
