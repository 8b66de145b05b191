import { Link } from 'react-router-dom';
import { StatusChip } from '@/components/status-chip';
import { graphql } from '@/gql/gql';
import type { RequestList_RequestsFragment } from '@/gql/graphql';
import { formatEventTime, formatMoney, rupeesText } from '@/lib/format';
import styles from './banking.module.css';

export const RequestList_requests = graphql(`
  fragment RequestList_requests on BankingRequest {
    requestId
    kind
    amount
    methodId
    utr
    status
    createdAt
    history {
      status
      note
    }
  }
`);

export interface RequestListProps {
  requests: readonly RequestList_RequestsFragment[];
  emptyText: string;
}

/** Deposits and withdrawals, newest first, with status chips; a rejection shows its reason, a deposit links to its timeline. */
export function RequestList({ requests, emptyText }: RequestListProps) {
  if (requests.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>Time</th>
            <th>Type</th>
            <th className={styles.num}>Amount</th>
            <th>Reference</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((r) => {
            const reason = r.status === 'REJECTED' ? r.history.findLast((h) => h.status === 'REJECTED')?.note : null;
            return (
              <tr key={r.requestId} data-state={r.status.toLowerCase()}>
                <td>{formatEventTime(r.createdAt)}</td>
                <td>{r.kind === 'DEPOSIT' ? 'Deposit' : 'Withdrawal'}</td>
                <td className={styles.num}>{formatMoney(r.amount)}</td>
                <td>
                  {r.kind === 'DEPOSIT' && r.utr ? (
                    <Link className={styles.mono} to={`/banking/payment-waiting/${rupeesText(r.amount)}/${r.utr}/${r.methodId ?? 'upi'}`}>
                      {r.utr}
                    </Link>
                  ) : (
                    '—'
                  )}
                  {reason ? <div className={styles.fieldError}>Reason: {reason}</div> : null}
                </td>
                <td>
                  <StatusChip status={r.status} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
