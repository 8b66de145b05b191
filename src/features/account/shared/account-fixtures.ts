/** Rows for the account screens' stories and tests: shaped like the gateway's answers. */
import type {
  ActivityLog_EntriesFragment,
  ActivityLog_ProtectionFragment,
  BetHistoryTable_BetsFragment,
  ProfitLossView_ReportFragment,
  RollingCommission_ReportFragment,
  StatementView_StatementFragment,
  UnsettledBets_BetsFragment,
} from '@/gql/graphql';

export const fixtureRange = { from: '2026-11-16', to: '2026-11-22' };

type StatementRow = StatementView_StatementFragment['rows'][number];

/** A market's names as the exchange sends them with its statement lines. */
const place = (eventName: string, marketName: string) => ({ eventName, marketName });

const line = (
  txId: number,
  at: string,
  kind: string,
  category: StatementRow['category'],
  description: string,
  amount: number,
  balance: number,
  marketId: string | null = null,
  sportId: number | null = null,
  names: { eventName: string; marketName: string } | null = null,
): StatementRow => ({
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
  eventName: names?.eventName ?? null,
  marketName: names?.marketName ?? null,
});

export const statementFixture: StatementView_StatementFragment = {
  opening: 10_000_000,
  closing: 10_363_400,
  rows: [
    line(101, '2026-11-17T09:12:03.000Z', 'deposit', 'BANKING', 'Deposit UPI UTR 402918273645', 500_000, 10_500_000),
    line(102, '2026-11-18T16:40:51.000Z', 'settlement', 'BETTING', 'Match Odds (41005.mo)', 80_000, 10_580_000, '41005.mo', 4, place('England v South Africa', 'Match Odds')),
    line(103, '2026-11-18T16:40:51.000Z', 'commission', 'COMMISSION', 'Match Odds (41005.mo)', -1_600, 10_578_400, '41005.mo', 4, place('England v South Africa', 'Match Odds')),
    line(104, '2026-11-19T20:02:10.000Z', 'settlement', 'BETTING', 'Win (66101707175.win)', -25_000, 10_553_400, '66101707175.win', 66101, place('Virtual Cricket 16:30', 'Win')),
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
    return line(1_000 + i, new Date(start + i * 60_000).toISOString(), 'settlement', 'BETTING', `Market ${i + 1} (m${i + 1})`, amount, balance, `m${i + 1}`, 4, place(`Event ${i + 1}`, 'Match Odds'));
  });
  return { opening: 10_000_000, closing: balance, rows };
}

export const profitLossBySport: ProfitLossView_ReportFragment = {
  total: 57_400,
  rows: [
    { key: '4', sportId: 4, sportName: 'Cricket', eventId: null, eventName: null, marketId: null, marketName: null, profitAndLoss: 80_000, commission: 1_600, net: 78_400, markets: 1 },
    { key: '1', sportId: 1, sportName: 'Soccer', eventId: null, eventName: null, marketId: null, marketName: null, profitAndLoss: -21_000, commission: 0, net: -21_000, markets: 2 },
  ],
  series: [
    { at: '2026-11-18T16:40:51.000Z', net: 78_400 },
    { at: '2026-11-19T20:02:10.000Z', net: 53_400 },
    { at: '2026-11-21T21:15:00.000Z', net: 57_400 },
  ],
};

export const profitLossByMarket: ProfitLossView_ReportFragment = {
  total: 78_400,
  rows: [{ key: '41005.mo', sportId: 4, sportName: 'Cricket', eventId: '41005', eventName: 'England v South Africa', marketId: '41005.mo', marketName: 'Match Odds', profitAndLoss: 80_000, commission: 1_600, net: 78_400, markets: 1 }],
  series: [{ at: '2026-11-18T16:40:51.000Z', net: 78_400 }],
};

const bet = (over: Partial<BetHistoryTable_BetsFragment>): BetHistoryTable_BetsFragment => ({
  betId: 'b-1',
  marketId: '41005.mo',
  marketName: 'Match Odds',
  exEventId: '41005',
  eventName: 'England v South Africa',
  sportId: 4,
  sportName: 'Cricket',
  selectionName: 'England',
  side: 'BACK',
  type: 'B',
  line: null,
  oddsPrice: 3,
  averagePriceMatched: 3,
  stake: 40_000,
  sizeMatched: 40_000,
  state: 'SETTLED',
  placedAt: '2026-11-18T10:00:00.000Z',
  settledAt: '2026-11-18T16:40:51.000Z',
  profitAndLoss: 80_000,
  ...over,
});

/** Fancy bets: YES at line 45 at rate 100 (won), NO at line 44 at rate 90 (lost): the odds field holds the rate. */
export const fancyHistoryBets: BetHistoryTable_BetsFragment[] = [
  bet({ betId: 'b-f1', marketId: '41005.f6', marketName: '6 Over Runs ENG', selectionName: 'YES 45', line: 45, oddsPrice: 100, averagePriceMatched: null, stake: 10_000, profitAndLoss: 10_000, placedAt: '2026-11-18T11:00:00.000Z' }),
  bet({ betId: 'b-f2', marketId: '41005.f6', marketName: '6 Over Runs ENG', selectionName: 'NO 44', side: 'LAY', type: 'L', line: 44, oddsPrice: 90, averagePriceMatched: null, stake: 10_000, profitAndLoss: -9_000, placedAt: '2026-11-18T11:01:00.000Z' }),
];

export const betHistoryFixture: BetHistoryTable_BetsFragment[] = [
  bet({ betId: 'b-5', side: 'LAY', type: 'L', selectionName: 'Arsenal', marketId: '42001.mo', exEventId: '42001', eventName: 'Arsenal v Liverpool', sportId: 1, sportName: 'Soccer', oddsPrice: 2.5, averagePriceMatched: 2.48, stake: 10_000, profitAndLoss: -14_800, placedAt: '2026-11-19T18:00:00.000Z', settledAt: '2026-11-19T20:02:10.000Z' }),
  bet({ betId: 'b-4', selectionName: 'South Africa', oddsPrice: 4.2, averagePriceMatched: null, stake: 5_000, sizeMatched: 0, state: 'CANCELLED', profitAndLoss: null, settledAt: null }),
  bet({ betId: 'b-3', selectionName: 'Liverpool', marketId: '42001.mo', eventName: 'Arsenal v Liverpool', sportId: 1, sportName: 'Soccer', state: 'VOIDED', profitAndLoss: 0 }),
  bet({ betId: 'b-2', selectionName: 'England', oddsPrice: 2.9, averagePriceMatched: null, sizeMatched: 0, state: 'LAPSED', profitAndLoss: null, settledAt: null }),
  bet({ betId: 'b-1' }),
  bet({ betId: 'b-0', state: 'OPEN', profitAndLoss: null, settledAt: null }),
];

export const unsettledFixture: UnsettledBets_BetsFragment[] = [
  { betId: 'u-1', marketId: '41002.mo', marketName: 'Match Odds', exEventId: '41002', eventName: 'Royal Challengers Bengaluru v Kolkata Knight Riders', sportId: 4, selectionName: 'Royal Challengers Bengaluru', side: 'BACK', oddsPrice: 20, averagePriceMatched: null, stake: 5_000, sizeMatched: 0, sizeRemaining: 5_000, status: 'EXECUTABLE', placedAt: '2026-11-22T12:50:31.000Z' },
  { betId: 'u-2', marketId: '41001.mo', marketName: 'Match Odds', exEventId: '41001', eventName: 'Mumbai Indians v Chennai Super Kings', sportId: 4, selectionName: 'Chennai Super Kings', side: 'LAY', oddsPrice: 2.1, averagePriceMatched: 2.08, stake: 20_000, sizeMatched: 20_000, sizeRemaining: 0, status: 'EXECUTION_COMPLETE', placedAt: '2026-11-22T12:40:00.000Z' },
];

export const activityFixture: ActivityLog_EntriesFragment[] = [
  { at: '2026-11-22T12:49:34.000Z', ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36', success: true },
  { at: '2026-11-22T12:48:02.000Z', ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36', success: false },
  { at: '2026-11-21T08:10:00.000Z', ip: '198.51.100.20', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', success: true },
  { at: '2026-11-20T08:10:00.000Z', ip: '127.0.0.1', userAgent: null, success: true },
];

export const protectionFixture: ActivityLog_ProtectionFragment[] = [
  { id: '41', at: '2026-11-22T12:51:00.000Z', act: 'protection.deposit_limit', actor: { userName: 'demo', role: 'bettor' }, ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36', before: { depositLimitDay: 1_000_000 }, after: { depositLimitDay: 500_000 } },
  { id: '40', at: '2026-11-21T08:12:00.000Z', act: 'protection.reality_check', actor: { userName: 'demo', role: 'bettor' }, ip: '198.51.100.20', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', before: null, after: { everyMinutes: 30 } },
];

export const commissionFixture: RollingCommission_ReportFragment = {
  total: 2_600,
  rows: [
    { marketId: '41005.mo', marketName: 'Match Odds', exEventId: '41005', eventName: 'England v South Africa', sportId: 4, sportName: 'Cricket', settledAt: '2026-11-21T16:40:51.000Z', profitAndLoss: 80_000, commission: 1_600 },
    { marketId: '42003.mo', marketName: 'Match Odds', exEventId: '42003', eventName: 'Chelsea v Spurs', sportId: 1, sportName: 'Soccer', settledAt: '2026-11-21T21:00:00.000Z', profitAndLoss: 50_000, commission: 1_000 },
  ],
};
