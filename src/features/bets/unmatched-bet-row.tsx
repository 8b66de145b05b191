import { useState } from 'react';
import { isOnLadder, priceAbove as priceUp, priceBelow as priceDown } from '@domain/ladder';
import { formatMoney } from '@/lib/format';
import { oddsText } from '@domain/bet-label';
import styles from './my-bets-panel.module.css';

/** A bet (or its rest) waiting on the book. Sizes in paise. */
export interface UnmatchedBet {
  betId: string;
  marketId: string;
  selectionName: string;
  type: 'B' | 'L';
  oddsPrice: number;
  sizeRemaining: number;
  /** Still waiting out the in-play delay: it cannot be changed yet. */
  pending?: boolean;
  /** Queue position from the exchange: the unmatched stake ahead of it at its price (paise); null when not on the book. */
  queueAhead?: number | null;
}

export interface UnmatchedBetRowProps {
  bet: UnmatchedBet;
  busy: boolean;
  onCancel?: (bet: UnmatchedBet) => void;
  onChangePrice?: (bet: UnmatchedBet, price: number) => void;
}

/** An unmatched bet with Cancel and a price stepper to move it on the ladder. */
export function UnmatchedBetRow({ bet, busy, onCancel, onChangePrice }: UnmatchedBetRowProps) {
  const [price, setPrice] = useState(bet.oddsPrice);
  const [was, setWas] = useState(bet.oddsPrice);
  if (was !== bet.oddsPrice) {
    setWas(bet.oddsPrice);
    setPrice(bet.oddsPrice);
  }
  const changed = price !== bet.oddsPrice && isOnLadder(price);
  const locked = busy || Boolean(bet.pending);
  return (
    <li className={styles.unmatchedRow} data-side={bet.type === 'B' ? 'back' : 'lay'} data-state={busy ? 'busy' : bet.pending ? 'pending' : 'open'} aria-label={`Unmatched ${bet.type === 'B' ? 'back' : 'lay'} ${bet.selectionName}`}>
      <div className={styles.unmatchedHead}>
        <span className={styles.selection}>{bet.selectionName}</span>
        <span className={styles.remaining}>{formatMoney(bet.sizeRemaining)}</span>
      </div>
      <div className={styles.unmatchedControls}>
        <span className={styles.stepper}>
          <button type="button" aria-label="Lower odds" disabled={locked} onClick={() => setPrice(priceDown(price))}>
            −
          </button>
          <output aria-label="New odds">{oddsText(price)}</output>
          <button type="button" aria-label="Higher odds" disabled={locked} onClick={() => setPrice(priceUp(price))}>
            +
          </button>
        </span>
        <button type="button" className={styles.update} disabled={locked || !changed} onClick={() => onChangePrice?.(bet, price)}>
          Change price
        </button>
        <button type="button" className={styles.cancel} disabled={locked} onClick={() => onCancel?.(bet)}>
          Cancel
        </button>
      </div>
      {bet.pending ? <p className={styles.note}>Waiting out the in-play delay…</p> : null}
      {!bet.pending && bet.queueAhead != null ? (
        <p className={styles.queue} aria-label="Queue position" data-state={bet.queueAhead === 0 ? 'first' : 'behind'}>
          {bet.queueAhead === 0 ? 'First in the queue at this price' : `${formatMoney(bet.queueAhead)} ahead in the queue`}
        </p>
      ) : null}
    </li>
  );
}
