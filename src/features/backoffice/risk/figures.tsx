/** The back office's money edge: paise in, the project's one formatter out, coloured by sign. */
import { bpsText } from '@/lib/percent';
import { formatProfitLoss } from '@domain/money';
import { formatMoney } from '@/lib/format';
import { useFlash } from './use-flash';
import styles from './figures.module.css';

const signOf = (paise: number) => (paise > 0 ? 'positive' : paise < 0 ? 'negative' : 'zero');

/** A profit or loss: "+1,500.00" green, "−1,500.00" red; a live one flashes when it moves. */
export function PnlFigure({ paise, live = false }: { paise: number; live?: boolean }) {
  return live ? <LiveFigure paise={paise} /> : (
    <span className={styles.figure} data-sign={signOf(paise)}>
      {formatProfitLoss(paise)}
    </span>
  );
}

function LiveFigure({ paise }: { paise: number }) {
  const flash = useFlash(paise);
  return (
    <span className={styles.figure} data-sign={signOf(paise)} data-flash={flash ?? undefined}>
      {formatProfitLoss(paise)}
    </span>
  );
}

/** An amount without sign colour ("1,500.00"), e.g. a stake. */
export function MoneyFigure({ paise }: { paise: number }) {
  return <span className={styles.figure}>{formatMoney(paise)}</span>;
}

/** A share in basis points as a percentage: 2000 → "20%", 1250 → "12.5%". */
export function formatShare(bps: number): string {
  return `${bpsText(bps)}%`;
}
