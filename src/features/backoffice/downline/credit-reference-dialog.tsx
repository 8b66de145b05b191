import { useState } from 'react';
import type { Paise } from '@domain/money';
import { formatMoney, moneySign, parseRupees, rupeesText } from '@/lib/format';
import { ActDialog, Field } from './act-dialog';
import type { ActState } from './use-act';

export interface CreditReferenceDialogProps {
  userName: string;
  current: Paise;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: ActState;
  onSubmit: (creditReference: Paise) => void;
}

/** The limit shown beside a downline's balance: rupees typed, paise sent. */
export function CreditReferenceDialog({ userName, current, open, onOpenChange, state, onSubmit }: CreditReferenceDialogProps) {
  const [text, setText] = useState(rupeesText(current));
  const [shown, setShown] = useState(false);
  const amount = parseRupees(text);
  const error = amount === null ? 'Type an amount in rupees (0 or more), e.g. 100000.' : null;
  return (
    <ActDialog
      title={`Credit reference for ${userName}`}
      open={open}
      onOpenChange={onOpenChange}
      state={state}
      submitLabel="Set credit reference"
      doneText="Saved."
      onSubmit={() => {
        setShown(true);
        if (amount !== null) onSubmit(amount);
      }}
    >
      <Field id="credit-reference" label={`Credit reference (${moneySign()})`} error={shown ? error : null} hint={`Now ${formatMoney(current)}.`}>
        {(field) => <input {...field} inputMode="decimal" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
    </ActDialog>
  );
}
