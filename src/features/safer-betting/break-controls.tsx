import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { ProtectionAct } from '../../../machines/safer-betting.machine';
import { SELF_EXCLUSION_CHOICES, TIME_OUT_CHOICES } from './safer-betting-choices';
import styles from './safer-betting.module.css';

export interface BreakControlsProps {
  /** A time-out or self-exclusion is in force: no new break can be taken here. */
  locked: boolean;
  busy: boolean;
  /** The break waiting for its confirm step. */
  confirming: ProtectionAct | null;
  onAct: (act: ProtectionAct) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Take a time-out (24 hours to 6 weeks) or self-exclude (6 months to 5 years, or permanently); each asks to confirm first. */
export function BreakControls({ locked, busy, confirming, onAct, onConfirm, onCancel }: BreakControlsProps) {
  const [hours, setHours] = useState(TIME_OUT_CHOICES[0]!.hours);
  const [months, setMonths] = useState<string>(String(SELF_EXCLUSION_CHOICES[0]!.months));
  const exclusion = SELF_EXCLUSION_CHOICES.find((c) => String(c.months) === months)!;
  return (
    <>
      <section className={styles.card} aria-labelledby="time-out-title">
        <h2 id="time-out-title" className={styles.cardTitle}>
          Take a time-out
        </h2>
        <p className={styles.hint}>A break from betting and deposits. You can still log in to see your bets and statements. Unmatched bets are cancelled when it starts.</p>
        <div className={styles.inline}>
          <label htmlFor="time-out-length">Length</label>
          <select id="time-out-length" value={hours} disabled={locked} onChange={(e) => setHours(Number(e.target.value))}>
            {TIME_OUT_CHOICES.map((c) => (
              <option key={c.hours} value={c.hours}>
                {c.label}
              </option>
            ))}
          </select>
          <button type="button" className={styles.button} disabled={locked || busy} onClick={() => onAct({ kind: 'timeOut', hours })}>
            Take a time-out
          </button>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="self-exclusion-title">
        <h2 id="self-exclusion-title" className={styles.cardTitle}>
          Self-exclusion
        </h2>
        <p className={styles.hint}>For a longer break: no bets and no deposits, unmatched bets cancelled. You can still withdraw your balance. Nobody can lift it early.</p>
        <div className={styles.inline}>
          <label htmlFor="self-exclusion-length">Length</label>
          <select id="self-exclusion-length" value={months} disabled={locked} onChange={(e) => setMonths(e.target.value)}>
            {SELF_EXCLUSION_CHOICES.map((c) => (
              <option key={String(c.months)} value={String(c.months)}>
                {c.label}
              </option>
            ))}
          </select>
          <button type="button" className={styles.danger} disabled={locked || busy} onClick={() => onAct({ kind: 'selfExclude', months: exclusion.months, permanent: exclusion.months === null })}>
            Self-exclude
          </button>
        </div>
      </section>
      <ConfirmBreak act={confirming} busy={busy} onConfirm={onConfirm} onCancel={onCancel} />
    </>
  );
}

function ConfirmBreak({ act, busy, onConfirm, onCancel }: { act: ProtectionAct | null; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const [understood, setUnderstood] = useState(false);
  const open = act !== null && (act.kind === 'timeOut' || act.kind === 'selfExclude');
  const close = () => {
    setUnderstood(false);
    onCancel();
  };
  if (!open) return null;
  const exclusion = act.kind === 'selfExclude';
  const length = exclusion ? (act.permanent ? 'permanently' : `for ${SELF_EXCLUSION_CHOICES.find((c) => c.months === act.months)?.label ?? `${act.months} months`}`) : `for ${TIME_OUT_CHOICES.find((c) => c.hours === act.hours)?.label ?? `${act.hours} hours`}`;
  return (
    <Modal open onOpenChange={(o) => !o && close()} title={exclusion ? 'Self-exclude?' : 'Take a time-out?'} size="compact">
      <div className={styles.confirm} data-state={exclusion ? 'exclusion' : 'time-out'}>
        <p>
          {exclusion ? 'You will be self-excluded' : 'You will not be able to bet or deposit'} <strong>{length}</strong>.
        </p>
        <p className={styles.warning}>
          {exclusion
            ? act.permanent
              ? 'This never ends. Nobody can lift it: not you, not your upline, not the operator. You can still withdraw your balance.'
              : 'It cannot be ended early by anyone: not you, not your upline, not the operator. You can still withdraw your balance.'
            : 'It cannot be ended early. Unmatched bets are cancelled now.'}
        </p>
        {exclusion && (
          <label className={styles.check}>
            <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} /> I understand that this cannot be undone
          </label>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={close}>
            Cancel
          </button>
          <button type="button" className={exclusion ? styles.danger : styles.button} disabled={busy || (exclusion && !understood)} onClick={onConfirm}>
            {exclusion ? 'Self-exclude' : 'Start the time-out'}
          </button>
        </div>
      </div>
    </Modal>
  );
}
