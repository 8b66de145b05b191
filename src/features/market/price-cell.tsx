import { memo, useLayoutEffect, useRef } from 'react';
import { flash, flashDirection } from './flash';
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

/**
 * One price of the grid. Only a change of this cell's own price or size flashes it, briefly, in the
 * direction it moved (data-flash up / down, see flash.ts); a re-render with the same values does not.
 */
export const PriceCell = memo(function PriceCell({ side, level, price, size, disabled, label, onPick }: PriceCellProps) {
  const button = useRef<HTMLButtonElement>(null);
  const shown = useRef({ price, size });
  useLayoutEffect(() => {
    const direction = flashDirection(shown.current, { price, size });
    shown.current = { price, size };
    if (direction && button.current) flash(button.current, direction);
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
        // The name holds the shown odds and size in order (axe label-content-name-mismatch).
        aria-label={empty ? `${label}: no price` : `${label} at ${formatOdds(price)}${size === null ? '' : `, ${formatSize(size)}`}`}
        onClick={empty ? undefined : () => onPick(price)}
      >
        <span className={styles.odds}>{empty ? '' : formatOdds(price)}</span>{' '}
        <span className={styles.size}>{empty || size === null ? '' : formatSize(size)}</span>
      </button>
    </td>
  );
});
