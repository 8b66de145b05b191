import { graphql } from '@/gql/gql';
import type { DownlineUsers_UsersFragment } from '@/gql/graphql';
import { formatMoney } from '@/lib/format';
import styles from './downline.module.css';

export const DownlineUsers_users = graphql(`
  fragment DownlineUsers_users on DownlineUser {
    userName
    role
    isLogin
    wallet
    exposure
    held
    available
  }
`);

export interface DownlineUsersProps {
  users: readonly DownlineUsers_UsersFragment[];
  busyId: string | null;
  onSetBlocked: (userName: string, blocked: boolean) => void;
}

/** The downline's users with wallet, exposure, held, available (docs/money.md) and status; block or unblock each. */
export function DownlineUsers({ users, busyId, onSetBlocked }: DownlineUsersProps) {
  if (users.length === 0) return <p className={styles.empty}>No users in your downline yet.</p>;
  return (
    <div className={styles.scroll}>
      <table className={`${styles.table} ${styles.cards}`}>
        <thead>
          <tr>
            <th>User</th>
            <th className={styles.num}>Wallet</th>
            <th className={styles.num}>Exposure</th>
            <th className={styles.num}>Held</th>
            <th className={styles.num}>Available</th>
            <th>Status</th>
            <th>
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => {
            const blocked = u.isLogin === 0;
            return (
              <tr key={u.userName} data-state={blocked ? 'blocked' : 'active'}>
                <td>
                  {u.userName}
                  {u.role !== 'bettor' ? <span className={styles.role}> {u.role}</span> : null}
                </td>
                <td className={styles.num} data-label="Wallet">{formatMoney(u.wallet)}</td>
                <td className={`${styles.num} ${u.exposure > 0 ? styles.negative : ''}`} data-label="Exposure">
                  {formatMoney(u.exposure)}
                </td>
                <td className={styles.num} data-label="Held">{formatMoney(u.held)}</td>
                <td className={styles.num} data-label="Available">{formatMoney(u.available)}</td>
                <td>
                  <span className={styles.status} data-state={blocked ? 'blocked' : 'active'}>
                    {blocked ? 'Blocked' : 'Active'}
                  </span>
                </td>
                <td>
                  <button type="button" className={blocked ? styles.secondary : styles.danger} disabled={busyId === u.userName} onClick={() => onSetBlocked(u.userName, !blocked)}>
                    {blocked ? `Unblock ${u.userName}` : `Block ${u.userName}`}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
