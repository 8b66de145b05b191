import { SportIcon } from '@/components/icons';
import type { RaceResults_ResultFragment } from '@/gql/graphql';
import { Fragment, type ReactNode } from 'react';
import { byStartTime } from '@/lib/start-time';
import type { CardRace } from './race-card';
import { RaceResults } from './race-results';
import styles from './race-card.module.css';

export interface HorseRacingViewProps {
  /** The day's races, upcoming and in play (finished ones move to the results). */
  races: readonly CardRace[];
  results: readonly RaceResults_ResultFragment[];
  /** One race's card (RaceCard, live on the page, from fixtures in stories). */
  cardOf: (race: CardRace) => ReactNode;
}

/**
 * The race card: every race of the day in start order, each with its runners and live prices, a
 * countdown to the off, then in play and its result; the last finished races under them. A race the
 * results already hold is not listed twice.
 */
export function HorseRacingView({ races, results, cardOf }: HorseRacingViewProps) {
  const finished = new Set(results.map((r) => r.exEventId));
  const sorted = races.filter((race) => !finished.has(race.exEventId)).sort(byStartTime);
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="racing-title">
        <h1 id="racing-title" className={styles.heading}>
          <SportIcon sportId={7} size={16} /> Horse Racing
        </h1>
        {sorted.length === 0 ? <p className={styles.empty}>No races today: the next meeting&rsquo;s card appears here when its races open.</p> : null}
      </section>
      {sorted.map((race) => (
        <Fragment key={race.exEventId}>{cardOf(race)}</Fragment>
      ))}
      <RaceResults results={results} />
    </div>
  );
}
