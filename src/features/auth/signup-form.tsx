import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styles from './auth-form.module.css';
import { MIN_PASSWORD_LENGTH } from './change-password-form';

export type SignupStatus = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; userName: string } | { kind: 'failed'; message: string };

export interface SignupFormProps {
  status: SignupStatus;
  /** A referral code from the link the bettor followed, if any. */
  referralCode?: string;
  onSubmit: (account: { username: string; password: string; referralCode: string | null }) => void;
}

const USER_NAME = /^[A-Za-z0-9_.-]{3,32}$/;

/** /signup: user name, password twice, optional referral code; checked here before it goes to the gateway. */
export function SignupForm({ status, referralCode = '', onSubmit }: SignupFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState(referralCode);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!USER_NAME.test(username)) return setProblem('A user name has 3–32 letters, digits, dots, dashes or underscores.');
    if (password.length < MIN_PASSWORD_LENGTH) return setProblem(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (password !== confirm) return setProblem('The two passwords differ.');
    setProblem(null);
    onSubmit({ username, password, referralCode: code.trim() || null });
  };
  if (status.kind === 'done') {
    return (
      <p className={styles.success} role="status">
        Account {status.userName} is open. <Link to="/">Log in</Link> to start betting.
      </p>
    );
  }
  const message = problem ?? (status.kind === 'failed' ? status.message : null);
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Open an account" data-state={status.kind}>
      <label className={styles.field}>
        <span>User name</span>
        <input autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
      </label>
      <label className={styles.field}>
        <span>Password</span>
        <input type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <label className={styles.field}>
        <span>Confirm password</span>
        <input type="password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </label>
      <label className={styles.field}>
        <span>Referral code (optional)</span>
        <input value={code} onChange={(e) => setCode(e.target.value)} />
      </label>
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={status.kind === 'busy'}>
        {status.kind === 'busy' ? 'Opening…' : 'Open account'}
      </button>
    </form>
  );
}
