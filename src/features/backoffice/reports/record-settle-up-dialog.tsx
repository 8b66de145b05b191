import { useId, useState, type FormEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import { formatMoney, moneySign, parseRupees, rupeesText } from '@/lib/format';
import { settleUpErrorWords, withDownlineWords } from './settle-up-words';
import styles from './reports.module.css';

export interface SettleUpInput {
  downlineUserName: string;
  /** + the downline paid me, − I paid it (paise, not 0). */
  amount: number;
  note: string;
  idempotencyKey: string;
}

export interface RecordSettleUpDialogProps {
  /** The direct downline level to settle with, and what stands between us (+ it owes me). */
  target: { userName: string; outstanding: number };
  onClose: () => void;
  /** Sends the settle-up; rejects with the refusal's code and message. */
  onRecord: (input: SettleUpInput) => Promise<void>;
  /** A fresh key per dialog (the same one for every retry of it). */
  newKey?: () => string;
}

type Direction = 'paidMe' | 'iPaid';

/**
 * Records a settle-up with a direct downline level: who paid whom and how much (rupees typed, paise
 * sent), a note, then a confirmation in words. One idempotency key for the dialog's life: a retry
 * after a lost answer is the same settle-up, never a second one.
 */
export function RecordSettleUpDialog({ target, onClose, onRecord, newKey = () => crypto.randomUUID() }: RecordSettleUpDialogProps) {
  const [key, setKey] = useState(newKey);
  const [direction, setDirection] = useState<Direction>(target.outstanding < 0 ? 'iPaid' : 'paidMe');
  const [amountText, setAmountText] = useState(target.outstanding !== 0 ? rupeesText(Math.abs(target.outstanding)) : '');
  const [note, setNote] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const paise = parseRupees(amountText);
  const amountError = amountText.trim() === '' ? null : paise === null || paise === 0 ? 'Type an amount in rupees above 0, at most two decimals.' : null;
  const ready = paise !== null && paise > 0 && note.trim() !== '';
  const who = target.userName;
  const sentence = paise ? (direction === 'paidMe' ? `${who} paid you ${formatMoney(paise)}` : `You paid ${who} ${formatMoney(paise)}`) : '';

  const review = (e: FormEvent) => {
    e.preventDefault();
    if (ready) setStep('confirm');
  };
  // Changing the figures after a refused attempt is another settle-up: it gets its own key.
  const back = () => {
    setStep('form');
    if (error) {
      setKey(newKey());
      setError(null);
    }
  };
  const confirm = () => {
    if (!paise) return;
    setBusy(true);
    setError(null);
    onRecord({ downlineUserName: who, amount: direction === 'paidMe' ? paise : -paise, note: note.trim(), idempotencyKey: key })
      .then(onClose)
      .catch((failure: { code?: string; message?: string }) => setError(settleUpErrorWords(failure.code ?? 'UNKNOWN_ERROR', failure.message ?? 'unknown reason')))
      .finally(() => setBusy(false));
  };

  return (
    <Modal open onOpenChange={(open) => !open && !busy && onClose()} title={`Settle up with ${who}`} description={withDownlineWords(who, target.outstanding)} size="compact">
      {step === 'form' ? (
        <form className={styles.form} onSubmit={review} noValidate>
          <fieldset className={styles.choices}>
            <legend>Who paid</legend>
            <label>
              <input type="radio" name={`${id}-dir`} checked={direction === 'paidMe'} onChange={() => setDirection('paidMe')} />
              {who} paid me
            </label>
            <label>
              <input type="radio" name={`${id}-dir`} checked={direction === 'iPaid'} onChange={() => setDirection('iPaid')} />I paid {who}
            </label>
          </fieldset>
          <div className={styles.field}>
            <label htmlFor={`${id}-amount`}>Amount ({moneySign()})</label>
            <input id={`${id}-amount`} inputMode="decimal" value={amountText} onChange={(e) => setAmountText(e.target.value)} aria-invalid={amountError ? true : undefined} aria-describedby={amountError ? `${id}-amount-error` : undefined} />
            {amountError ? (
              <span id={`${id}-amount-error`} className={styles.fieldError}>
                {amountError}
              </span>
            ) : null}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-note`}>Note</label>
            <input id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} placeholder="e.g. cash handed over, UPI ref." maxLength={200} />
          </div>
          <div className={styles.buttons}>
            <button type="button" className={styles.secondary} onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className={styles.action} disabled={!ready}>
              Review
            </button>
          </div>
        </form>
      ) : (
        <div className={styles.form}>
          <p className={styles.confirmText}>
            Record that <strong>{sentence}</strong>? Note: {note.trim()}
          </p>
          <p className={styles.confirmText}>It is recorded only: no money moves in the ledger.</p>
          {error ? (
            <p className={styles.alert} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.buttons}>
            <button type="button" className={styles.secondary} onClick={back} disabled={busy}>
              Back
            </button>
            <button type="button" className={styles.action} onClick={confirm} disabled={busy}>
              {busy ? 'Recording…' : error ? 'Try again' : 'Confirm settle-up'}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
