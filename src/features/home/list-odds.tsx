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
}

/** Column heads of a match odds market: 1 X 2 with a draw, 1 2 without. */
export function outcomeLabels(runnerCount: number): string[] {
  if (runnerCount === 3) return ['1', 'X', '2'];
  return Array.from({ length: runnerCount }, (_, i) => String(i + 1));
}

const formatPrice = (price: number) => (price >= 20 ? String(Math.round(price * 10) / 10) : String(price));

/**
 * The best back and lay price of each runner of an event's match odds (1 X 2), live beside the
 * event in a list; SUSPENDED over them when the market takes no bets; a click opens the bet slip.
 */
export function ListOdds({ market, book, onPick }: ListOddsProps) {
  const runners = market.runners.slice(0, 3);
  const labels = outcomeLabels(runners.length);
  const status = book?.status ?? 'INACTIVE';
  const open = status === 'OPEN';
  const prices = new Map((book?.runners ?? []).map((r) => [r.runnerId, r]));
  return (
    <div className={styles.odds} role="group" aria-label="Match odds" data-state={status.toLowerCase()} data-runners={runners.length}>
      {runners.map((runner, i) => {
        const live = prices.get(runner.runnerId);
        const back = live?.availableToBack[0]?.price ?? null;
        const lay = live?.availableToLay[0]?.price ?? null;
        return (
          <div key={runner.runnerId} className={styles.pair}>
            <span className={styles.label} aria-hidden="true">
              {labels[i]}
            </span>
            <button type="button" className={styles.price} data-side="back" disabled={!open || back === null} aria-label={back === null ? `Back ${runner.runnerName}: no price` : `Back ${runner.runnerName} at ${back}`} onClick={back === null ? undefined : () => onPick(runner, 'BACK', back)}>
              {back === null ? '–' : formatPrice(back)}
            </button>
            <button type="button" className={styles.price} data-side="lay" disabled={!open || lay === null} aria-label={lay === null ? `Lay ${runner.runnerName}: no price` : `Lay ${runner.runnerName} at ${lay}`} onClick={lay === null ? undefined : () => onPick(runner, 'LAY', lay)}>
              {lay === null ? '–' : formatPrice(lay)}
            </button>
          </div>
        );
      })}
      {open || !book ? null : <span className={styles.suspended}>{status === 'CLOSED' ? 'Closed' : 'Suspended'}</span>}
    </div>
  );
}
