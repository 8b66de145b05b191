/** Protections as the gateway answers them, for stories and tests (times relative to `now`). */
import type { SaferBettingPage_ProtectionsFragment } from '@/gql/graphql';

type PlainLimit = SaferBettingPage_ProtectionsFragment['depositLimits'][number];
/** As the wire carries it: with the type names the cache files objects by. */
type Limit = PlainLimit & { __typename: 'ProtectionLimit'; pending: (NonNullable<PlainLimit['pending']> & { __typename: 'PendingLimitChange' }) | null };
export type ProtectionsFixture = Omit<SaferBettingPage_ProtectionsFragment, 'depositLimits' | 'lossLimits'> & { __typename: 'SaferBetting'; depositLimits: Limit[]; lossLimits: Limit[] };
const HOUR = 3_600_000;
const at = (now: number, ms: number) => new Date(now + ms).toISOString();

export const limitOf = (period: Limit['period'], amount: number | null, used = 0, pending: PlainLimit['pending'] = null): Limit => ({
  __typename: 'ProtectionLimit',
  period,
  amount,
  used,
  remaining: amount === null ? null : Math.max(0, amount - used),
  pending: pending && { __typename: 'PendingLimitChange', ...pending },
});

const noLimits = (): Limit[] => [limitOf('DAY', null), limitOf('WEEK', null), limitOf('MONTH', null)];

/** Nothing set: the empty state. */
export function noProtections(now: number): ProtectionsFixture {
  return {
    __typename: 'SaferBetting',
    depositLimits: noLimits(),
    lossLimits: noLimits(),
    timeOutUntil: null,
    selfExcluded: false,
    selfExcludedUntil: null,
    selfExcludedPermanently: false,
    realityCheckMinutes: null,
    sessionStartedAt: at(now, -(42 * 60_000 + 5_000)),
    sessionNet: 0,
    realityCheckDueAt: null,
    shareAmountsWithUpline: false,
  };
}

/** A daily deposit limit of ₹5,000 (₹1,200 used), weekly loss limit ₹10,000, a 30-minute reality check. */
export function withLimits(now: number): ProtectionsFixture {
  return {
    ...noProtections(now),
    depositLimits: [limitOf('DAY', 500_000, 120_000), limitOf('WEEK', null), limitOf('MONTH', null)],
    lossLimits: [limitOf('DAY', null), limitOf('WEEK', 1_000_000, 345_050), limitOf('MONTH', null)],
    realityCheckMinutes: 30,
    realityCheckDueAt: at(now, 18 * 60_000),
    sessionNet: -345_050,
  };
}

/** A raise of the daily deposit limit to ₹20,000 and the removal of the weekly loss limit, both cooling off. */
export function withPendingRaise(now: number): ProtectionsFixture {
  const base = withLimits(now);
  return {
    ...base,
    depositLimits: [limitOf('DAY', 500_000, 120_000, { amount: 2_000_000, effectiveAt: at(now, 23 * HOUR + 59 * 60_000) }), limitOf('WEEK', null), limitOf('MONTH', null)],
    lossLimits: [limitOf('DAY', null), limitOf('WEEK', 1_000_000, 345_050, { amount: null, effectiveAt: at(now, 5 * HOUR) }), limitOf('MONTH', null)],
  };
}

/** A one-week time-out, six days left. */
export function timedOut(now: number): ProtectionsFixture {
  return { ...withLimits(now), timeOutUntil: at(now, 6 * 24 * HOUR) };
}

/** Self-excluded for ever. */
export function selfExcludedPermanently(now: number): ProtectionsFixture {
  return { ...noProtections(now), selfExcluded: true, selfExcludedPermanently: true };
}

/** Self-excluded for six months, from an hour ago: a dated exclusion, its end shown. */
export function selfExcludedUntil(now: number): ProtectionsFixture {
  return { ...withLimits(now), selfExcluded: true, selfExcludedUntil: at(now, 183 * 24 * HOUR - HOUR) };
}
