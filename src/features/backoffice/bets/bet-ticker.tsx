import { formatClock } from '@/features/backoffice/risk/date-time';
import { MoneyFigure } from '@/features/backoffice/risk/figures';
import type { TickerState } from './ticker';
import styles from './bets.module.css';

export interface BetTickerProps {
  ticker: TickerState;
  onPause: () => void;
  onResume: () => void;
}

/** The live ticker of new downline bets: newest on top, the last fifty, pausable (new bets wait and are counted). */
export function BetTicker({ ticker, onPause, onResume }: BetTickerProps) {
  const { shown, held, paused } = ticker;
  return (
    <section className={styles.ticker} aria-labelledby="bet-ticker-title" data-state={paused ? 'paused' : 'running'}>
      <div className={styles.tickerHead}>
        <h2 id="bet-ticker-title" className={styles.tickerTitle}>
          New bets
        </h2>
        <span className={styles.tickerState} role="status">
          {paused ? (held.length > 0 ? `Paused · ${held.length} waiting` : 'Paused') : 'Live'}
        </span>
        <button type="button" className={styles.tickerButton} onClick={paused ? onResume : onPause} aria-pressed={paused}>
          {paused ? 'Resume' : 'Pause'}
        </button>
      </div>
      {shown.length === 0 ? (
        <p className={styles.tickerEmpty}>New bets of your downline appear here as they are placed.</p>
      ) : (
        <ol className={styles.tickerList} aria-label="Latest bets, newest first" tabIndex={0}>
          {shown.map((bet) => (
            <li key={bet.betId} className={styles.tickerItem} data-side={bet.side}>
              <span className={styles.tickerTime}>{formatClock(bet.placedAt)}</span>
              <span className={styles.tickerUser}>{bet.userName}</span>
              <span className={styles.tickerStake}>
                <MoneyFigure paise={bet.stake} />
              </span>
              <span className={styles.tickerWhat}>
                {bet.selection} @ {bet.price}
              </span>
              <span className={styles.tickerWhere}>{bet.marketName}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
