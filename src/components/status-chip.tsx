import styles from './status-chip.module.css';

export type RequestStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

const LABEL: Record<RequestStatus, string> = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' };

/** A banking request's status as a coloured chip (pending amber, approved green, rejected red). */
export function StatusChip({ status }: { status: RequestStatus }) {
  return (
    <span className={styles.chip} data-state={status.toLowerCase()}>
      {LABEL[status]}
    </span>
  );
}
