import { useState, type FormEvent } from 'react';
import styles from './auth-form.module.css';
import page from './change-password-form.module.css';

/** Shortest new password the exchange accepts. */
export const MIN_PASSWORD_LENGTH = 8;

export type ChangePasswordStatus = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'failed'; message: string };

export interface ChangePasswordFormProps {
  status: ChangePasswordStatus;
  onSubmit: (passwords: { oldPassword: string; newPassword: string }) => void;
}

/** /changpass: current password, new password twice; checked here before it goes to the gateway. */
export function ChangePasswordForm({ status, onSubmit }: ChangePasswordFormProps) {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (newPassword.length < MIN_PASSWORD_LENGTH) return setProblem(`The new password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (newPassword !== confirm) return setProblem('The two new passwords differ.');
    if (newPassword === oldPassword) return setProblem('Choose a password different from the current one.');
    setProblem(null);
    onSubmit({ oldPassword, newPassword });
  };
  const message = problem ?? (status.kind === 'failed' ? status.message : null);
  return (
    <section className={page.panel} aria-labelledby="change-password-title">
      <h1 id="change-password-title" className={page.title}>
        Change password
      </h1>
      <form className={styles.form} onSubmit={submit} aria-label="Change password" data-state={status.kind}>
        <label className={styles.field}>
          <span>Current password</span>
          <input type="password" autoComplete="current-password" required value={oldPassword} onChange={(e) => setOldPassword(e.target.value)} />
        </label>
        <label className={styles.field}>
          <span>New password</span>
          <input type="password" autoComplete="new-password" required value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
        </label>
        <label className={styles.field}>
          <span>Confirm new password</span>
          <input type="password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </label>
        {message ? (
          <p className={styles.error} role="alert">
            {message}
          </p>
        ) : null}
        {status.kind === 'done' ? (
          <p className={styles.success} role="status">
            Password changed. Other devices have been logged out.
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={status.kind === 'busy'}>
          {status.kind === 'busy' ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
