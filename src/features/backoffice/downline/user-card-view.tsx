import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatEventTime, formatMoney } from '@/lib/format';
import type { UserCard } from './downline-types';
import { formatBps } from '@/lib/percent';
import { PnlFigure } from '@/features/backoffice/risk/figures';
import type { ActState } from './use-act';
import { UserStatus } from './user-status';
import styles from './user-card.module.css';

/** The acts a card offers; each opens its dialog. */
export type CardAction = 'credit' | 'creditReference' | 'resetPassword' | 'resetTwoFactor' | 'move';

export interface UserCardViewProps {
  card: UserCard;
  /** The operator (admin) may also move the user under another parent. */
  isOperator: boolean;
  /** Where closing the card leads (the tree without `?user=`). */
  closeHref: string;
  onAction: (action: CardAction) => void;
  /** Locks and unlocks (betting, login) happen at once; their state shows on the card. */
  onSetLocked: (what: 'betting' | 'login', locked: boolean) => void;
  lockState: ActState;
  /** A bettor's safer-betting protections (issue #47): badges, no control to loosen them. */
  protections?: ReactNode;
}

const when = (iso: string | null) => (iso ? formatEventTime(iso) : 'Never');

/** One user of my subtree: figures, status, recent activity, and what I may do about them. */
export function UserCardView({ card, isOperator, closeHref, onAction, onSetLocked, lockState, protections }: UserCardViewProps) {
  const { user } = card;
  const section = useRef<HTMLElement>(null);
  // Opened from a row further down the list: bring the card into view.
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'nearest' });
  }, [user.userName]);
  // Credit and reset codes are for a direct downline only (the exchange refuses the rest).
  const direct = card.trail.length === 0;
  const busy = lockState.status === 'busy';
  const figures: [string, string, string?][] = [
    ['Balance', formatMoney(user.balance)],
    ['Credit reference', formatMoney(user.creditReference)],
    ['Available', formatMoney(user.available)],
    ['Exposure', formatMoney(user.exposure), user.exposure > 0 ? styles.negative : undefined],
    ['Partnership', formatBps(user.partnershipBps)],
    ['Commission', user.commissionBps === null ? 'Site default' : formatBps(user.commissionBps)],
    ['Last login', when(user.lastLoginAt)],
    ['Downline', String(user.downlineCount)],
    ['Two-step sign-in', card.twoFactor ? 'On' : 'Off'],
  ];
  return (
    <section ref={section} className={styles.card} aria-labelledby="user-card-title">
      <div className={styles.head}>
        <h2 id="user-card-title" className={styles.title}>
          {user.userName} <span className={styles.role}>{user.roleName}</span>
        </h2>
        <UserStatus user={user} />
        <Link to={closeHref} className={styles.close} aria-label={`Close ${user.userName}`}>
          ×
        </Link>
      </div>
      {card.trail.length > 0 ? <p className={styles.trail}>Under {[...card.trail].join(' › ')}</p> : null}
      <dl className={styles.figures}>
        {figures.map(([label, value, tone]) => (
          <div key={label} className={styles.figure}>
            <dt className={styles.figureLabel}>{label}</dt>
            <dd className={tone}>{value}</dd>
          </div>
        ))}
      </dl>
      {protections}
      <div className={styles.actions} role="group" aria-label={`Acts on ${user.userName}`}>
        {direct ? (
          <>
            <button type="button" className={styles.action} onClick={() => onAction('credit')}>
              Credit in / out
            </button>
            <button type="button" className={styles.action} onClick={() => onAction('creditReference')}>
              Set credit reference
            </button>
          </>
        ) : null}
        <button type="button" className={styles.action} disabled={busy} onClick={() => onSetLocked('betting', !user.status.bettingLocked)}>
          {user.status.bettingLocked ? 'Unblock betting' : 'Block betting'}
        </button>
        <button type="button" className={styles.action} disabled={busy} onClick={() => onSetLocked('login', !user.status.loginLocked)}>
          {user.status.loginLocked ? 'Unlock login' : 'Lock login'}
        </button>
        {direct ? (
          <>
            <button type="button" className={styles.action} onClick={() => onAction('resetPassword')}>
              Reset password
            </button>
            {/* Only a second factor that is on can be reset (the exchange refuses the rest TWO_FACTOR_NOT_ENROLLED). */}
            {card.twoFactor ? (
              <button type="button" className={styles.action} onClick={() => onAction('resetTwoFactor')}>
                Reset two-step sign-in
              </button>
            ) : null}
          </>
        ) : null}
        {isOperator ? (
          <button type="button" className={styles.action} onClick={() => onAction('move')}>
            Move to another parent
          </button>
        ) : null}
      </div>
      {lockState.status === 'failed' ? (
        <p className={styles.alert} role="alert">
          {lockState.message}
        </p>
      ) : null}
      <div className={styles.activity}>
        <section aria-labelledby="recent-ledger-title">
          <h3 id="recent-ledger-title" className={styles.subTitle}>
            Recent activity
          </h3>
          {card.recentLedger.length === 0 ? (
            <p className={styles.empty}>No money movements yet.</p>
          ) : (
            <ul className={styles.lines}>
              {card.recentLedger.map((line) => (
                <li key={line.txId}>
                  <span className={styles.lineWhat}>
                    {line.description}
                    <small>{formatEventTime(line.at)}</small>
                  </span>
                  {/* In or out of the user's balance: signed (+ green, − red) and on one line, however long. */}
                  <PnlFigure paise={line.amount} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="recent-logins-title">
          <h3 id="recent-logins-title" className={styles.subTitle}>
            Recent logins
          </h3>
          {card.recentLogins.length === 0 ? (
            <p className={styles.empty}>No logins yet.</p>
          ) : (
            <ul className={styles.lines}>
              {card.recentLogins.map((login) => (
                <li key={login.at}>
                  <span className={styles.lineWhat}>
                    {formatEventTime(login.at)}
                    <small>{login.ip ?? 'IP not recorded'}</small>
                  </span>
                  <span className={login.success ? styles.positive : styles.negative}>{login.success ? 'Success' : 'Failed'}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}
