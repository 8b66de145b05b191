import type { SaferBettingPage_ProtectionsFragment } from '@/gql/graphql';
import { formatDateTime } from '@/features/account/public';
import styles from './safer-betting.module.css';

type Protections = Pick<SaferBettingPage_ProtectionsFragment, 'timeOutUntil' | 'selfExcluded' | 'selfExcludedUntil' | 'selfExcludedPermanently'>;

/** A time-out in force now, its end; null when none (or it has ended). */
export function timeOutInForce(protections: Protections, now: number): string | null {
  return protections.timeOutUntil && Date.parse(protections.timeOutUntil) > now ? protections.timeOutUntil : null;
}

/** What stops the bettor now, said first and plainly: a self-exclusion or a time-out, and until when. */
export function InForce({ protections, now, locale }: { protections: Protections; now: number; locale?: string }) {
  const timeOut = timeOutInForce(protections, now);
  if (protections.selfExcluded) {
    return (
      <div className={styles.banner} role="status" data-state="self-excluded">
        <strong>{protections.selfExcludedPermanently || !protections.selfExcludedUntil ? 'You are self-excluded permanently.' : `You are self-excluded until ${formatDateTime(protections.selfExcludedUntil, locale)}.`}</strong>{' '}
        You cannot bet or deposit. You can still withdraw your balance. Nobody can lift it early.
      </div>
    );
  }
  if (timeOut) {
    return (
      <div className={styles.banner} role="status" data-state="timed-out">
        <strong>You are on a time-out until {formatDateTime(timeOut, locale)}.</strong> You can see your bets and statements but cannot bet or deposit. It cannot be ended early.
      </div>
    );
  }
  return null;
}
