import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import styles from './auth-form.module.css';
import local from './two-step.module.css';

export interface CodeFormProps {
  /** A code is being checked. */
  busy: boolean;
  error: string | null;
  /** Label of the submit button. */
  submitLabel: string;
  /** Offer "Use a recovery code" (the sign-in step; not when confirming a new secret). */
  allowRecovery: boolean;
  onCode: (code: string) => void;
}

/** A six-digit TOTP code, or (switched) a recovery code. */
export function CodeForm({ busy, error, submitLabel, allowRecovery, onCode }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy && code.trim()) onCode(code.trim());
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Two-step code" data-state={busy ? 'busy' : 'idle'}>
      <label className={styles.field}>
        <span>{recovery ? 'Recovery code' : 'Authentication code'}</span>
        {recovery ? (
          <input name="recoveryCode" autoComplete="off" autoCapitalize="none" spellCheck={false} placeholder="xxxxx-xxxxx" required value={code} onChange={(e) => setCode(e.target.value)} />
        ) : (
          <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" placeholder="123456" required value={code} onChange={(e) => setCode(e.target.value)} />
        )}
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? 'Checking…' : submitLabel}
      </button>
      {allowRecovery ? (
        <button
          type="button"
          className={local.toggle}
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
          }}
        >
          {recovery ? 'Use the code from your app' : 'Use a recovery code'}
        </button>
      ) : null}
    </form>
  );
}

export interface EnrolmentPanelProps {
  userName?: string | null;
  secret: string;
  otpauthUri: string;
  busy: boolean;
  error: string | null;
  onCode: (code: string) => void;
}

/** Enrolment: the QR code to scan, the secret as text for manual entry, and a code to confirm. */
export function EnrolmentPanel({ secret, otpauthUri, busy, error, onCode }: EnrolmentPanelProps) {
  return (
    <div className={styles.form}>
      <p className={local.intro}>Scan this code with an authenticator app (Google Authenticator, 1Password, Authy …), then enter the six-digit code it shows.</p>
      <div className={local.qr}>
        <QRCodeSVG value={otpauthUri} size={200} marginSize={2} title="QR code of the two-step secret" />
      </div>
      <p className={local.intro}>Cannot scan? Type this key into the app:</p>
      <p className={local.secret} aria-label="Secret key">
        {secret.replace(/(.{4})/g, '$1 ').trim()}
      </p>
      <CodeForm busy={busy} error={error} submitLabel="Turn on two-step sign-in" allowRecovery={false} onCode={onCode} />
    </div>
  );
}

export interface RecoveryCodesPanelProps {
  codes: string[];
  /** Label of the button that says they are saved. */
  doneLabel: string;
  onSaved: () => void;
}

/** The ten recovery codes, shown once: each signs in once when the phone is lost. */
export function RecoveryCodesPanel({ codes, doneLabel, onSaved }: RecoveryCodesPanelProps) {
  return (
    <div className={styles.form}>
      <p className={local.intro}>Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again.</p>
      <ul className={local.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" className={local.secondary} onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
        Copy codes
      </button>
      <button type="button" className={styles.primary} onClick={onSaved}>
        {doneLabel}
      </button>
    </div>
  );
}
