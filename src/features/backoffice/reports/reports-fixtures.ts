/** Report and settle-up data for stories: a master's view (me, my agents; the upline as one figure), every row zero-sum. */
import type { PnlReport_ReportFragment, SettleUp_BalanceFragment, SettleUp_RecordFragment } from '@/gql/graphql';

type Row = PnlReport_ReportFragment['rows'][number];

/** A row where the bettors' net and every level's part sum to zero (chain 20/30/30/20: master and agent keep 30 % each). */
export function pnlRow(key: string, label: string, bettorsNet: number): Row {
  const part = (bps: number) => Math.trunc((-bettorsNet * bps) / 10_000);
  const mine = part(3_000);
  const agent = part(3_000);
  return {
    key,
    label,
    bettorsNet,
    mine,
    levels: [
      { role: 'master', roleName: 'Master', amount: mine },
      { role: 'agent', roleName: 'Agent', amount: agent },
    ],
    upline: -bettorsNet - mine - agent,
  };
}

export function pnlTotal(rows: readonly Row[]): Row {
  const sum = (f: (r: Row) => number) => rows.reduce((s, r) => s + f(r), 0);
  const level = (role: string) => sum((r) => r.levels.find((l) => l.role === role)?.amount ?? 0);
  return {
    key: 'TOTAL',
    label: 'Total',
    bettorsNet: sum((r) => r.bettorsNet),
    mine: sum((r) => r.mine),
    levels: [
      { role: 'master', roleName: 'Master', amount: level('master') },
      { role: 'agent', roleName: 'Agent', amount: level('agent') },
    ],
    upline: sum((r) => r.upline),
  };
}

export function pnlReport(rows: readonly Row[], groupBy: PnlReport_ReportFragment['groupBy'] = 'USER'): PnlReport_ReportFragment {
  return { groupBy, rows: [...rows], total: pnlTotal(rows) };
}

/** agent1's bettors lost ₹1,000.01, agent2's won ₹500.00. */
export const byUser = pnlReport([pnlRow('agent1', 'agent1', -100_001), pnlRow('agent2', 'agent2', 50_000)]);
export const bySport = pnlReport([pnlRow('4', 'Cricket', -250_075), pnlRow('1', 'Soccer', 120_000), pnlRow('2', 'Tennis', -3)], 'SPORT');
export const largeReport = pnlReport(
  Array.from({ length: 200 }, (_, i) => pnlRow(`1.${9000 + i}`, `Event ${i + 1} · Match Odds`, ((i * 7_919) % 400_001) - 200_000)),
  'MARKET',
);

export const withUpline: SettleUp_BalanceFragment = { userName: 'master1', roleName: 'Master', outstanding: 1_250_050, sinceLast: 300_000, lastSettledAt: '2026-11-20T10:00:00.000Z' };
export const withDownline: readonly SettleUp_BalanceFragment[] = [
  { userName: 'agent1', roleName: 'Agent', outstanding: 420_000, sinceLast: 120_000, lastSettledAt: '2026-11-21T09:30:00.000Z' },
  { userName: 'agent2', roleName: 'Agent', outstanding: -75_025, sinceLast: -75_025, lastSettledAt: null },
];
export const settleUpHistory: readonly SettleUp_RecordFragment[] = [
  { id: 's2', downline: 'agent1', upline: 'master1', amount: 300_000, note: 'Cash, Friday', recordedBy: 'master1', at: '2026-11-21T09:30:00.000Z' },
  { id: 's1', downline: 'master1', upline: 'supermaster1', amount: -150_000, note: 'UPI 4411', recordedBy: 'supermaster1', at: '2026-11-20T10:00:00.000Z' },
];
