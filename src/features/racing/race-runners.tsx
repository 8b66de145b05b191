import { memo, useCallback } from 'react';
import type { MarketBook, PriceSize } from '@/lib/feed/feed';
import { PriceCell, formatOdds, runnerPick, type PricePick } from '@/features/market/public';
import styles from './race-card.module.css';

/** A runner of a race's win market with its race card entry (stall, jockey, trainer, age, weight, form). */
export interface RaceRunner {
  runnerId: string;
  runnerName: string;
  metadata?: Record<string, unknown> | null;
}

export interface RaceMarket {
  marketId: string;
  minStake: number;
  runners: readonly RaceRunner[];
}

/** Back prices run third best → best towards the middle, lay prices best → third best (as the market grid). */
const BACK_LEVELS = [2, 1, 0] as const;
const LAY_LEVELS = [0, 1, 2] as const;
const EMPTY: PriceSize[] = [];

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/** "R. Moore · J. Gosden · 4yo 9-3 · form 1-2-1": the race card line under a runner's name. */
export function cardLine(metadata: RaceRunner['metadata']): string {
  if (!metadata) return '';
  const age = text(metadata.age);
  const parts = [text(metadata.jockey), text(metadata.trainer), [age ? `${age}yo` : null, text(metadata.weight)].filter(Boolean).join(' ') || null, metadata.form ? `form ${text(metadata.form)}` : null];
  return parts.filter(Boolean).join(' · ');
}

export interface RaceRunnersProps {
  market: RaceMarket;
  book: MarketBook;
  onPick: (pick: PricePick, market: { minStake: number }) => void;
}

/**
 * The runners of a race with their live prices beside them: the market grid's own price cells (a click
 * opens the bet slip as on a market page), SUSPENDED over the prices while the market takes no bets.
 */
export function RaceRunners({ market, book, onPick }: RaceRunnersProps) {
  const open = book.status === 'OPEN';
  const byRunner = new Map(book.runners.map((r) => [r.runnerId, r]));
  const pick = useCallback((p: PricePick) => onPick(p, market), [onPick, market]);
  return (
    <div className={styles.body}>
      <table className={styles.runners} aria-label="Runners and prices">
        <thead>
          <tr>
            <th scope="col" className={styles.runnersHead}>
              {market.runners.length} runners
            </th>
            {BACK_LEVELS.map((level) => (
              <th key={`b${level}`} scope="col" className={styles.sideHead} data-level={level}>
                {level === 0 ? 'Back' : <span className="visually-hidden">Back, level {level + 1}</span>}
              </th>
            ))}
            {LAY_LEVELS.map((level) => (
              <th key={`l${level}`} scope="col" className={styles.sideHead} data-level={level}>
                {level === 0 ? 'Lay' : <span className="visually-hidden">Lay, level {level + 1}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {market.runners.map((runner) => {
            const prices = byRunner.get(runner.runnerId);
            return (
              <RunnerRow
                key={runner.runnerId}
                marketId={market.marketId}
                runner={runner}
                back={prices?.availableToBack ?? EMPTY}
                lay={prices?.availableToLay ?? EMPTY}
                lastTraded={prices?.lastTradedPrice ?? null}
                disabled={!open}
                onPick={pick}
              />
            );
          })}
        </tbody>
      </table>
      {book.status === 'SUSPENDED' ? (
        <div className={styles.overlay} role="status">
          Suspended
        </div>
      ) : null}
    </div>
  );
}

interface RunnerRowProps {
  marketId: string;
  runner: RaceRunner;
  back: readonly PriceSize[];
  lay: readonly PriceSize[];
  lastTraded: number | null;
  disabled: boolean;
  onPick: (pick: PricePick) => void;
}

const RunnerRow = memo(function RunnerRow({ marketId, runner, back, lay, lastTraded, disabled, onPick }: RunnerRowProps) {
  const { runnerId, runnerName } = runner;
  const pickBack = useCallback((price: number) => onPick(runnerPick('exchange', marketId, { runnerId, runnerName }, 'BACK', price)), [onPick, marketId, runnerId, runnerName]);
  const pickLay = useCallback((price: number) => onPick(runnerPick('exchange', marketId, { runnerId, runnerName }, 'LAY', price)), [onPick, marketId, runnerId, runnerName]);
  const stall = text(runner.metadata?.stall);
  const line = cardLine(runner.metadata);
  return (
    <tr className={styles.row} data-runner-id={runnerId}>
      <th scope="row" className={styles.runner}>
        <span className={styles.runnerLine}>
          {stall ? (
            <span className={styles.stall} title="Stall">
              {stall}
            </span>
          ) : null}
          <span className={styles.runnerName}>{runnerName}</span>
          {lastTraded !== null ? (
            <span className={styles.ltp} title="Last traded price">
              LTP {formatOdds(lastTraded)}
            </span>
          ) : null}
        </span>
        {line ? <span className={styles.card}>{line}</span> : null}
      </th>
      {BACK_LEVELS.map((level) => (
        <PriceCell key={`b${level}`} side="back" level={level} price={back[level]?.price ?? null} size={back[level]?.size ?? null} disabled={disabled} label={`Back ${runnerName}`} onPick={pickBack} />
      ))}
      {LAY_LEVELS.map((level) => (
        <PriceCell key={`l${level}`} side="lay" level={level} price={lay[level]?.price ?? null} size={lay[level]?.size ?? null} disabled={disabled} label={`Lay ${runnerName}`} onPick={pickLay} />
      ))}
    </tr>
  );
});
