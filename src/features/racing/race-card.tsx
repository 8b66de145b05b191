import { Link } from 'react-router-dom';
import { raceNameAt } from '@domain/race-name';
import { placingsOf, type RaceScore } from '@domain/race-score';
import { raceStage, type RaceStage } from '@domain/race-stage';
import type { EventScore, MarketBook } from '@/lib/feed/feed';
import { formatCountdown } from '@/lib/use-now';
import { formatOdds, type PricePick } from '@/features/market/public';
import { RaceRunners, type RaceMarket } from './race-runners';
import styles from './race-card.module.css';

export interface CardRace {
  exEventId: string;
  sportId: number;
  eventName: string;
  eventTime: string;
  tournamentName: string;
  inPlay: boolean;
}

/** Where the race's win market stands: on its way, failed to load, or here (null: the race has none open). */
export type MarketLoad = { state: 'loading' } | { state: 'error'; retry: () => void } | { state: 'ready'; market: RaceMarket | null; book: MarketBook | null };

export interface RaceCardProps {
  race: CardRace;
  market: MarketLoad;
  /** The score feed's latest for the race; undefined before its first message. */
  score: EventScore | undefined;
  /** The page's one clock (every card counts down from it). */
  now: number;
  onPick: (pick: PricePick, market: { minStake: number }) => void;
}

const STAGE_LABELS: Record<RaceStage['stage'], string> = { upcoming: 'Upcoming', off: 'Off', running: 'In play', result: 'Result', abandoned: 'Abandoned' };

/** The race's stage from what the card knows: the list, the score feed and the win market's book. */
export function stageOf(race: CardRace, score: EventScore | undefined, book: MarketBook | null, now: number): RaceStage {
  return raceStage({
    eventTime: race.eventTime,
    now,
    status: score?.status ?? (race.inPlay ? 'IN_PLAY' : 'SCHEDULED'),
    inPlay: score?.inPlay ?? race.inPlay,
    marketStatus: book?.status ?? null,
    score: score?.score ?? null,
  });
}

/**
 * One race of the card, Betfair style: the off time and the race's name (rebuilt from its start time,
 * so the two agree), a countdown to the off, then the off (suspended), the running order from the score
 * feed and the result; the runners with their live back and lay prices beside them until the result.
 */
export function RaceCard({ race, market, score, now, onPick }: RaceCardProps) {
  const book = market.state === 'ready' ? market.book : null;
  const stage = stageOf(race, score, book, now);
  const titleId = `race-${race.exEventId}`;
  return (
    <section className={styles.race} aria-labelledby={titleId} data-stage={stage.stage} data-event-id={race.exEventId}>
      <header className={styles.raceHead}>
        <h2 className={styles.title} id={titleId}>
          {/* The name rebuilt from the start time: its clock is the off time (the only time shown), so the two cannot disagree. */}
          <Link to={`/marketdetails/${race.exEventId}/${race.sportId}`}>{raceNameAt(race.eventName, race.eventTime)}</Link>
          <span className={styles.meeting}>{race.tournamentName}</span>
        </h2>
        {stage.stage === 'upcoming' ? (
          <span className={styles.countdown} aria-label="Time to the off" role="timer">
            {formatCountdown(race.eventTime, now)}
          </span>
        ) : null}
        <span className={styles.stage} data-stage={stage.stage}>
          {STAGE_LABELS[stage.stage]}
        </span>
      </header>
      <StageBody stage={stage} market={market} onPick={onPick} />
    </section>
  );
}

function StageBody({ stage, market, onPick }: { stage: RaceStage; market: MarketLoad; onPick: RaceCardProps['onPick'] }) {
  if (stage.stage === 'result') return <RaceResult score={stage.score} />;
  if (stage.stage === 'abandoned') return <p className={styles.note}>This race was abandoned; bets on it are void.</p>;
  return (
    <>
      {stage.stage === 'off' ? (
        <p className={styles.note} role="status">
          {market.state === 'ready' && market.book?.status === 'SUSPENDED' ? 'They’re off: the market is suspended until it turns in play.' : 'At the off: waiting for the race to go in play.'}
        </p>
      ) : null}
      {stage.stage === 'running' ? <RunningOrder score={stage.score} /> : null}
      <MarketPart market={market} onPick={onPick} />
    </>
  );
}

function MarketPart({ market, onPick }: { market: MarketLoad; onPick: RaceCardProps['onPick'] }) {
  if (market.state === 'loading')
    return (
      <p className={styles.placeholder} role="status">
        Loading runners and prices…
      </p>
    );
  if (market.state === 'error')
    return (
      <div className={styles.placeholder} role="alert">
        Runners and prices could not be loaded.
        <button type="button" className={styles.retry} onClick={market.retry}>
          Try again
        </button>
      </div>
    );
  if (!market.market || !market.book) return <p className={styles.note}>No win market is open on this race.</p>;
  return <RaceRunners market={market.market} book={market.book} onPick={onPick} />;
}

/** The running order as the score feed has it, leader first, with the distance still to run. */
function RunningOrder({ score }: { score: RaceScore }) {
  return (
    <>
      <p className={styles.note}>
        Running order · {score.furlongsLeft}f to run of {score.distance}f
      </p>
      <ol className={styles.order} aria-label="Running order">
        {score.order.map((runnerId) => (
          <li key={runnerId} className={styles.placeName}>
            {score.names[runnerId] ?? runnerId}
          </li>
        ))}
      </ol>
    </>
  );
}

/** The winner and placed runners with their starting prices. */
export function RaceResult({ score }: { score: RaceScore | null }) {
  if (!score) return <p className={styles.note}>Result to follow.</p>;
  return (
    <ol className={styles.order} aria-label="Result">
      {placingsOf(score).map((p) => (
        <li key={p.runnerId}>
          <span className={styles.placeName}>{p.runnerName}</span>
          {p.sp !== null ? <span className={styles.sp}>SP {formatOdds(p.sp)}</span> : null}
        </li>
      ))}
    </ol>
  );
}
