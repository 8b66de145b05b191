import type { BetSide } from '../../../machines/bet-slip.types';
import type { MarketBook } from '@/lib/feed/feed';
import styles from './list-odds.module.css';

/** A runner's part in a match, as the exchange marks it (the draw is X whatever its place or name). */
export type RunnerRole = 'HOME' | 'AWAY' | 'DRAW';

/** A runner of a list row: its id, name and, where the market is a match, its role. */
export interface ListOddsRunner {
  runnerId: string;
  runnerName: string;
  role?: RunnerRole | null;
}

/** What a list row knows of its event's match odds market (names and roles from the query, prices live). */
export interface ListOddsMarket {
  marketId: string;
  runners: readonly ListOddsRunner[];
}

export interface ListOddsProps {
  market: ListOddsMarket;
  book: MarketBook | null | undefined;
  onPick: (runner: { runnerId: string; runnerName: string }, side: BetSide, price: number) => void;
  /** Back prices only, in narrow columns (search results, the side menu's events). */
  compact?: boolean;
}

/**
 * The columns a list row draws: always three where the market has two or three runners, so rows of
 * one list line up. A match is placed by its runners' roles: 1 the home side, X the draw, 2 the away
 * side, in whatever order the market lists them; a match without a draw leaves X empty. Without a
 * draw role a runner's place decides (a two-runner market: 1 and 2 around an empty X); other markets
 * (races) show their first three as 1 2 3.
 */
export function oddsColumns<R extends { role?: RunnerRole | null }>(runners: readonly R[]): Array<{ label: string; runner: R | null }> {
  const draws = runners.filter((r) => r.role === 'DRAW');
  const sides = runners.filter((r) => r.role !== 'DRAW');
  if (draws.length === 1 && sides.length === 2) {
    const home = sides.find((r) => r.role === 'HOME') ?? sides.find((r) => r.role !== 'AWAY')!;
    const away = sides.find((r) => r !== home)!;
    return [{ label: '1', runner: home }, { label: 'X', runner: draws[0]! }, { label: '2', runner: away }];
  }
  if (runners.length === 2 && draws.length === 0) {
    const home = runners.find((r) => r.role === 'HOME') ?? runners.find((r) => r.role !== 'AWAY')!;
    const away = runners.find((r) => r !== home)!;
    return [{ label: '1', runner: home }, { label: 'X', runner: null }, { label: '2', runner: away }];
  }
  return runners.slice(0, 3).map((runner, i) => ({ label: String(i + 1), runner }));
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
