import { Link } from 'react-router-dom';
import { formatMoney } from '@/lib/format';
import type { DownlineUser } from './downline-types';
import { formatBps } from '@/lib/percent';
import { UserStatus } from './user-status';
import styles from './downline.module.css';

export interface DownlineTableProps {
  users: readonly DownlineUser[];
  /** The card of a user (`?user=`). */
  cardHref: (userName: string) => string;
  /** The level below a user (`?parent=`). */
  drillHref: (userName: string) => string;
}

const COLUMNS = ['User', 'Role', 'Balance', 'Credit ref.', 'Exposure', 'Partnership', 'Status', 'Downline'] as const;

/** The opened level's users: a table at desk widths; on a phone each row is a card, each figure under its label. */
export function DownlineTable({ users, cardHref, drillHref }: DownlineTableProps) {
  return (
    <table className={styles.table} aria-label="Downline users">
      <thead>
        <tr>
          {COLUMNS.map((c) => (
            <th key={c} scope="col" className={c === 'User' || c === 'Role' || c === 'Status' ? undefined : styles.num}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {users.map((u) => (
          <tr key={u.userName}>
            <td data-label="User">
              <Link to={cardHref(u.userName)} className={styles.userLink} aria-label={`Open ${u.userName}`}>
                {u.userName}
              </Link>
            </td>
            <td data-label="Role">{u.roleName}</td>
            <td data-label="Balance" className={styles.num}>
              {formatMoney(u.balance)}
            </td>
            <td data-label="Credit ref." className={styles.num}>
              {formatMoney(u.creditReference)}
            </td>
            <td data-label="Exposure" className={`${styles.num} ${u.exposure > 0 ? styles.negative : ''}`}>
              {formatMoney(u.exposure)}
            </td>
            <td data-label="Partnership" className={styles.num}>
              {formatBps(u.partnershipBps)}
            </td>
            <td data-label="Status">
              <UserStatus user={u} />
            </td>
            <td data-label="Downline" className={styles.num}>
              {u.role === 'bettor' ? (
                '—'
              ) : (
                <Link to={drillHref(u.userName)} className={styles.drill} aria-label={`Downline of ${u.userName}: ${u.downlineCount}`}>
                  {u.downlineCount}
                </Link>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
