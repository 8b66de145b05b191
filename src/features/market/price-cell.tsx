import { memo, useLayoutEffect, useRef } from 'react';
import { flash } from './flash';
import { formatOdds, formatSize } from './odds-format';
import styles from './odds-grid.module.css';

export interface PriceCellProps {
  side: 'back' | 'lay';
  /** 0 = best price (next to the middle of the grid). */
  level: number;
  price: number | null;
  size: number | null;
  /** What the click picks; disabled when the market takes no bets. */
  disabled: boolean;
  label: string;
  onPick: (price: number) => void;
}

/** One price of the grid; a changed price or size flashes briefly (see flash.ts). */
export const PriceCell = memo(function PriceCell({ side, level, price, size, disabled, label, onPick }: PriceCellProps) {
  const button = useRef<HTMLButtonElement>(null);
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (button.current) flash(button.current);
  }, [price, size]);
  const empty = price === null;
  return (
    <td className={styles.priceTd} data-side={side} data-level={level}>
      <button
        ref={button}
        type="button"
        className={styles.price}
        data-side={side}
        data-level={level}
        data-state={empty ? 'empty' : 'priced'}
        disabled={disabled || empty}
        aria-label={empty ? `${label}: no price` : `${label} at ${formatOdds(price)}`}
        onClick={empty ? undefined : () => onPick(price)}
      >
        <span className={styles.odds}>{empty ? '' : formatOdds(price)}</span>
        <span className={styles.size}>{empty || size === null ? '' : formatSize(size)}</span>
      </button>
    </td>
  );
});
