import { formatMoney } from '@/lib/format';
import styles from './balance-figures.module.css';

/** The bettor's money, paise, as the gateway reports it. */
export interface Balance {
  bankBalance: number;
  exposure: number;
  /** bankBalance − exposure (the gateway's figure). */
  available: number;
}

export interface BalanceFiguresProps {
  /** Null while the balance is unknown (loading, or the gateway cannot tell yet). */
  balance: Balance | null;
  /** Exposure opens My Market (the exposure list). */
  onOpenExposure: () => void;
}

/** Balance (bankBalance − exposure) and exposure, side by side; fixed widths so nothing jumps as figures change. */
export function BalanceFigures({ balance, onOpenExposure }: BalanceFiguresProps) {
  const available = balance ? formatMoney(balance.available) : '–';
  const exposure = balance ? formatMoney(balance.exposure) : '–';
  return (
    <div className={styles.figures} data-state={balance ? 'ready' : 'unknown'}>
      <div className={styles.figure}>
        <span className={styles.label}>Balance</span>
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
