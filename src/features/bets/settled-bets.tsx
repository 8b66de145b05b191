import { Link } from 'react-router-dom';
import { betOddsLabel } from '@domain/bet-label';
import { formatMoney, formatProfitLoss } from '@domain/money';
import styles from './settled-bets.module.css';

/** A matched bet of a settled market of the event on screen, as the exchange reports it. Sizes in paise. */
export interface SettledBet {
  betId: string;
  marketName: string;
  selectionName: string;
  type: 'B' | 'L';
  /** A fancy bet's line (its odds are the rate); null or absent for other bets. */
  line?: number | null;
  /** The average matched price (the odds asked when the exchange gives none). */
  oddsPrice: number;
  /** The matched stake. */
  stake: number;
  /** SETTLED or VOIDED. */
  state: 'SETTLED' | 'VOIDED';
  /** The bet's profit (+) or loss (−) from its market's result, before commission. */
  profitAndLoss: number;
}

export type BetResult = 'won' | 'lost' | 'void';

const RESULT_LABEL: Record<BetResult, string> = { won: 'Won', lost: 'Lost', void: 'Void' };

/** A settled bet's result: void when its market was voided, else won or lost by the sign of what it paid. */
export function resultOf(bet: Pick<SettledBet, 'state' | 'profitAndLoss'>): BetResult {
  if (bet.state === 'VOIDED' || bet.profitAndLoss === 0) return 'void';
  return bet.profitAndLoss > 0 ? 'won' : 'lost';
}

export interface SettledBetsProps {
  /** loading: the first answer has not come; error: it failed (with a retry). */
  status: 'loading' | 'error' | 'ready';
  bets: readonly SettledBet[];
  onRetry?: () => void;
}

/** The full history (spec §1: /myBetshistory). */
export const BET_HISTORY_PATH = '/myBetshistory';

/**
 * The bettor's settled bets of the event on screen, each with its result and profit or loss, kept in
 * My Bets while they stay on the event, and a link to the full bet history.
 */
export function SettledBets({ status, bets, onRetry }: SettledBetsProps) {
  return (
    <section className={styles.settled} aria-label="Settled Bets" aria-busy={status === 'loading'}>
      <header className={styles.head}>
        <h3 className={styles.title}>Settled Bets</h3>
        <Link className={styles.history} to={BET_HISTORY_PATH}>
          Bet history
        </Link>
      </header>
      {status === 'loading' ? (
        <p className={styles.note}>Loading settled bets…</p>
      ) : status === 'error' ? (
        <p className={styles.note} role="alert">
          Settled bets could not be loaded.{' '}
          {onRetry ? (
            <button type="button" className={styles.retry} onClick={onRetry}>
              Retry
            </button>
          ) : null}
        </p>
      ) : bets.length === 0 ? (
        <p className={styles.note}>No settled bets in this event yet</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Selection</th>
              <th scope="col">Odds</th>
              <th scope="col">Stake</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {bets.map((bet) => {
              const result = resultOf(bet);
              return (
                <tr key={bet.betId} data-side={bet.type === 'B' ? 'back' : 'lay'} data-result={result}>
                  <td>
                    <span className={styles.selection}>{bet.selectionName}</span>
                    <span className={styles.market}>{bet.marketName}</span>
                  </td>
                  <td>{betOddsLabel({ side: bet.type === 'B' ? 'BACK' : 'LAY', oddsPrice: bet.oddsPrice, line: bet.line })}</td>
                  <td>{formatMoney(bet.stake)}</td>
                  <td>
                    <span className={styles.result}>{RESULT_LABEL[result]}</span>
                    <span className={styles.pnl}>{formatProfitLoss(bet.profitAndLoss)}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
