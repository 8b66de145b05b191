/**
 * getAccountStatement: the caller's wallet ledger as Betfair's AccountStatementReport, latest first,
 * with Betfair's legacy fields filled from the line's category and market.
 */
import { z } from 'zod';
import type { StatementRowView } from '../../../contract/history';
import { historyService } from '../../service/history';
import { IncludeItem, TimeRange, Wallet } from './definitions';
import { toUnits } from './money';
import type { CallContext } from './operation';

/** Betfair keeps 90 days of statement: the range when none is asked for. */
const DEFAULT_DAYS = 90;
const DAY_MS = 86_400_000;

export const accountStatementParams = z.object({
  locale: z.string().optional(),
  fromRecord: z.number().int().min(0).optional(),
  recordCount: z.number().int().min(0).max(100).optional(),
  itemDateRange: TimeRange.optional(),
  includeItem: IncludeItem.optional(),
  wallet: Wallet.optional(),
});
type Params = z.infer<typeof accountStatementParams>;

/** Which of Backlay's statement categories an includeItem takes. */
const INCLUDES: Record<z.infer<typeof IncludeItem>, ReadonlySet<StatementRowView['category']>> = {
  ALL: new Set(['BETTING', 'BANKING', 'COMMISSION', 'BONUS']),
  DEPOSITS_WITHDRAWALS: new Set(['BANKING']),
  EXCHANGE: new Set(['BETTING', 'COMMISSION']),
  POKER_ROOM: new Set(),
};

function legacyData(row: StatementRowView) {
  const betting = row.category === 'BETTING';
  return {
    avgPrice: 0,
    betSize: 0,
    betType: betting ? 'B' : '',
    betCategoryType: betting ? 'E' : '',
    commissionRate: '',
    ...(row.sportId !== null ? { eventTypeId: row.sportId } : {}),
    fullMarketName: row.description,
    grossBetAmount: 0,
    marketName: row.marketId ?? '',
    transactionType: row.amount >= 0 ? 'ACCOUNT_CREDIT' : 'ACCOUNT_DEBIT',
    transactionId: row.txId,
    winLose: betting ? (row.amount >= 0 ? 'RESULT_WON' : 'RESULT_LOST') : row.category === 'COMMISSION' ? ('RESULT_NOT_APPLICABLE' as const) : ('RESULT_FIX' as const),
  } as const;
}

export async function getAccountStatement(ctx: CallContext, p: Params) {
  const now = ctx.exchange.services.now().getTime();
  const from = p.itemDateRange?.from ? new Date(p.itemDateRange.from) : new Date(now - DEFAULT_DAYS * DAY_MS);
  const to = p.itemDateRange?.to ? new Date(p.itemDateRange.to) : new Date(now + 1);
  // One wallet per Backlay account: Betfair's main (UK) wallet; the Australian one is empty.
  if (p.wallet === 'AUSTRALIA') return { accountStatement: [], moreAvailable: false };
  const { rows } = await historyService(ctx.exchange.services).statement(ctx.user.userId, from, to);
  const include = INCLUDES[p.includeItem ?? 'ALL'];
  const items = rows
    .filter((r) => include.has(r.category))
    .reverse()
    .map((r) => {
      const legacy = legacyData(r);
      return {
        refId: String(r.txId),
        itemDate: r.at,
        amount: toUnits(r.amount),
        balance: toUnits(r.balance),
        itemClass: 'UNKNOWN' as const,
        itemClassData: { unknownStatementItem: JSON.stringify(legacy) },
        legacyData: legacy,
      };
    });
  const start = p.fromRecord ?? 0;
  const count = p.recordCount || 100;
  return { accountStatement: items.slice(start, start + count), moreAvailable: items.length > start + count };
}
