import { useQuery } from '@apollo/client/react';
import { formatEventTime, formatMoney } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { graphql } from '@/gql/gql';
import type { DownlineProtectionsQueryQuery } from '@/gql/graphql';
import styles from './user-card.module.css';

/** Which protections a downline bettor has (issue #47): amounts only where the bettor shares them. */
export const DownlineProtectionsQuery = graphql(`
  query DownlineProtectionsQuery($userName: String!) {
    downlineProtections(userName: $userName) {
      userName
      hasDepositLimit
      hasLossLimit
      depositLimits {
        period
        amount
      }
      lossLimits {
        period
        amount
      }
      timeOutUntil
      selfExcluded
      selfExcludedUntil
      selfExcludedPermanently
      realityCheckMinutes
    }
  }
`);

type Protections = DownlineProtectionsQueryQuery['downlineProtections'];
type Limits = Protections['depositLimits'];

const PERIOD: Record<string, string> = { DAY: 'day', WEEK: 'week', MONTH: 'month' };
const amounts = (limits: Limits) =>
  (limits ?? [])
    .filter((l) => l.amount !== null)
    .map((l) => `${formatMoney(l.amount!)}/${PERIOD[l.period]}`)
    .join(', ');

/** The badges: what is in force, never a control to loosen it (nobody in the upline can). */
export function DownlineProtectionsView({ protections, now }: { protections: Protections; now: number }) {
  const badges: { key: string; label: string; tone: 'strong' | 'plain' }[] = [];
  if (protections.selfExcluded)
    badges.push({ key: 'self', tone: 'strong', label: protections.selfExcludedPermanently || !protections.selfExcludedUntil ? 'Self-excluded permanently' : `Self-excluded until ${formatEventTime(protections.selfExcludedUntil)}` });
  if (protections.timeOutUntil && Date.parse(protections.timeOutUntil) > now) badges.push({ key: 'timeout', tone: 'strong', label: `Time-out until ${formatEventTime(protections.timeOutUntil)}` });
  if (protections.hasDepositLimit) badges.push({ key: 'deposit', tone: 'plain', label: `Deposit limit${protections.depositLimits ? `: ${amounts(protections.depositLimits)}` : ''}` });
  if (protections.hasLossLimit) badges.push({ key: 'loss', tone: 'plain', label: `Loss limit${protections.lossLimits ? `: ${amounts(protections.lossLimits)}` : ''}` });
  if (protections.realityCheckMinutes !== null) badges.push({ key: 'reality', tone: 'plain', label: `Reality check every ${protections.realityCheckMinutes} min` });
  return (
    <div className={styles.protections} aria-label="Safer betting">
      <span className={styles.figureLabel}>Safer betting</span>
      {badges.length === 0 ? (
        <span className={styles.protectionNone}>No protections set</span>
      ) : (
        <ul className={styles.badges}>
          {badges.map((b) => (
            <li key={b.key} className={styles.badge} data-tone={b.tone}>
              {b.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The card's protections row for a bettor; nothing for other roles. */
export function DownlineProtections({ userName }: { userName: string }) {
  const { data, error } = useQuery(DownlineProtectionsQuery, { variables: { userName } });
  const now = useNow(60_000);
  if (error) return <p className={styles.protectionNone}>Safer betting: could not be read.</p>;
  if (!data) return null;
  return <DownlineProtectionsView protections={data.downlineProtections} now={now} />;
}
