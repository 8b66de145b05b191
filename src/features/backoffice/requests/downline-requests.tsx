import { useState } from 'react';
import { StatusChip } from '@/components/status-chip';
import { graphql } from '@/gql/gql';
import type { DownlineRequests_RequestsFragment } from '@/gql/graphql';
import { formatEventTime, formatMoney } from '@/lib/format';
import styles from './downline.module.css';

export const DownlineRequests_requests = graphql(`
  fragment DownlineRequests_requests on BankingRequest {
    requestId
    userName
    kind
    amount
    methodId
    utr
    status
    createdAt
    destination {
      key
      value
    }
    history {
      status
      by
      note
    }
  }
`);

export interface DownlineRequestsProps {
  requests: readonly DownlineRequests_RequestsFragment[];
  busyId: string | null;
  onDecide: (requestId: string, decision: 'APPROVE' | 'REJECT', note?: string) => void;
}

const destinationText = (r: DownlineRequests_RequestsFragment) => {
  const d = new Map((r.destination ?? []).map((kv) => [kv.key, kv.value]));
  if (d.get('upiId')) return `UPI ${d.get('upiId')}`;
  return [d.get('bankName'), d.get('accountNumber'), d.get('ifsc')].filter(Boolean).join(' · ');
};

/** Pending deposits and withdrawals with amount, method, UTR and time: approve, or reject with a reason. */
export function DownlineRequests({ requests, busyId, onDecide }: DownlineRequestsProps) {
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  if (requests.length === 0) return <p className={styles.empty}>No requests waiting. New deposits and withdrawals appear here as they arrive.</p>;
  return (
    <div className={styles.scroll}>
      <table className={`${styles.table} ${styles.cards}`}>
        <thead>
          <tr>
            <th>Time</th>
            <th>User</th>
            <th>Type</th>
            <th className={styles.num}>Amount</th>
            <th>Method / UTR / to</th>
            <th>Decision</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((r) => (
            <tr key={r.requestId} data-request={r.requestId}>
              <td>{formatEventTime(r.createdAt)}</td>
              <td>{r.userName}</td>
              <td>{r.kind === 'DEPOSIT' ? 'Deposit' : 'Withdrawal'}</td>
              <td className={styles.num}>{formatMoney(r.amount)}</td>
              <td>
                {r.kind === 'DEPOSIT' ? (
                  <>
                    {r.methodId} · <span className={styles.mono}>{r.utr}</span>
                  </>
                ) : (
                  destinationText(r)
                )}
              </td>
              <td>
                {rejecting === r.requestId ? (
                  <form
                    className={styles.reject}
                    aria-label={`Reject ${r.userName}'s request`}
                    onSubmit={(e) => {
                      e.preventDefault();
                      if (!reason.trim()) return;
                      onDecide(r.requestId, 'REJECT', reason.trim());
                      setRejecting(null);
                      setReason('');
                    }}
                  >
                    <input aria-label="Reason" placeholder="Reason (the user sees it)" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} autoFocus />
                    <button type="submit" className={styles.danger} disabled={!reason.trim()}>
                      Reject
                    </button>
                    <button type="button" className={styles.secondary} onClick={() => setRejecting(null)}>
                      Cancel
                    </button>
                  </form>
                ) : (
                  <div className={styles.row}>
                    <button type="button" className={styles.approve} disabled={busyId === r.requestId} onClick={() => onDecide(r.requestId, 'APPROVE')} aria-label={`Approve ${r.userName} ${formatMoney(r.amount)}`}>
                      Approve
                    </button>
                    <button type="button" className={styles.danger} disabled={busyId === r.requestId} onClick={() => setRejecting(r.requestId)} aria-label={`Reject ${r.userName} ${formatMoney(r.amount)}`}>
                      Reject…
                    </button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Decided requests, newest first, with who decided and why. */
export function DecidedRequests({ requests }: { requests: readonly DownlineRequests_RequestsFragment[] }) {
  if (requests.length === 0) return <p className={styles.empty}>Nothing decided yet.</p>;
  return (
    <div className={styles.scroll}>
      <table className={`${styles.table} ${styles.cards}`}>
        <thead>
          <tr>
            <th>Time</th>
            <th>User</th>
            <th>Type</th>
            <th className={styles.num}>Amount</th>
            <th>Status</th>
            <th>Note</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((r) => (
            <tr key={r.requestId}>
              <td>{formatEventTime(r.createdAt)}</td>
              <td>{r.userName}</td>
              <td>{r.kind === 'DEPOSIT' ? 'Deposit' : 'Withdrawal'}</td>
              <td className={styles.num}>{formatMoney(r.amount)}</td>
              <td>
                <StatusChip status={r.status} />
              </td>
              <td>{r.history.findLast((h) => h.status !== 'PENDING')?.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
