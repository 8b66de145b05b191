import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '@/components/ui/modal';
import styles from './auth-form.module.css';

export interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The session machine is logging in. */
  busy: boolean;
  /** Message of the last failed login. */
  error: string | null;
  onSubmit: (credentials: { userName: string; password: string }) => void;
}

/** The login popup (always present in the frame; opened from the header, guards and casino tiles). */
export function LoginDialog({ open, onOpenChange, busy, error, onSubmit }: LoginDialogProps) {
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit({ userName: userName.trim(), password });
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Login" size="compact">
      <form className={styles.form} onSubmit={submit} aria-label="Login" data-state={busy ? 'busy' : 'idle'}>
        <label className={styles.field}>
          <span>User name</span>
          <input name="userName" autoComplete="username" required value={userName} onChange={(e) => setUserName(e.target.value)} />
        </label>
        <label className={styles.field}>
          <span>Password</span>
          <input name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? 'Logging in…' : 'Login'}
        </button>
        <div className={styles.links}>
          <Link to="/forgetPass" onClick={() => onOpenChange(false)}>
            Forgot password?
          </Link>
          <Link to="/signup" onClick={() => onOpenChange(false)}>
            Register
          </Link>
        </div>
      </form>
    </Modal>
  );
}
