import { formatMoney } from '@/lib/format';
import styles from './balance-figures.module.css';

/** The bettor's money, paise, as the exchange computes it (docs/money.md; the rules page's glossary). */
export interface Balance {
  /** The wallet (bank balance): the ledger's balance. */
  wallet: number;
  /** Worst loss over open markets. */
  exposure: number;
  /** Withdrawals requested and not yet decided. */
  held: number;
  /** wallet − exposure − held: what can be bet, withdrawn or transferred now. */
  available: number;
}

export interface BalanceFiguresProps {
  /** Null while the balance is unknown (loading, or the gateway cannot tell yet). */
  balance: Balance | null;
  /** Exposure opens My Market (the exposure list). */
  onOpenExposure: () => void;
}

/** Available (wallet − exposure − held) and exposure, side by side; fixed widths so nothing jumps as figures change. */
export function BalanceFigures({ balance, onOpenExposure }: BalanceFiguresProps) {
  const available = balance ? formatMoney(balance.available) : '–';
  const exposure = balance ? formatMoney(balance.exposure) : '–';
  return (
    <div className={styles.figures} data-state={balance ? 'ready' : 'unknown'}>
      <div className={styles.figure}>
        <span className={styles.label}>Available</span>
        <span className={styles.value} data-testid="balance">
          {available}
        </span>
      </div>
      <button type="button" className={styles.figure} onClick={onOpenExposure} aria-label={`Exposure ${exposure}: open My Market`}>
        <span className={styles.label}>Exposure</span>{' '}
        <span className={styles.value} data-tone={balance && balance.exposure > 0 ? 'negative' : undefined} data-testid="exposure">
          {exposure}
        </span>
      </button>
    </div>
  );
}
