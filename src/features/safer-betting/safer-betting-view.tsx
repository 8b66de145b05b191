import { formatProfitLoss } from '@domain/money';
import { AccountPage } from '@/features/account/public';
import type { SaferBettingPage_ProtectionsFragment } from '@/gql/graphql';
import type { ProtectionAct } from '../../../machines/safer-betting.machine';
import { BreakControls } from './break-controls';
import type { SaferBettingViewState } from './connect-safer-betting';
import { InForce, timeOutInForce } from './in-force';
import { LimitTable } from './limit-table';
import { REALITY_CHECK_CHOICES } from './safer-betting-choices';
import { sessionLength } from './session-clock';
import styles from './safer-betting.module.css';

export interface SaferBettingViewProps {
  protections: SaferBettingPage_ProtectionsFragment;
  view: SaferBettingViewState;
  now: number;
  locale?: string;
  onAct: (act: ProtectionAct) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onDismissFailure: () => void;
}

/** No limit, no break, no reality check: the page says so before the controls. */
export function hasNoProtections(p: SaferBettingPage_ProtectionsFragment, now: number): boolean {
  const noLimit = (limits: SaferBettingPage_ProtectionsFragment['depositLimits']) => limits.every((l) => l.amount === null && l.pending === null);
  return noLimit(p.depositLimits) && noLimit(p.lossLimits) && !p.selfExcluded && timeOutInForce(p, now) === null && p.realityCheckMinutes === null;
}

/** Safer betting (issue #47): what is in force, then the controls to change it. */
export function SaferBettingView({ protections: p, view, now, locale, onAct, onConfirm, onCancel, onDismissFailure }: SaferBettingViewProps) {
  const locked = p.selfExcluded || timeOutInForce(p, now) !== null;
  return (
    <AccountPage title="Safer betting">
      <div className={styles.page} data-busy={view.busy}>
        <InForce protections={p} now={now} locale={locale} />
        {hasNoProtections(p, now) && (
          <p className={styles.empty} data-testid="no-protections">
            You have no protections set. Limits, a time-out, self-exclusion and a reality check are here whenever you want them; the exchange enforces them on every bet and deposit.
          </p>
        )}
        {view.busy && (
          <p className={styles.hint} role="status" data-testid="saving">
            Saving…
          </p>
        )}
        {view.failure && (
          <div className={styles.failure} role="alert" data-code={view.failure.code}>
            <span>{view.failure.message}</span>
            <button type="button" className={styles.secondary} onClick={onDismissFailure}>
              Dismiss
            </button>
          </div>
        )}
        <LimitTable kind="depositLimit" title="Deposit limits" usedLabel="Deposited" limits={p.depositLimits} now={now} busy={view.busy} onAct={onAct} />
        <LimitTable kind="lossLimit" title="Loss limits" usedLabel="Lost + open" limits={p.lossLimits} now={now} busy={view.busy} onAct={onAct} />
        <section className={styles.card} aria-labelledby="reality-check-title">
          <h2 id="reality-check-title" className={styles.cardTitle}>
            Reality check
          </h2>
          <p className={styles.hint}>A reminder of how long you have played and your result this session, which you answer to keep playing.</p>
          <div className={styles.inline}>
            <label htmlFor="reality-check-interval">Remind me</label>
            <select id="reality-check-interval" value={String(p.realityCheckMinutes)} disabled={view.busy} onChange={(e) => onAct({ kind: 'realityCheck', minutes: e.target.value === 'null' ? null : Number(e.target.value) })}>
              {REALITY_CHECK_CHOICES.map((c) => (
                <option key={String(c.minutes)} value={String(c.minutes)}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <p className={styles.session}>
            This session: <span className={styles.clock}>{sessionLength(p.sessionStartedAt, now)}</span>, result <span data-sign={p.sessionNet > 0 ? 'positive' : p.sessionNet < 0 ? 'negative' : 'zero'}>{formatProfitLoss(p.sessionNet)}</span>
          </p>
        </section>
        <BreakControls locked={locked} busy={view.busy} confirming={view.confirming} onAct={onAct} onConfirm={onConfirm} onCancel={onCancel} />
        <section className={styles.card} aria-labelledby="privacy-title">
          <h2 id="privacy-title" className={styles.cardTitle}>
            Privacy
          </h2>
          <label className={styles.check}>
            <input type="checkbox" checked={p.shareAmountsWithUpline} disabled={view.busy} onChange={(e) => onAct({ kind: 'privacy', shareAmountsWithUpline: e.target.checked })} /> Let my upline see the amounts of my limits
          </label>
          <p className={styles.hint}>Your upline always sees which protections you have, never a way to loosen them.</p>
        </section>
      </div>
    </AccountPage>
  );
}
