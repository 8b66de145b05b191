import { describe, expect, it } from 'vitest';
import { REFERRAL_REWARD_CAP, referralReward, referralRewardId } from './referral';

describe('referral reward', () => {
  it('is 10% of the first deposit, rounded down to the paisa', () => {
    expect(referralReward(100_000)).toBe(10_000); // ₹1,000 → ₹100
    expect(referralReward(12_345)).toBe(1_234); // ₹123.45 → ₹12.34 (not 12.345)
  });
  it('is capped at ₹500', () => {
    expect(referralReward(500_000)).toBe(REFERRAL_REWARD_CAP); // exactly the cap at ₹5,000
    expect(referralReward(10_000_000)).toBe(50_000);
  });
  it('is nothing for a zero, negative or non-integer amount', () => {
    expect(referralReward(0)).toBe(0);
    expect(referralReward(-100)).toBe(0);
    expect(referralReward(1.5)).toBe(0);
  });
  it('has one id per referred user', () => {
    expect(referralRewardId('u-42')).toBe('referral:u-42');
  });
});
