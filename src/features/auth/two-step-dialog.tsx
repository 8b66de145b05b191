import { Modal } from '@/components/ui/modal';
import styles from './auth-form.module.css';
import local from './two-step.module.css';
import { CodeForm, EnrolmentPanel, RecoveryCodesPanel } from './two-step-views';

/** Which second step is on screen (the session machine's secondStep states). */
export type TwoStepView =
  | { kind: 'code' }
  | { kind: 'enrolLoading' }
  | { kind: 'enrolFailed' }
  | { kind: 'enrol'; secret: string; otpauthUri: string }
  | { kind: 'recoveryCodes'; codes: string[] };

export interface TwoStepDialogProps {
  open: boolean;
  /** Closing the popup drops the challenge (back to the password). */
  onOpenChange: (open: boolean) => void;
  view: TwoStepView;
  busy: boolean;
  error: string | null;
  onCode: (code: string) => void;
  onRetry: () => void;
  onCancel: () => void;
  onSaved: () => void;
}

const titles: Record<TwoStepView['kind'], string> = {
  code: 'Two-step sign-in',
  enrolLoading: 'Set up two-step sign-in',
  enrolFailed: 'Set up two-step sign-in',
  enrol: 'Set up two-step sign-in',
  recoveryCodes: 'Save your recovery codes',
};

/** The login popup's second step: a code, or a staff account's enrolment and its recovery codes. */
export function TwoStepDialog({ open, onOpenChange, view, busy, error, onCode, onRetry, onCancel, onSaved }: TwoStepDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={titles[view.kind]} size="compact">
      {view.kind === 'code' ? (
        <>
          <p className={local.intro}>Enter the six-digit code from your authenticator app.</p>
          <CodeForm busy={busy} error={error} submitLabel="Verify" allowRecovery onCode={onCode} />
        </>
      ) : null}
      {view.kind === 'enrolLoading' ? (
        <p className={local.intro} role="status">
          Preparing your key…
        </p>
      ) : null}
      {view.kind === 'enrolFailed' ? (
        <div className={styles.form}>
          <p className={styles.error} role="alert">
            {error ?? 'Could not start the set-up'}
          </p>
          <button type="button" className={styles.primary} onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : null}
      {view.kind === 'enrol' ? (
        <>
          <p className={local.intro}>Your account moves money, so it needs two-step sign-in before it opens.</p>
          <EnrolmentPanel secret={view.secret} otpauthUri={view.otpauthUri} busy={busy} error={error} onCode={onCode} />
        </>
      ) : null}
      {view.kind === 'recoveryCodes' ? <RecoveryCodesPanel codes={view.codes} doneLabel="I have saved them: continue" onSaved={onSaved} /> : null}
      {view.kind !== 'recoveryCodes' ? (
        <button type="button" className={local.toggle} onClick={onCancel}>
          Back to password
        </button>
      ) : null}
    </Modal>
  );
}
