/**
 * Refer and Earn: when a referred user's first deposit is approved, the referrer is offered a reward
 * of a share of it, up to a cap, to claim under Banking → Rewards within a number of days. Claimed,
 * it is credited as `reward:referral:<referred user id>` and counts as the referrer's "earned".
 */

/** The referrer's share of the first deposit, percent. */
export const REFERRAL_SHARE_PERCENT = 10;
/** The most one referral can earn, paise (₹500). */
export const REFERRAL_REWARD_CAP = 50_000;
/** How long the offer can be claimed, days. */
export const REFERRAL_OFFER_DAYS = 30;

/** The reward id of the referral of one user: claimed once, whatever happens after. */
export const referralRewardId = (referredUserId: string) => `referral:${referredUserId}`;

/** What a first deposit of `amount` paise earns the referrer, paise (rounded down, capped). */
export function referralReward(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 0;
  return Math.min(Math.floor((amount * REFERRAL_SHARE_PERCENT) / 100), REFERRAL_REWARD_CAP);
}
