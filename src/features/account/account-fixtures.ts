/** Rows for the account screens' stories and tests: shaped like the gateway's answers. */
import type { StatementView_StatementFragment } from '@/gql/graphql';

export const fixtureRange = { from: '2026-11-16', to: '2026-11-22' };

type StatementRow = StatementView_StatementFragment['rows'][number];

const line = (txId: number, at: string, kind: string, category: StatementRow['category'], description: string, amount: number, balance: number, marketId: string | null = null, sportId: number | null = null): StatementRow => ({
  txId: String(txId),
  at,
  kind,
  category,
  reference: marketId ? `${kind}:${marketId}:1` : `${kind}:${txId}`,
  description,
  amount,
  balance,
  marketId,
  sportId,
});

export const statementFixture: StatementView_StatementFragment = {
  opening: 10_000_000,
  rows: [
    line(101, '2026-11-17T09:12:03.000Z', 'deposit', 'BANKING', 'Deposit UPI UTR 402918273645', 500_000, 10_500_000),
    line(102, '2026-11-18T16:40:51.000Z', 'settlement', 'BETTING', 'Match Odds (41005.mo)', 80_000, 10_580_000, '41005.mo', 4),
    line(103, '2026-11-18T16:40:51.000Z', 'commission', 'COMMISSION', 'Match Odds (41005.mo)', -1_600, 10_578_400, '41005.mo', 4),
    line(104, '2026-11-19T20:02:10.000Z', 'settlement', 'BETTING', 'Arsenal v Liverpool — Match Odds (42001.mo)', -25_000, 10_553_400, '42001.mo', 1),
    line(105, '2026-11-20T11:30:00.000Z', 'transfer', 'BONUS', 'Welcome bonus', 10_000, 10_563_400),
    line(106, '2026-11-21T08:00:00.000Z', 'withdrawal', 'BANKING', 'Withdrawal to UPI demo@upi', -200_000, 10_363_400),
  ],
};

/** A statement of `count` lines (the virtualised list). */
export function longStatement(count: number): StatementView_StatementFragment {
  let balance = 10_000_000;
  const start = Date.parse('2026-11-16T00:00:00.000Z');
  const rows = Array.from({ length: count }, (_, i) => {
    const amount = i % 3 === 0 ? -((i % 7) + 1) * 1_000 : ((i % 5) + 1) * 1_500;
    balance += amount;
    return line(1_000 + i, new Date(start + i * 60_000).toISOString(), 'settlement', 'BETTING', `Market ${i + 1} (m${i + 1})`, amount, balance, `m${i + 1}`, 4);
  });
  return { opening: 10_000_000, rows };
}
