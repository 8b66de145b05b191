import { describe, expect, it } from 'vitest';
import { availableToBet, checkAffordability, runnerExposure } from './exposure';
import type { RunnerBet } from './exposure';
import { availableIsNonNegative, balanceMatchesReplay, deposit, isBalanced, ledgerIsBalanced, replayBalances, reversal, transaction, transfer, withdrawal } from './ledger';
import { expectCode } from './test-support';

describe('ledger', () => {
  it('records deposits, transfers and withdrawals as balanced transactions and replays balances', () => {
    const entries = [deposit('agent', 100_000, 'dep-1'), transfer('agent', 'u1', 30_000, 'tr-1', 100_000, 0), withdrawal('u1', 10_000, 'wd-1', 30_000, 5_000)];
    expect(entries.every(isBalanced)).toBe(true);
    expect(ledgerIsBalanced(entries)).toBe(true);
    expect(Object.fromEntries(replayBalances(entries))).toEqual({ cash: -90_000, 'wallet:agent': 70_000, 'wallet:u1': 20_000 });
    expect(balanceMatchesReplay('wallet:u1', 20_000, entries)).toBe(true);
    expect(balanceMatchesReplay('wallet:u1', 20_001, entries)).toBe(false);
    expect([...replayBalances([...entries, reversal(entries[2]!)]).values()]).toEqual([-100_000, 70_000, 30_000]);
  });

  it('refuses to withdraw or transfer more than is available (balance − exposure)', () => {
    expectCode(() => withdrawal('u1', 25_001, 'wd', 30_000, 5_000), 'INSUFFICIENT_FUNDS');
    expectCode(() => transfer('u1', 'u2', 25_001, 'tr', 30_000, 5_000), 'INSUFFICIENT_FUNDS');
    expectCode(() => transfer('u1', 'u1', 1, 'tr', 30_000, 0), 'INVALID_INPUT_DATA');
    expectCode(() => deposit('u1', 0, 'dep'), 'INVALID_INPUT_DATA');
    expectCode(() => deposit('u1', 1.5, 'dep'), 'INVALID_INPUT_DATA');
  });

  it('refuses an unbalanced or unreferenced transaction', () => {
    expectCode(() => transaction('transfer', 'x', [{ account: 'a', amount: 1 }, { account: 'b', amount: -2 }]), 'INVALID_INPUT_DATA');
    expectCode(() => transaction('transfer', '', [{ account: 'a', amount: 0 }]), 'INVALID_INPUT_DATA');
    expectCode(() => transaction('transfer', 'x', []), 'INVALID_INPUT_DATA');
    expect(isBalanced({ reference: 'x', kind: 'transfer', postings: [{ account: 'a', amount: 5 }] })).toBe(false);
    expect(availableIsNonNegative(100, 100)).toBe(true);
    expect(availableIsNonNegative(100, 101)).toBe(false);
  });
});

describe('exposure', () => {
  const bet = (b: Partial<RunnerBet> & Pick<RunnerBet, 'runnerId' | 'side' | 'stake' | 'odds100'>): RunnerBet => ({ betId: 'b', userId: 'u', ...b });

  it('is the worst loss over the outcomes, unmatched bets counting only where they lose', () => {
    const matched = [bet({ runnerId: 'A', side: 'BACK', stake: 1000, odds100: 300 })];
    // A wins +20, B or C wins −10.
    expect(runnerExposure(['A', 'B', 'C'], matched)).toBe(1000);
    // An unmatched lay of B 10 @ 5 adds −40 only if B wins: B → −10 − 40 = −50.
    expect(runnerExposure(['A', 'B', 'C'], matched, [bet({ runnerId: 'B', side: 'LAY', stake: 1000, odds100: 500 })])).toBe(5000);
    // An unmatched back of B never helps the B outcome: A → +20 − 10 = +10; B, C → −10 − 10 = −20.
    expect(runnerExposure(['A', 'B', 'C'], matched, [bet({ runnerId: 'B', side: 'BACK', stake: 1000, odds100: 500 })])).toBe(2000);
    expect(runnerExposure(['A', 'B'], [])).toBe(0);
  });

  it('lets a bet through unless it raises exposure past bankBalance or the loss limit', () => {
    const input = { bankBalance: 10_000, otherExposure: 4_000, exposureBefore: 1_000, exposureAfter: 6_000 };
    expect(() => checkAffordability(input)).not.toThrow();
    expectCode(() => checkAffordability({ ...input, exposureAfter: 6_001 }), 'INSUFFICIENT_FUNDS');
    expectCode(() => checkAffordability({ ...input, lossLimit: 9_000 }), 'LOSS_LIMIT_EXCEEDED');
    // Already over the balance (e.g. after a withdrawal by an agent) but hedging: allowed.
    expect(() => checkAffordability({ ...input, bankBalance: 0, exposureBefore: 6_000, exposureAfter: 5_000 })).not.toThrow();
    expect(availableToBet(10_000, 4_000)).toBe(6_000);
  });
});
