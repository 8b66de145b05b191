import { useState } from 'react';
import type { Paise } from '@domain/money';
import { formatMoney, moneySign, parseRupees } from '@/lib/format';
import { ActDialog, Field } from './act-dialog';
import type { ActState } from './use-act';
import styles from './act-dialog.module.css';

export type CreditDirection = 'IN' | 'OUT';

export interface CreditDialogProps {
  userName: string;
  /** What I can give (my available), paise; null for the admin, whose credit comes from the house's cash. */
  myAvailable: Paise | null;
  /** What I can take back (the user's available), paise. */
  userAvailable: Paise;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: ActState;
  onSubmit: (credit: { direction: CreditDirection; amount: Paise }) => void;
}

/** The amount's problem, or null when it can be sent: rupees typed, within what can move that way. */
export function creditAmountError(text: string, direction: CreditDirection, myAvailable: Paise | null, userAvailable: Paise): string | null {
  const amount = parseRupees(text);
  if (amount === null || amount <= 0) return 'Type an amount in rupees, e.g. 5000 or 5000.50.';
  if (direction === 'IN' && myAvailable !== null && amount > myAvailable) return `You have ${formatMoney(myAvailable)} available to give.`;
  if (direction === 'OUT' && amount > userAvailable) return `At most ${formatMoney(userAvailable)} (what the user has available) can be taken back.`;
  return null;
}

/** Credit in (out of my available) or out (at most the user's available): one double entry on both statements. */
export function CreditDialog({ userName, myAvailable, userAvailable, open, onOpenChange, state, onSubmit }: CreditDialogProps) {
  const [direction, setDirection] = useState<CreditDirection>('IN');
  const [text, setText] = useState('');
  const [shown, setShown] = useState(false);
  const error = creditAmountError(text, direction, myAvailable, userAvailable);
  return (
    <ActDialog
      title={`Credit for ${userName}`}
      open={open}
      onOpenChange={onOpenChange}
      state={state}
      submitLabel={direction === 'IN' ? 'Give credit' : 'Take credit back'}
      doneText="Done: both statements show the movement."
      onSubmit={() => {
        setShown(true);
        const amount = parseRupees(text);
        if (!error && amount !== null) onSubmit({ direction, amount });
      }}
    >
      <div className={styles.choice} role="radiogroup" aria-label="Direction">
        {(['IN', 'OUT'] as const).map((d) => (
          <label key={d}>
            <input type="radio" name="direction" value={d} checked={direction === d} onChange={() => setDirection(d)} />
            {d === 'IN' ? 'Credit in (give)' : 'Credit out (take back)'}
          </label>
        ))}
      </div>
      <Field
        id="credit-amount"
        label={`Amount (${moneySign()})`}
        error={shown ? error : null}
        hint={direction === 'IN' ? (myAvailable === null ? 'From the house’s cash.' : `You have ${formatMoney(myAvailable)} available.`) : `${userName} has ${formatMoney(userAvailable)} available.`}
      >
        {(field) => <input {...field} inputMode="decimal" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
    </ActDialog>
  );
}
