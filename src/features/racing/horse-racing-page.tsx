import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { Link, useLoaderData } from 'react-router-dom';
import { SportIcon } from '@/components/icons';
import { graphql } from '@/gql/gql';
import type { HorseRacingQueryQuery, HorseRacingView_RacesFragment } from '@/gql/graphql';
import { formatEventClock, formatEventDay } from '@/lib/format';
import styles from './horse-racing-page.module.css';
import { byStartTime } from '@/lib/start-time';

export const HorseRacingView_races = graphql(`
  fragment HorseRacingView_races on Event {
    exEventId
    sportId
    eventName
    eventTime
    tournamentName
    inPlay
  }
`);

/** The one query of /horseRacing/{sportId}. */
export const HorseRacingQuery = graphql(`
  query HorseRacingQuery {
    racingEvents {
      exEventId
      ...HorseRacingView_races
    }
  }
`);

export interface HorseRacingViewProps {
  races: readonly HorseRacingView_RacesFragment[];
}

/** Today's races by meeting, in start order. */
export function HorseRacingView({ races }: HorseRacingViewProps) {
  const sorted = [...races].sort(byStartTime);
  return (
    <section className={styles.panel} aria-labelledby="racing-title">
      <h1 id="racing-title" className={styles.heading}>
        <SportIcon sportId={7} size={16} /> Horse Racing
      </h1>
      {sorted.length === 0 ? (
        <p className={styles.empty}>No races are open right now.</p>
      ) : (
        <ul className={styles.list}>
          {sorted.map((race) => (
            <li key={race.exEventId} className={styles.row}>
              <time className={styles.time} dateTime={race.eventTime}>
                <span className={styles.day}>{formatEventDay(race.eventTime)}</span>
                <span>{formatEventClock(race.eventTime)}</span>
              </time>
              <Link to={`/marketdetails/${race.exEventId}/${race.sportId}`} className={styles.race}>
                {race.eventName}
              </Link>
              <span className={styles.meeting}>{race.tournamentName}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** `/horseRacing/{sportId}` (login-enabled). */
export function HorseRacingPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<HorseRacingQueryQuery>);
  return <HorseRacingView races={data.racingEvents} />;
}
