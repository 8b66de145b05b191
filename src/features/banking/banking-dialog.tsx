import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '@/components/ui/modal';
import { formatMoneyWhole, moneySign, parseRupees, rupeesText } from '@/lib/format';
import { QUICK_AMOUNTS } from './deposit-page';
import styles from './banking-dialog.module.css';

export interface BankingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Continue to the deposit page with the chosen amount (paise); the method's limits are checked there. */
  onDeposit: (amount: number) => void;
}

/** The banking popup opened by the header's Deposit: choose an amount, then continue into the deposit flow. */
export function BankingDialog({ open, onOpenChange, onDeposit }: BankingDialogProps) {
  const [text, setText] = useState('');
  const parsed = parseRupees(text);
  const amount = parsed !== null && parsed > 0 ? parsed : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (amount === null) return;
    onOpenChange(false);
    onDeposit(amount);
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Deposit" size="compact">
      <form className={styles.form} onSubmit={submit} aria-label="Deposit">
        <label className={styles.field}>
          <span>Amount ({moneySign()})</span>
          <input inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} placeholder="Amount in rupees" />
        </label>
        <div className={styles.quick}>
          {QUICK_AMOUNTS.map((q) => (
            <button key={q} type="button" className={styles.chip} data-state={amount === q ? 'active' : 'inactive'} onClick={() => setText(rupeesText(q))}>
              +{formatMoneyWhole(q)}
            </button>
          ))}
        </div>
        <button type="submit" className={styles.primary} disabled={amount === null}>
          Continue
        </button>
        <div className={styles.links}>
          <Link to="/banking" onClick={() => onOpenChange(false)}>
            Banking
          </Link>
          <Link to="/banking/withdraw" onClick={() => onOpenChange(false)}>
            Withdraw
          </Link>
        </div>
      </form>
    </Modal>
  );
}
