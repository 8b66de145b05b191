import { lazy, Suspense } from 'react';
import { formatMoney } from '@/lib/format';
import type { PriceHistoryPoint } from './price-history-chart';
import { PanelError, PanelStatus } from '@/features/market/panel-state';
import styles from './price-history.module.css';
import { oddsText } from '@domain/bet-label';

/** The chart and its library load only when a price history first opens. */
const PriceHistoryChart = lazy(() => import('./price-history-chart'));

export type PriceHistoryState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; bucketMs: number; points: readonly (PriceHistoryPoint & { trades: number })[] };

export interface PriceHistoryViewProps {
  state: PriceHistoryState;
  onRetry?: () => void;
}

const bucketText = (ms: number) => (ms % 60_000 === 0 ? `${ms / 60_000} min` : `${ms / 1000} s`);

/** A runner's traded prices and volume over time, with the range and totals above the chart. */
export function PriceHistoryView({ state, onRetry }: PriceHistoryViewProps) {
  if (state.kind === 'loading')
    return (
      <PanelStatus>Loading the price history…</PanelStatus>
    );
  if (state.kind === 'error')
    return (
      <PanelError what="The price history" message={state.message} onRetry={onRetry} />
    );
  if (state.points.length === 0)
    return (
      <PanelStatus>No trades yet on this runner: the chart starts with the first matched bet.</PanelStatus>
    );
  const volume = state.points.reduce((sum, p) => sum + p.volume, 0);
  const trades = state.points.reduce((sum, p) => sum + p.trades, 0);
  const high = Math.max(...state.points.map((p) => p.high));
  const low = Math.min(...state.points.map((p) => p.low));
  return (
    <div className={styles.history}>
      <dl className={styles.figures}>
        <div>
          <dt>Range</dt>
          <dd>
            {oddsText(low)} – {oddsText(high)}
          </dd>
        </div>
        <div>
          <dt>Last</dt>
          <dd data-testid="price-history-last">{state.points.at(-1)!.average.toFixed(2)}</dd>
        </div>
        <div>
          <dt>Matched</dt>
          <dd>{formatMoney(volume)}</dd>
        </div>
        <div>
          <dt>Trades</dt>
          <dd>{trades}</dd>
        </div>
        <div>
          <dt>Each bar</dt>
          <dd>{bucketText(state.bucketMs)}</dd>
        </div>
      </dl>
      <Suspense
        fallback={
          <PanelStatus>Drawing the chart…</PanelStatus>
        }
      >
        <PriceHistoryChart points={state.points} />
      </Suspense>
    </div>
  );
}
