import type { BetSide } from '../../../machines/bet-slip.types';
import type { MarketBook } from '@/lib/feed/feed';
import styles from './list-odds.module.css';

/** What a list row knows of its event's match odds market (names from the query, prices live). */
export interface ListOddsMarket {
  marketId: string;
  runners: readonly { runnerId: string; runnerName: string }[];
}

export interface ListOddsProps {
  market: ListOddsMarket;
  book: MarketBook | null | undefined;
  onPick: (runner: { runnerId: string; runnerName: string }, side: BetSide, price: number) => void;
  /** Back prices only, in narrow columns (search results, the side menu's events). */
  compact?: boolean;
}

/** Column heads of a match odds market: 1 X 2 with a draw, 1 2 without. */
export function outcomeLabels(runnerCount: number): string[] {
  if (runnerCount === 3) return ['1', 'X', '2'];
  return Array.from({ length: runnerCount }, (_, i) => String(i + 1));
}

/**
 * The columns a list row draws: always three where the market has two or three runners, so rows of
 * one list line up — a two-runner market (no draw) leaves the X column empty and puts its second
 * runner under 2. Markets with more runners (races) show their first three as 1 2 3.
 */
export function oddsColumns<R>(runners: readonly R[]): Array<{ label: string; runner: R | null }> {
  if (runners.length === 2) return [{ label: '1', runner: runners[0]! }, { label: 'X', runner: null }, { label: '2', runner: runners[1]! }];
  const labels = runners.length === 3 ? outcomeLabels(3) : ['1', '2', '3'];
  return runners.slice(0, 3).map((runner, i) => ({ label: labels[i]!, runner }));
}

const formatPrice = (price: number) => (price >= 20 ? String(Math.round(price * 10) / 10) : String(price));

/**
 * The best back and lay price of each runner of an event's match odds (1 X 2), live beside the
 * event in a list; SUSPENDED over them when the market takes no bets; a click opens the bet slip.
 */
export function ListOdds({ market, book, onPick, compact = false }: ListOddsProps) {
  const columns = oddsColumns(market.runners);
  const status = book?.status ?? 'INACTIVE';
  const open = status === 'OPEN';
  const prices = new Map((book?.runners ?? []).map((r) => [r.runnerId, r]));
  return (
    <div className={styles.odds} role="group" aria-label="Match odds" data-state={status.toLowerCase()} data-runners={market.runners.length} data-compact={compact || undefined}>
      {columns.map(({ label, runner }) => {
        if (!runner) return <div key="draw" className={styles.pair} data-column="empty" aria-hidden="true" />;
        const live = prices.get(runner.runnerId);
        const back = live?.availableToBack[0]?.price ?? null;
        const lay = live?.availableToLay[0]?.price ?? null;
        return (
          <div key={runner.runnerId} className={styles.pair}>
            <span className={styles.label} aria-hidden="true">
              {label}
            </span>
            <button type="button" className={styles.price} data-side="back" disabled={!open || back === null} aria-label={back === null ? `Back ${runner.runnerName}: no price` : `Back ${runner.runnerName} at ${back}`} onClick={back === null ? undefined : () => onPick(runner, 'BACK', back)}>
              {back === null ? '–' : formatPrice(back)}
            </button>
            {compact ? null : (
            <button type="button" className={styles.price} data-side="lay" disabled={!open || lay === null} aria-label={lay === null ? `Lay ${runner.runnerName}: no price` : `Lay ${runner.runnerName} at ${lay}`} onClick={lay === null ? undefined : () => onPick(runner, 'LAY', lay)}>
              {lay === null ? '–' : formatPrice(lay)}
            </button>
            )}
          </div>
        );
      })}
      {open || !book ? null : <span className={styles.suspended}>{status === 'CLOSED' ? 'Closed' : 'Suspended'}</span>}
    </div>
  );
}

/**
 * A row's odds while the list's odds query is on its way: the same three columns with empty price
 * cells, so the row has its final height at once and nothing below shifts when the prices arrive.
 */
export function ListOddsLoading({ compact = false }: { compact?: boolean }) {
  return (
    <div className={styles.odds} aria-hidden="true" data-state="loading" data-compact={compact || undefined}>
      {[0, 1, 2].map((column) => (
        <div key={column} className={styles.pair}>
          <span className={styles.label}>{'\u00a0'}</span>
          <span className={styles.price} data-side="back" />
          {compact ? null : <span className={styles.price} data-side="lay" />}
        </div>
      ))}
    </div>
  );
}
