import { describe, expect, it } from 'vitest';
import { ExchangeMarket } from './exchange-market';
import type { RunnerBet } from './exposure';
import { priceToTick as t } from './ladder';
import { isBalanced, ledgerIsBalanced, replayBalances } from './ledger';
import { resettle, settleFancyMarket, settleRunnerMarket, voidMarket } from './settlement';
import { expectCode } from './test-support';

/** u1 backs A: 100 @ 3 with u2, 50 @ 2 with u3. u2 backs B 40 @ 4 with u3. */
function exchangeBets(): RunnerBet[] {
  const m = new ExchangeMarket({ marketId: 'm1', runnerIds: ['A', 'B'], status: 'OPEN' });
  m.place({ orderId: 'l2', userId: 'u2', runnerId: 'A', side: 'LAY', price: t(3), size: 10_000, now: 0 });
  m.place({ orderId: 'l3', userId: 'u3', runnerId: 'A', side: 'LAY', price: t(2), size: 5_000, now: 0 });
  m.place({ orderId: 'b1', userId: 'u1', runnerId: 'A', side: 'BACK', price: t(2), size: 15_000, now: 0 });
  m.place({ orderId: 'l3b', userId: 'u3', runnerId: 'B', side: 'LAY', price: t(4), size: 4_000, now: 0 });
  m.place({ orderId: 'b2', userId: 'u2', runnerId: 'B', side: 'BACK', price: t(4), size: 4_000, now: 0 });
  return m.settlementBets();
}

const byUser = (results: readonly { userId: string }[]) => Object.fromEntries(results.map((r) => [r.userId, r]));

describe('settlement', () => {
  it('settles an exchange market from its winner and charges commission on net winnings', () => {
    const s = settleRunnerMarket({ marketId: 'm1', kind: 'exchange', runnerIds: ['A', 'B'], bets: exchangeBets(), winners: ['A'], commissionBp: 500, version: 1 });
    // A wins. u1: +200 (100 @ 3) + 50 (50 @ 2) = +250, commission 5% = 12.50.
    // u2: −200 on the lay, −40 on the B back = −240. u3: −50 on the lay, +40 on the B lay = −10.
    expect(byUser(s.results)).toEqual({
      u1: { userId: 'u1', profitAndLoss: 25_000, commission: 1_250 },
      u2: { userId: 'u2', profitAndLoss: -24_000, commission: 0 },
      u3: { userId: 'u3', profitAndLoss: -1_000, commission: 0 },
    });
    expect(s.transactions.map((tx) => [tx.kind, tx.reference])).toEqual([
      ['settlement', 'settlement:m1:1'],
      ['commission', 'commission:m1:1'],
    ]);
    expect(s.transactions.every(isBalanced)).toBe(true);
    expect(Object.fromEntries(replayBalances(s.transactions))).toEqual({ 'wallet:u1': 23_750, 'wallet:u2': -24_000, 'wallet:u3': -1_000, commission: 1_250 });
  });

  it('charges commission on the net of the market, not per bet', () => {
    // B wins: u1 −150; u2 +100 + 120 = +220 → commission 11; u3 +50 − 120 = −70.
    const s = settleRunnerMarket({ marketId: 'm1', kind: 'exchange', runnerIds: ['A', 'B'], bets: exchangeBets(), winners: ['B'], commissionBp: 500, version: 1 });
    expect(s.results.map((r) => [r.userId, r.profitAndLoss, r.commission])).toEqual([
      ['u1', -15_000, 0],
      ['u2', 22_000, 1_100],
      ['u3', -7_000, 0],
    ]);
  });

  it('settles house markets against the house account, without commission', () => {
    const bets: RunnerBet[] = [
      { betId: 'x', userId: 'u1', runnerId: '7', side: 'BACK', stake: 1000, odds100: 950 },
      { betId: 'y', userId: 'u2', runnerId: '3', side: 'BACK', stake: 2000, odds100: 950 },
    ];
    const s = settleRunnerMarket({ marketId: 'lot', kind: 'lottery', runnerIds: ['3', '7'], bets, winners: ['7'], commissionBp: 500, version: 1 });
    expect(s.transactions).toEqual([
      { reference: 'settlement:lot:1', kind: 'settlement', postings: [{ account: 'wallet:u1', amount: 8500 }, { account: 'wallet:u2', amount: -2000 }, { account: 'house', amount: -6500 }] },
    ]);
  });

  it('settles a fancy line from its result value', () => {
    const bets = [
      { betId: 'y', userId: 'u1', side: 'BACK', line: 45, rate: 90, stake: 1000, placedAt: 0 },
      { betId: 'n', userId: 'u2', side: 'LAY', line: 43, rate: 110, stake: 1000, placedAt: 0 },
    ] as const;
    const s = settleFancyMarket({ marketId: 'f1', bets, result: 44, version: 1 });
    // 44: YES 45 loses 10; NO 43 loses 11.
    expect(s.transactions[0]?.postings).toEqual([
      { account: 'wallet:u1', amount: -1000 },
      { account: 'wallet:u2', amount: -1100 },
      { account: 'house', amount: 2100 },
    ]);
  });

  it('voids a market with a zero line per user, and resettles by reversing then re-applying', () => {
    const first = settleRunnerMarket({ marketId: 'm1', kind: 'exchange', runnerIds: ['A', 'B'], bets: exchangeBets(), winners: ['A'], commissionBp: 500, version: 1 });
    const second = settleRunnerMarket({ marketId: 'm1', kind: 'exchange', runnerIds: ['A', 'B'], bets: exchangeBets(), winners: ['B'], commissionBp: 500, version: 2 });
    const entries = [...first.transactions, ...resettle(first, second)];
    expect(entries.map((tx) => tx.reference)).toEqual(['settlement:m1:1', 'commission:m1:1', 'reversal:settlement:m1:1', 'reversal:commission:m1:1', 'settlement:m1:2', 'commission:m1:2']);
    expect(ledgerIsBalanced(entries)).toBe(true);
    // Net effect is exactly the second settlement.
    expect(Object.fromEntries([...replayBalances(entries)].filter(([, v]) => v !== 0))).toEqual(Object.fromEntries(replayBalances(second.transactions)));

    const voided = voidMarket('m1', ['u2', 'u1', 'u2'], 3);
    expect(voided.transactions).toEqual([{ reference: 'void:m1:3', kind: 'void', postings: [{ account: 'wallet:u1', amount: 0 }, { account: 'wallet:u2', amount: 0 }] }]);
    const afterVoid = [...entries, ...resettle(second, voided)];
    expect([...replayBalances(afterVoid).values()].every((v) => v === 0)).toBe(true);
    expectCode(() => resettle(second, first), 'INVALID_INPUT_DATA');
  });

  it('refuses unknown winners, one-sided exchange bets and bad parameters', () => {
    const base = { marketId: 'm1', kind: 'exchange', runnerIds: ['A', 'B'], bets: exchangeBets(), winners: ['A'], version: 1 } as const;
    expectCode(() => settleRunnerMarket({ ...base, winners: ['C'] }), 'INVALID_INPUT_DATA');
    expectCode(() => settleRunnerMarket({ ...base, bets: base.bets.slice(1) }), 'INVALID_INPUT_DATA');
    expectCode(() => settleRunnerMarket({ ...base, commissionBp: -1 }), 'INVALID_INPUT_DATA');
    expectCode(() => settleRunnerMarket({ ...base, version: 0 }), 'INVALID_INPUT_DATA');
    expectCode(() => settleFancyMarket({ marketId: 'f', bets: [], result: -1, version: 1 }), 'INVALID_INPUT_DATA');
  });
});
