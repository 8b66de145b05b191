import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styles from './auth-form.module.css';
import { MIN_PASSWORD_LENGTH } from './change-password-form';

export type ForgotPasswordStatus =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'codeSent'; message: string }
  | { kind: 'reset' }
  | { kind: 'failed'; message: string; step: 'request' | 'reset' };

export interface ForgotPasswordFormProps {
  status: ForgotPasswordStatus;
  onRequestCode: (username: string) => void;
  onReset: (reset: { username: string; code: string; newPassword: string }) => void;
  /**
   * The operator's setup link (`/forgetPass?user=operator&setup=CODE`, printed by the server's first
   * start outside the demo): the form opens at the set-password step with the name and code filled in.
   */
  setup?: { username: string; code: string } | undefined;
}

/**
 * /forgetPass: ask for a reset code (it goes to the upline), then set a new password with it; from a
 * setup link (`setup`), only the second step: the operator's first password.
 */
export function ForgotPasswordForm({ status, onRequestCode, onReset, setup }: ForgotPasswordFormProps) {
  const [username, setUsername] = useState(setup?.username ?? '');
  const [code, setCode] = useState(setup?.code ?? '');
  const [newPassword, setNewPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const resetting = setup !== undefined || status.kind === 'codeSent' || (status.kind === 'failed' && status.step === 'reset') || (status.kind === 'busy' && code !== '');
  if (status.kind === 'reset') {
    return (
      <p className={styles.success} role="status">
        {setup ? 'Your password is set.' : 'Your password has been reset.'} <Link to="/">Log in</Link> with the new one.
      </p>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!resetting) {
      if (!username.trim()) return setProblem('Enter your user name.');
      setProblem(null);
      return onRequestCode(username.trim());
    }
    if (code.trim().length < 6) return setProblem(setup ? 'This setup link has no code: use the link the server printed.' : 'Enter the code your upline gave you.');
    if (newPassword.length < MIN_PASSWORD_LENGTH) return setProblem(`The new password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
    setProblem(null);
    onReset({ username: username.trim(), code: code.trim(), newPassword });
  };
  const message = problem ?? (status.kind === 'failed' ? status.message : null);
  return (
    <form className={styles.form} onSubmit={submit} aria-label={setup ? 'Set your password' : 'Reset password'} data-state={status.kind}>
      <label className={styles.field}>
        <span>User name</span>
        <input autoComplete="username" required readOnly={setup !== undefined} value={username} onChange={(e) => setUsername(e.target.value)} />
      </label>
      {status.kind === 'codeSent' ? (
        <p className={styles.success} role="status">
          {status.message}
        </p>
      ) : null}
      {resetting ? (
        <>
          {setup ? null : (
            <label className={styles.field}>
              <span>Reset code</span>
              <input autoComplete="one-time-code" required value={code} onChange={(e) => setCode(e.target.value)} />
            </label>
          )}
          <label className={styles.field}>
            <span>New password</span>
            <input type="password" autoComplete="new-password" required value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
          </label>
        </>
      ) : null}
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={status.kind === 'busy'}>
        {status.kind === 'busy' ? 'Please wait…' : setup ? 'Set password' : resetting ? 'Set new password' : 'Send reset code'}
      </button>
    </form>
  );
}
