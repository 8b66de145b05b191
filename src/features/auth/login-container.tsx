import { useSelector } from '@xstate/react';
import { useChild, useSessionView } from '@/lib/app-actor';
import { LoginDialog } from './login-dialog';
import { TwoStepDialog, type TwoStepView } from './two-step-dialog';

export interface PopupContainerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The login popup on the session actor (the root actor closes it once logged in): the password, then any second step. */
export function LoginContainer({ open, onOpenChange }: PopupContainerProps) {
  const session = useChild('session');
  const { busy, loginError } = useSessionView();
  const loggingIn = useSelector(session, (s) => s.matches('loggingIn'));
  const view = useSelector(session, (s): TwoStepView | null => {
    if (!s.hasTag('secondStep')) return null;
    if (s.matches({ secondStep: 'code' })) return { kind: 'code' };
    if (s.matches({ secondStep: { enrolment: 'recoveryCodes' } })) return { kind: 'recoveryCodes', codes: s.context.recoveryCodes ?? [] };
    if (s.matches({ secondStep: { enrolment: 'failed' } })) return { kind: 'enrolFailed' };
    if (s.context.enrolment && !s.matches({ secondStep: { enrolment: 'loading' } })) return { kind: 'enrol', ...s.context.enrolment };
    return { kind: 'enrolLoading' };
  }, sameView);
  const secondStepError = useSelector(session, (s) => s.context.secondStepError);
  if (view) {
    const cancel = () => session.send({ type: 'session.cancelSecondStep' });
    return (
      <TwoStepDialog
        open={open}
        onOpenChange={(next) => {
          // The recovery codes are shown once: the popup stays until the user says they are saved.
          if (!next && view.kind === 'recoveryCodes') return;
          if (!next) cancel();
          onOpenChange(next);
        }}
        view={view}
        busy={busy}
        error={secondStepError}
        onCode={(code) => session.send({ type: 'session.code', code })}
        onRetry={() => session.send({ type: 'session.retryEnrolment' })}
        onCancel={cancel}
        onSaved={() => session.send({ type: 'session.recoveryCodesSaved' })}
      />
    );
  }
  return (
    <LoginDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy && loggingIn}
      error={loginError}
      onSubmit={(credentials) => session.send({ type: 'session.login', credentials })}
    />
  );
}

function sameView(a: TwoStepView | null, b: TwoStepView | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
