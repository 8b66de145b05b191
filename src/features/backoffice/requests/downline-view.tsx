import type { DownlineDeskQueryQuery } from '@/gql/graphql';
import { formatEventTime, formatMoney } from '@/lib/format';
import { DecidedRequests, DownlineRequests } from './downline-requests';
import { DownlineUsers } from './downline-users';
import styles from './downline.module.css';

export interface DownlineViewProps {
  requests: DownlineDeskQueryQuery['downlineBankingRequests'];
  users: DownlineDeskQueryQuery['downlineUsers'];
  resets: DownlineDeskQueryQuery['downlinePasswordResets'];
  totals: DownlineDeskQueryQuery['downlineTotals'];
  /** The request or user being acted on. */
  busyId: string | null;
  error: string | null;
  onDecide: (requestId: string, decision: 'APPROVE' | 'REJECT', note?: string) => void;
  onSetBlocked: (userName: string, blocked: boolean) => void;
}

/** The upline's requests desk (the back office's Requests page). */
export function DownlineView({ requests, users, resets, totals, busyId, error, onDecide, onSetBlocked }: DownlineViewProps) {
  const pending = requests.filter((r) => r.status === 'PENDING');
  const decided = requests.filter((r) => r.status !== 'PENDING').slice(0, 20);
  return (
    <section className={styles.page} aria-labelledby="downline-title">
      <h1 id="downline-title" className={styles.title}>
        Requests
      </h1>
      <div className={styles.figures} aria-label="Today">
        <Figure label="Waiting" value={String(totals.pendingCount)} sub={`${formatMoney(totals.pendingDeposits)} in · ${formatMoney(totals.pendingWithdrawals)} out`} />
        <Figure label="Deposits today" value={formatMoney(totals.depositsApproved)} sub={`${totals.depositsApprovedCount} approved`} />
        <Figure label="Withdrawals today" value={formatMoney(totals.withdrawalsApproved)} sub={`${totals.withdrawalsApprovedCount} paid`} />
        <Figure label="Rejected today" value={String(totals.rejectedCount)} />
      </div>
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      <section className={styles.panel} aria-labelledby="pending-title">
        <h2 id="pending-title" className={styles.panelTitle}>
          Pending requests ({pending.length})
        </h2>
        <DownlineRequests requests={pending} busyId={busyId} onDecide={onDecide} />
      </section>
      <section className={styles.panel} aria-labelledby="users-title">
        <h2 id="users-title" className={styles.panelTitle}>
          Users
        </h2>
        <DownlineUsers users={users} busyId={busyId} onSetBlocked={onSetBlocked} />
      </section>
      <section className={styles.panel} aria-labelledby="resets-title">
        <h2 id="resets-title" className={styles.panelTitle}>
          Password reset codes
        </h2>
        {resets.length === 0 ? (
          <p className={styles.empty}>No reset codes waiting.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th>User</th>
                <th>Code</th>
                <th>Expires</th>
              </tr>
            </thead>
            <tbody>
              {resets.map((r) => (
                <tr key={`${r.userName}-${r.expiresAt}`}>
                  <td>{r.userName}</td>
                  <td className={styles.mono}>{r.code ?? '—'}</td>
                  <td>{formatEventTime(r.expiresAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="decided-title">
        <h2 id="decided-title" className={styles.panelTitle}>
          Recently decided
        </h2>
        <DecidedRequests requests={decided} />
      </section>
    </section>
  );
}

function Figure({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <div className={styles.figure}>
      <span className={styles.figureLabel}>{label}</span>
      <span className={styles.figureValue}>{value}</span>
      {sub ? <span className={styles.figureSub}>{sub}</span> : null}
    </div>
  );
}
