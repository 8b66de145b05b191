import { useQuery, useReadQuery, type QueryRef } from '@apollo/client/react';
import { Link, useLoaderData } from 'react-router-dom';
import { SportIcon } from '@/components/icons';
import styles from '@/components/product-page.module.css';
import type { LotteryQueryQuery } from '@/gql/graphql';
import { formatEventClock } from '@/lib/format';
import { productState, type ProductState } from '@/lib/product-state';
import { formatCountdown, useNow } from '@/lib/use-now';
import { LotteryQuery } from './lottery-documents';
import { drawScoreOf } from './draw-state';

/** How often the draw list is read again (draws open, close and settle every few minutes). */
export const LOTTERY_POLL_MS = 5_000;
const LABEL: Record<ProductState, string> = { upcoming: 'Open', suspended: 'Suspended', running: 'Drawing', settled: 'Result' };

export type LotteryDraw = LotteryQueryQuery['lotteryDraws'][number];
export type LotteryResult = LotteryQueryQuery['productResults'][number];

export interface LotteryViewProps {
  draws: readonly LotteryDraw[];
  results: readonly LotteryResult[];
  /** The time now, ms (countdowns). */
  now: number;
}

/** A drawn number as balls, its last digit (what the Last Digit market settles on) marked. */
export function DrawBalls({ revealed, digits, label }: { revealed: readonly number[]; digits: number; label: string }) {
  return (
    <span className={styles.balls} role="img" aria-label={label}>
      {Array.from({ length: digits }, (_, i) => (
        <span key={i} className={styles.ball} data-state={i >= revealed.length ? 'hidden' : i === digits - 1 ? 'last' : 'shown'}>
          {i < revealed.length ? revealed[i] : '?'}
        </span>
      ))}
    </span>
  );
}

/** `/lottery`: the next draws with countdowns (open, drawing, suspended) and recent results. */
export function LotteryView({ draws, results, now }: LotteryViewProps) {
  const sorted = [...draws].sort((a, b) => a.eventTime.localeCompare(b.eventTime));
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="lottery-title">
        <h1 id="lottery-title" className={styles.heading}>
          <SportIcon sportId={66104} size={16} /> Lottery
        </h1>
        <h2 className={styles.subheading}>Next draws</h2>
        {sorted.length === 0 ? (
          <p className={styles.empty}>No draws are open right now. The next draw opens in a few minutes.</p>
        ) : (
          <ul className={styles.list}>
            {sorted.map((draw) => {
              const state = productState(draw, now);
              return (
                <li key={draw.exEventId} className={styles.row} data-state={state}>
                  <time className={styles.time} dateTime={draw.eventTime}>
                    {formatEventClock(draw.eventTime)}
                  </time>
                  <Link to={`/lotterydetails/${draw.exEventId}/${draw.sportId}`} className={styles.name}>
                    {draw.eventName}
                    <span className={styles.meta}>{draw.markets.map((m) => m.marketName).join(' · ')}</span>
                  </Link>
                  <span className={styles.countdown} aria-label="Time to draw">
                    {state === 'running' ? '—' : formatCountdown(draw.eventTime, now)}
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
      <section className={styles.panel} aria-labelledby="lottery-results">
        <h2 id="lottery-results" className={styles.subheading}>
          Recent results
        </h2>
        {results.length === 0 ? (
          <p className={styles.empty}>No draws have been made yet.</p>
        ) : (
          <ul className={styles.list}>
            {results.map((result) => {
              const drawn = drawScoreOf(result.score);
              return (
                <li key={result.exEventId} className={styles.row}>
                  <time className={styles.time} dateTime={result.eventTime}>
                    {formatEventClock(result.eventTime)}
                  </time>
                  <span className={styles.name}>{result.eventName}</span>
                  {drawn?.number !== null && drawn ? (
                    <DrawBalls revealed={drawn.revealed} digits={drawn.digits} label={`Drawn ${drawn.number}, last digit ${drawn.lastDigit}`} />
                  ) : (
                    <span className={styles.meta}>Void</span>
                  )}
                  <span className={styles.chip} data-state="settled">
                    {LABEL.settled}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

/** `/lottery` (open): the loader's query, polled so draws open, draw and settle on screen. */
export function LotteryPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<LotteryQueryQuery>);
  useQuery(LotteryQuery, { pollInterval: LOTTERY_POLL_MS, fetchPolicy: 'cache-first' });
  const now = useNow();
  return <LotteryView draws={data.lotteryDraws} results={data.productResults} now={now} />;
}
