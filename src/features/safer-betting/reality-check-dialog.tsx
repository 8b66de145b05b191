import { useSelector } from '@xstate/react';
import { formatProfitLoss } from '@domain/money';
import { Modal } from '@/components/ui/modal';
import { useChild } from '@/lib/app-actor';
import { useNow } from '@/lib/use-now';
import { sessionLength } from './session-clock';
import styles from './safer-betting.module.css';

export interface RealityCheckDialogViewProps {
  open: boolean;
  busy: boolean;
  /** "1:30:05". */
  length: string;
  /** Net settled result of the session, paise. */
  sessionNet: number;
  /** `reading`: the result is being read from the exchange (the check just fell due); `stale`: it could not be, the last one known is shown. */
  net: 'reading' | 'current' | 'stale';
  failure: string | null;
  onAnswer: (keepPlaying: boolean) => void;
}

/** The reality check (issue #47): how long this session has run and its result; it stays until answered. */
export function RealityCheckDialogView({ open, busy, length, sessionNet, net, failure, onAnswer }: RealityCheckDialogViewProps) {
  return (
    <Modal open={open} onOpenChange={() => {}} dismissible={false} title="Reality check" size="compact">
      <div className={styles.reality} data-testid="reality-check">
        <dl className={styles.realityFigures}>
          <div>
            <dt>You have played for</dt>
            <dd className={styles.clock}>{length}</dd>
          </div>
          <div>
            <dt>Result this session</dt>
            {net === 'reading' ? (
              <dd aria-busy="true">Checking…</dd>
            ) : (
              <dd data-sign={sessionNet > 0 ? 'positive' : sessionNet < 0 ? 'negative' : 'zero'}>
                <span>{formatProfitLoss(sessionNet)}</span>
                {net === 'stale' && <span className={styles.note}>Last known: the exchange could not be reached.</span>}
              </dd>
            )}
          </div>
        </dl>
        {failure && (
          <p className={styles.fieldError} role="alert">
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => onAnswer(false)}>
            Log out
          </button>
          <button type="button" className={styles.button} disabled={busy} onClick={() => onAnswer(true)}>
            Keep playing
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** The root actor's reality check as its dialog, while it asks (reality-check.tsx loads this module then). */
export default function RealityCheckDialog() {
  const check = useChild('realityCheck');
  const open = useSelector(check, (s) => s.hasTag('dialog'));
  const busy = useSelector(check, (s) => s.hasTag('busy'));
  const schedule = useSelector(check, (s) => s.context.schedule);
  const failure = useSelector(check, (s) => s.context.failure);
  const net = useSelector(check, (s) => (s.hasTag('reading') ? 'reading' : s.context.netStale ? 'stale' : 'current'));
  const now = useNow();
  if (!open || !schedule) return null;
  return <RealityCheckDialogView open busy={busy} length={sessionLength(schedule.sessionStartedAt, now)} sessionNet={schedule.sessionNet} net={net} failure={failure} onAnswer={(keepPlaying) => check.send({ type: 'check.answer', keepPlaying })} />;
}
