import { raceNameAt } from '@domain/race-name';
import { raceScoreOf } from '@domain/race-score';
import type { RaceResults_ResultFragment } from '@/gql/graphql';
import { RaceResult } from './race-card';
import styles from './race-card.module.css';

/** How many finished races the results panel shows. */
export const RESULTS_SHOWN = 5;

/** The last few finished races: time, name, then winner and placed runners with their starting prices. */
export function RaceResults({ results }: { results: readonly RaceResults_ResultFragment[] }) {
  const shown = results.slice(0, RESULTS_SHOWN);
  return (
    <section className={styles.panel} aria-labelledby="race-results-title">
      <h2 id="race-results-title" className={styles.heading}>
        Results
      </h2>
      {shown.length === 0 ? (
        <p className={styles.empty}>No race has finished yet today.</p>
      ) : (
        <ul className={styles.results}>
          {shown.map((result) => (
            <li key={result.exEventId} className={styles.resultRow} data-event-id={result.exEventId}>
              <strong>{raceNameAt(result.eventName, result.eventTime)}</strong>
              <RaceResult score={raceScoreOf(result.score)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
