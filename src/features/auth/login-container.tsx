import { useSelector } from '@xstate/react';
import { useChild, useSessionView } from '@/lib/app-actor';
import { LoginDialog } from './login-dialog';

export interface PopupContainerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The login popup on the session actor (the root actor closes it once logged in). */
export function LoginContainer({ open, onOpenChange }: PopupContainerProps) {
  const session = useChild('session');
  const { busy, loginError } = useSessionView();
  const loggingIn = useSelector(session, (s) => s.matches('loggingIn'));
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
