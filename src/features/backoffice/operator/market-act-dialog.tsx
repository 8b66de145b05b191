import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import { ACT_LABEL, actRequest, confirmText, isFancy, needsReason, type MarketActInput, type MarketActKind, type MarketActRequest } from './market-act';
import type { OperatorMarketItem } from './operator-types';
import styles from './operator.module.css';

export interface MarketActDialogProps {
  market: OperatorMarketItem;
  kind: MarketActKind;
  /** Sends the act; resolves with the refusal in words, or null when done. */
  onConfirm: (request: MarketActRequest) => Promise<string | null>;
  onClose: () => void;
  /** Starting inputs (stories show a dialog filled in). */
  initial?: Partial<MarketActInput>;
}

/** The confirm dialog of an act: it states what will happen (market, result, bets, money), checks its inputs, then sends. */
export function MarketActDialog({ market, kind, onConfirm, onClose, initial }: MarketActDialogProps) {
  const [input, setInput] = useState<MarketActInput>({ winnerId: '', runs: '', reason: '', ...initial });
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const settles = kind === 'settle' || kind === 'resettle';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = actRequest(kind, market, input);
    if ('error' in checked) return setError(checked.error);
    setSending(true);
    setError(null);
    const refusal = await onConfirm(checked.request);
    setSending(false);
    if (refusal) setError(refusal);
    else onClose();
  };
  const set = (field: keyof MarketActInput) => (value: string) => setInput((i) => ({ ...i, [field]: value }));
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`${ACT_LABEL[kind]} market`} size="compact">
      <form className={styles.dialogForm} onSubmit={(e) => void submit(e)} noValidate>
        <p className={styles.confirm} data-testid="confirm-text">
          {confirmText(kind, market, input)}
        </p>
        {settles && isFancy(market) ? (
          <label className={styles.field}>
            Runs scored
            <input className={styles.input} inputMode="numeric" value={input.runs} onChange={(e) => set('runs')(e.target.value)} />
          </label>
        ) : null}
        {settles && !isFancy(market) ? (
          <label className={styles.field}>
            Winner
            <select className={styles.input} value={input.winnerId} onChange={(e) => set('winnerId')(e.target.value)}>
              <option value="">Pick the winner…</option>
              {market.runners.map((r) => (
                <option key={r.runnerId} value={r.runnerId}>
                  {r.runnerName}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {needsReason(kind) || kind === 'settle' ? (
          <label className={styles.field}>
            {needsReason(kind) ? 'Reason (recorded)' : 'Note (optional)'}
            <input className={styles.input} value={input.reason} maxLength={500} onChange={(e) => set('reason')(e.target.value)} />
          </label>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <button type="button" className={styles.act} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={styles.primary} disabled={sending}>
            {sending ? 'Sending…' : ACT_LABEL[kind]}
          </button>
        </div>
      </form>
    </Modal>
  );
}
