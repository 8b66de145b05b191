import { useMutation } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { ChangePasswordForm, type ChangePasswordStatus } from './change-password-form';
import { RouteLoading } from '@/components/route-loading';
import { useChild } from '@/lib/app-actor';
import { useServices } from '@/lib/services';
import { ChangePasswordMutation } from './change-password-documents';

/** `/logout`: ends the session (the session machine clears storage, calls logout and goes to /). */
export function LogoutRoute() {
  const session = useChild('session');
  const loggedIn = useSelector(session, (s) => s.hasTag('loggedIn') || s.matches('loggingOut'));
  useEffect(() => {
    session.send({ type: 'session.logout' });
  }, [session]);
  return loggedIn ? <RouteLoading /> : <Navigate to="/" replace />;
}

/** `/changpass` (token): the gateway ends the old sessions and answers with a new token, kept for this one. */
export function ChangePasswordRoute() {
  const services = useServices();
  const [changePassword] = useMutation(ChangePasswordMutation);
  const [status, setStatus] = useState<ChangePasswordStatus>({ kind: 'idle' });
  const submit = async (variables: { oldPassword: string; newPassword: string }) => {
    setStatus({ kind: 'busy' });
    const endRotation = services.beginRotation();
    try {
      const { data } = await changePassword({ variables });
      if (!data) throw new Error('The password was not changed. Please try again.');
      services.rotateToken(data.changePassword.token);
      setStatus({ kind: 'done' });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      endRotation();
    }
  };
  return <ChangePasswordForm status={status} onSubmit={(variables) => void submit(variables)} />;
}
