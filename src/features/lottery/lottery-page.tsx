import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router-dom';
import styles from '@/components/product-page.module.css';
import { ResultRow, ResultsPanel, SchedulePanel, ScheduleRow } from '@/components/product-schedule';
import type { LotteryQueryQuery } from '@/gql/graphql';
import type { ProductState } from '@/lib/product-state';
import { useNow } from '@/lib/use-now';
import { LotteryLive, LotteryQuery } from './lottery-documents';
import { useProductLists } from '@/lib/product-lists';
import { drawScoreOf } from './draw-state';
import { byStartTime } from '@/lib/start-time';

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
  const sorted = [...draws].sort(byStartTime);
  return (
    <div className={styles.page}>
      <SchedulePanel id="lottery-title" sportId={66104} title="Lottery" subheading="Next draws" emptyText="No draws are open right now. The next draw opens in a few minutes.">
        {sorted.map((draw) => (
          <ScheduleRow
            key={draw.exEventId}
            event={draw}
            to={`/lotterydetails/${draw.exEventId}/${draw.sportId}`}
            meta={draw.markets.map((m) => m.marketName).join(' · ')}
            now={now}
            labels={LABEL}
            countdownLabel="Time to draw"
          />
        ))}
      </SchedulePanel>
      <ResultsPanel id="lottery-results" emptyText="No draws have been made yet.">
        {results.map((result) => {
          const drawn = drawScoreOf(result.score);
          return (
            <ResultRow
              key={result.exEventId}
              eventTime={result.eventTime}
              name={<span className={styles.name}>{result.eventName}</span>}
              outcome={
                drawn?.number !== null && drawn ? (
                  <DrawBalls revealed={drawn.revealed} digits={drawn.digits} label={`Drawn ${drawn.number}, last digit ${drawn.lastDigit}`} />
                ) : (
                  <span className={styles.meta}>Void</span>
                )
              }
              labels={LABEL}
            />
          );
        })}
      </ResultsPanel>
    </div>
  );
}

/** `/lottery` (open): the loader's query, kept current from the stream so draws open, draw and settle on screen. */
export function LotteryPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<LotteryQueryQuery>);
  useProductLists(LotteryLive, LotteryQuery);
  const now = useNow();
  return <LotteryView draws={data.lotteryDraws} results={data.productResults} now={now} />;
}
