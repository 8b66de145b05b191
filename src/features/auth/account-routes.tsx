import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { ChangePasswordForm, type ChangePasswordStatus } from './change-password-form';
import { SessionActor } from '@/app/actors';
import { RouteLoading } from '@/app/route-loading';
import { useApp } from '@/app/services-context';
import { ChangePasswordMutation } from '@/features/header/account-documents';

/** `/logout`: ends the session (the session machine clears storage, calls logout and goes to /). */
export function LogoutRoute() {
  const session = SessionActor.useActorRef();
  const loggedIn = SessionActor.useSelector((s) => s.hasTag('loggedIn') || s.matches('loggingOut'));
  useEffect(() => {
    session.send({ type: 'session.logout' });
  }, [session]);
  return loggedIn ? <RouteLoading /> : <Navigate to="/" replace />;
}

/** `/changpass` (token): the gateway ends the old sessions and answers with a new token, kept for this one. */
export function ChangePasswordRoute() {
  const { services } = useApp();
  const [changePassword] = useMutation(ChangePasswordMutation);
  const [status, setStatus] = useState<ChangePasswordStatus>({ kind: 'idle' });
  const submit = async (variables: { oldPassword: string; newPassword: string }) => {
    setStatus({ kind: 'busy' });
    try {
      const { data } = await changePassword({ variables });
      if (!data) throw new Error('The password was not changed. Please try again.');
      services.rotateToken(data.changePassword.token);
      setStatus({ kind: 'done' });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return <ChangePasswordForm status={status} onSubmit={(variables) => void submit(variables)} />;
}
