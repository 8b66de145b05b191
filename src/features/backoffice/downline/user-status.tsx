import type { DownlineUser } from './downline-types';
import styles from './downline.module.css';

/** A user's status in words: Active, Betting locked, Login locked (both when both). */
export function statusText(user: Pick<DownlineUser, 'status'>): string {
  const { bettingLocked, loginLocked } = user.status;
  if (loginLocked && bettingLocked) return 'Login and betting locked';
  if (loginLocked) return 'Login locked';
  if (bettingLocked) return 'Betting locked';
  return 'Active';
}

export function UserStatus({ user }: { user: Pick<DownlineUser, 'status'> }) {
  const locked = user.status.bettingLocked || user.status.loginLocked;
  return (
    <span className={styles.status} data-state={locked ? 'locked' : 'active'}>
      {statusText(user)}
    </span>
  );
}
