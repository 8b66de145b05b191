import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '@/components/ui/modal';
import { formatMoney, paiseOfRupees } from '@/lib/format';
import styles from './banking-dialog.module.css';

/** Quick amounts offered for a deposit. */
export const QUICK_AMOUNTS = [500, 1000, 5000, 10000, 25000] as const;
/** Smallest deposit accepted. */
export const MIN_DEPOSIT = 100;

export interface BankingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Continue to the deposit details page with the chosen amount. */
  onDeposit: (amount: number) => void;
}

/** The banking popup opened by Deposit: choose an amount, then continue to the banking pages. */
export function BankingDialog({ open, onOpenChange, onDeposit }: BankingDialogProps) {
  const [amount, setAmount] = useState('');
  const value = Number(amount);
  const valid = Number.isFinite(value) && value >= MIN_DEPOSIT;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    onOpenChange(false);
    onDeposit(Math.round(value));
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Deposit" size="compact">
      <form className={styles.form} onSubmit={submit} aria-label="Deposit">
        <label className={styles.field}>
          <span>Amount</span>
          <input inputMode="numeric" pattern="[0-9]*" value={amount} onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))} placeholder={`Minimum ${MIN_DEPOSIT}`} />
        </label>
        <div className={styles.quick}>
          {QUICK_AMOUNTS.map((q) => (
            <button key={q} type="button" className={styles.chip} data-state={value === q ? 'active' : 'inactive'} onClick={() => setAmount(String(q))}>
              +{formatMoney(paiseOfRupees(q)).replace(/\.00$/, '')}
            </button>
          ))}
        </div>
        <button type="submit" className={styles.primary} disabled={!valid}>
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
