import productStyles from '@/components/product-page.module.css';
import { matchScoreOf, raceScoreOf, type MatchScore, type RaceScore } from './virtual-score';
import styles from './virtual-stage.module.css';

/** The race as it runs: one lane per runner, each marker at the distance covered; the places once finished. */
export function RaceTrack({ race }: { race: RaceScore }) {
  const order = race.finishOrder ?? [...race.runners].sort((a, b) => b.covered - a.covered).map((r) => r.runnerId);
  const place = new Map(order.map((id, i) => [id, i + 1]));
  return (
    <div className={styles.stage} role="group" aria-label="Race">
      {race.runners.map((runner) => (
        <div key={runner.runnerId} className={styles.lane} data-place={place.get(runner.runnerId)}>
          <span className={styles.runner}>{runner.runnerName}</span>
          <span className={styles.track}>
            <span className={styles.horse} style={{ left: `${Math.min(100, (runner.covered / race.distance) * 100)}%` }} />
          </span>
          <span className={styles.place} aria-label={`${runner.runnerName} ${race.finishOrder ? 'finished' : 'running'} ${place.get(runner.runnerId)}`}>
            {race.finishOrder ? `#${place.get(runner.runnerId)}` : `${Math.round(runner.covered)}m`}
          </span>
        </div>
      ))}
    </div>
  );
}

/** The match as it runs: the score, a 90-minute bar with each goal marked, and the goal list. */
export function MatchTimeline({ match }: { match: MatchScore }) {
  return (
    <div className={styles.stage} role="group" aria-label="Match">
      <div className={styles.scoreboard}>
        <span>{match.homeName}</span>
        <span className={styles.score} aria-label="Score">
          {match.home} – {match.away}
        </span>
        <span>{match.awayName}</span>
      </div>
      <div className={styles.clock} role="img" aria-label={`Minute ${match.minute} of 90`}>
        <span className={styles.elapsed} style={{ width: `${(match.minute / 90) * 100}%` }} />
        {match.goals.map((goal, i) => (
          <span key={i} className={styles.goal} data-side={goal.side} style={{ left: `${(goal.minute / 90) * 100}%` }} />
        ))}
      </div>
      <ul className={styles.goals}>
        <li>{match.minute >= 90 ? 'Full time' : `${match.minute}′`}</li>
        {match.goals.map((goal, i) => (
          <li key={i}>
            Goal {goal.minute}′ {goal.side === 'home' ? match.homeName : match.awayName}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A virtual event's visual from its scoreboard; before the start, what is about to happen. */
export function VirtualStage({ score, waiting }: { score: Record<string, unknown> | null | undefined; waiting: string }) {
  const race = raceScoreOf(score);
  if (race) return <RaceTrack race={race} />;
  const match = matchScoreOf(score);
  if (match) return <MatchTimeline match={match} />;
  return <p className={productStyles.empty}>{waiting}</p>;
}
