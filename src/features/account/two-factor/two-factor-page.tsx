import { useState, type FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { twoFactorMachine, TwoFactorEvent, TwoFactorStatus } from '../../../../machines/two-factor.machine';
import { AccountPage } from '@/features/account/shared/account-page';
import { EnrolmentPanel, RecoveryCodesPanel } from '@/features/auth/public';
import styles from './two-factor-page.module.css';

/** What the page shows, from the machine's snapshot (one pure mapping: {@link connectTwoFactor}). */
export type TwoFactorView =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string | null }
  | { kind: 'status'; status: TwoFactorStatus; busy: boolean; error: string | null }
  | { kind: 'scanning'; secret: string; otpauthUri: string; busy: boolean; error: string | null }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'newKey'; label: string; apiKey: string };

export function connectTwoFactor(snapshot: SnapshotFrom<typeof twoFactorMachine>): TwoFactorView {
  const { context } = snapshot;
  if (snapshot.matches('loading')) return { kind: 'loading' };
  if (snapshot.matches('failed')) return { kind: 'failed', error: context.error };
  if (snapshot.matches({ ready: 'showingCodes' }) && context.recoveryCodes) return { kind: 'codes', codes: context.recoveryCodes };
  if (snapshot.matches({ ready: 'keyShown' }) && context.newKey) return { kind: 'newKey', label: context.newKey.label, apiKey: context.newKey.apiKey };
  if ((snapshot.matches({ ready: 'scanning' }) || snapshot.matches({ ready: 'confirming' })) && context.enrolment) {
    return { kind: 'scanning', secret: context.enrolment.secret, otpauthUri: context.enrolment.otpauthUri, busy: snapshot.hasTag('busy'), error: context.error };
  }
  return { kind: 'status', status: context.status!, busy: snapshot.hasTag('busy'), error: context.error };
}

export interface TwoFactorPageProps {
  view: TwoFactorView;
  send: (event: TwoFactorEvent) => void;
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** `/two-step`: the caller's two-step sign-in, recovery codes and bot API keys. */
export function TwoFactorPage({ view, send }: TwoFactorPageProps) {
  return (
    <AccountPage title="Two-step sign-in">
      <div className={styles.body}>
        {view.kind === 'loading' ? <p role="status">Loading…</p> : null}
        {view.kind === 'failed' ? (
          <div className={styles.card}>
            <p className={styles.error} role="alert">
              {view.error ?? 'Could not load your two-step sign-in'}
            </p>
            <button type="button" className={styles.button} onClick={() => send({ type: 'twoFactor.retry' })}>
              Try again
            </button>
          </div>
        ) : null}
        {view.kind === 'scanning' ? (
          <div className={styles.card}>
            <h2>Set up two-step sign-in</h2>
            <EnrolmentPanel secret={view.secret} otpauthUri={view.otpauthUri} busy={view.busy} error={view.error} onCode={(code) => send({ type: 'twoFactor.code', code })} />
            <button type="button" className={styles.quiet} onClick={() => send({ type: 'twoFactor.cancel' })}>
              Cancel
            </button>
          </div>
        ) : null}
        {view.kind === 'codes' ? (
          <div className={styles.card}>
            <h2>Your recovery codes</h2>
            <RecoveryCodesPanel codes={view.codes} doneLabel="I have saved them" onSaved={() => send({ type: 'twoFactor.codesSaved' })} />
          </div>
        ) : null}
        {view.kind === 'newKey' ? (
          <div className={styles.card}>
            <h2>API key “{view.label}”</h2>
            <p>Give it to your bot as the app key (X-Application, or appKey on /api/auth/login) with the account’s password. It is shown only now.</p>
            <p className={styles.key} aria-label="API key">
              {view.apiKey}
            </p>
            <button type="button" className={styles.button} onClick={() => send({ type: 'twoFactor.keySaved' })}>
              I have saved it
            </button>
          </div>
        ) : null}
        {view.kind === 'status' ? <StatusCards status={view.status} busy={view.busy} error={view.error} send={send} /> : null}
      </div>
    </AccountPage>
  );
}

function StatusCards({ status, busy, error, send }: { status: TwoFactorStatus; busy: boolean; error: string | null; send: TwoFactorPageProps['send'] }) {
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const regenerate = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) send({ type: 'twoFactor.regenerate', code: code.trim() });
  };
  const createKey = (e: FormEvent) => {
    e.preventDefault();
    if (label.trim()) send({ type: 'twoFactor.createKey', label: label.trim() });
  };
  return (
    <>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <section className={styles.card} aria-label="Status">
        <h2>{status.enrolled ? 'On' : 'Off'}</h2>
        <dl className={styles.facts}>
          <dt>Required for your account</dt>
          <dd>{status.required ? 'Yes (it can move money)' : 'No'}</dd>
          <dt>Turned on</dt>
          <dd>{when(status.enrolledAt)}</dd>
          <dt>Recovery codes left</dt>
          <dd>{status.enrolled ? status.recoveryCodesLeft : '—'}</dd>
        </dl>
        {!status.enrolled && status.allowed ? (
          <button type="button" className={styles.button} disabled={busy} onClick={() => send({ type: 'twoFactor.enrol' })}>
            Turn on two-step sign-in
          </button>
        ) : null}
        {!status.enrolled && !status.allowed ? <p>This site does not offer two-step sign-in to bettors.</p> : null}
      </section>
      {status.enrolled ? (
        <section className={styles.card} aria-label="Recovery codes">
          <h2>Recovery codes</h2>
          <form className={styles.row} onSubmit={regenerate}>
            <label>
              <span>Code from your app</span>
              <input name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} required />
            </label>
            <button type="submit" className={styles.button} disabled={busy}>
              New recovery codes
            </button>
          </form>
        </section>
      ) : null}
      {status.enrolled ? (
        <section className={styles.card} aria-label="API keys">
          <h2>API keys for bots</h2>
          {status.apiKeys.length === 0 ? <p>No API keys.</p> : null}
          <ul className={styles.keys}>
            {status.apiKeys.map((key) => (
              <li key={key.keyId}>
                <span>
                  {key.label} · made {when(key.createdAt)} · last used {when(key.lastUsedAt)}
                </span>
                <button type="button" className={styles.quiet} disabled={busy} onClick={() => send({ type: 'twoFactor.revokeKey', keyId: key.keyId })}>
                  Revoke
                </button>
              </li>
            ))}
          </ul>
          <form className={styles.row} onSubmit={createKey}>
            <label>
              <span>New key’s name</span>
              <input name="label" maxLength={64} value={label} onChange={(e) => setLabel(e.target.value)} required />
            </label>
            <button type="submit" className={styles.button} disabled={busy}>
              Create API key
            </button>
          </form>
        </section>
      ) : null}
    </>
  );
}
