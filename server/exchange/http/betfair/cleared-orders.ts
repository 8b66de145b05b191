/**
 * listClearedOrders: the caller's exchange bets that are over (settled, voided, lapsed, cancelled)
 * from the bet history, bet by bet or rolled up by Betfair's groupBy, paged by fromRecord/recordCount.
 */
import { z } from 'zod';
import { betHistoryOf, type BetHistoryRow } from '../../db/queries/bet-history';
import { settledMarketsBetween } from '../../db/queries/history';
import { kindsOfMarkets } from '../../db/queries/markets';
import type { Settlement } from '../../domain/settlement';
import { BetStatus, GroupBy, RunnerId, Side, TimeRange } from './definitions';
import { marketTypeOf, selectionIdOf } from './ids';
import { toUnits } from './money';
import type { CallContext } from './operation';

export const clearedOrdersParams = z.object({
  betStatus: BetStatus,
  eventTypeIds: z.array(z.string()).optional(),
  eventIds: z.array(z.string()).optional(),
  marketIds: z.array(z.string()).optional(),
  runnerIds: z.array(RunnerId).optional(),
  betIds: z.array(z.string()).max(1000).optional(),
  customerOrderRefs: z.array(z.string()).optional(),
  customerStrategyRefs: z.array(z.string()).optional(),
  side: Side.optional(),
  settledDateRange: TimeRange.optional(),
  groupBy: GroupBy.optional(),
  includeItemDescription: z.boolean().optional(),
  locale: z.string().optional(),
  fromRecord: z.number().int().min(0).optional(),
  recordCount: z.number().int().min(0).max(1000).optional(),
});
type Params = z.infer<typeof clearedOrdersParams>;

/** A history row's Betfair bet status, when its bet is over. */
const STATUS_OF: Partial<Record<BetHistoryRow['state'], Params['betStatus']>> = { SETTLED: 'SETTLED', VOIDED: 'VOIDED', LAPSED: 'LAPSED', CANCELLED: 'CANCELLED' };

/** The fields each grouping keeps, from the coarsest down (BET keeps every one). */
const KEPT: Record<Exclude<Params['groupBy'], undefined>, readonly string[]> = {
  EVENT_TYPE: ['eventTypeId'],
  EVENT: ['eventTypeId', 'eventId'],
  MARKET: ['eventTypeId', 'eventId', 'marketId'],
  RUNNER: ['eventTypeId', 'eventId', 'marketId', 'selectionId', 'handicap'],
  SIDE: ['eventTypeId', 'eventId', 'marketId', 'selectionId', 'handicap', 'side'],
  BET: [],
};

function line(row: BetHistoryRow, withDescription: boolean) {
  const settledDate = row.settledAt ?? row.placedAt;
  const over = row.state === 'LAPSED' || row.state === 'CANCELLED';
  return {
    eventTypeId: String(row.sportId),
    eventId: row.exEventId,
    marketId: row.marketId,
    selectionId: selectionIdOf({ runners: [] }, row.runnerId),
    handicap: 0,
    betId: row.betId,
    placedDate: row.placedAt,
    orderType: 'LIMIT' as const,
    side: row.side,
    ...(withDescription
      ? { itemDescription: { eventTypeDesc: row.sportName, eventDesc: row.eventName, marketDesc: row.marketName, marketType: marketTypeOf('exchange', row.marketName), runnerDesc: row.selectionName, numberOfWinners: 1 } }
      : {}),
    ...(row.state === 'SETTLED' ? { betOutcome: (row.profitAndLoss ?? 0) > 0 ? 'WON' : 'LOST' } : {}),
    priceRequested: row.oddsPrice,
    settledDate,
    betCount: 1,
    commission: 0,
    priceMatched: row.averagePriceMatched ?? 0,
    priceReduced: false,
    sizeSettled: toUnits(row.state === 'SETTLED' ? row.sizeMatched : 0),
    profit: toUnits(row.state === 'SETTLED' ? (row.profitAndLoss ?? 0) : 0),
    sizeCancelled: toUnits(over ? row.stake - row.sizeMatched : 0),
  };
}
type Line = ReturnType<typeof line>;

/** Lines of one group as one: the group's fields, bets counted, amounts summed, commission from the markets' settlements. */
function rollUp(lines: Line[], kept: readonly string[], commissionOf: (marketId: string) => number) {
  const first = lines[0]!;
  const out: Record<string, unknown> = Object.fromEntries(kept.map((k) => [k, first[k as keyof Line]]));
  const sized = lines.reduce((s, l) => s + l.sizeSettled, 0);
  out.settledDate = lines.reduce((d, l) => (l.settledDate > d ? l.settledDate : d), first.settledDate);
  out.betCount = lines.length;
  out.profit = Math.round(lines.reduce((s, l) => s + l.profit, 0) * 100) / 100;
  out.sizeSettled = Math.round(sized * 100) / 100;
  if (kept.includes('side')) out.priceMatched = sized > 0 ? Math.round((lines.reduce((s, l) => s + l.priceMatched * l.sizeSettled, 0) / sized) * 100) / 100 : 0;
  // Commission is charged per market at settlement: a market line and the lines above it carry it.
  if (!kept.includes('selectionId')) out.commission = toUnits([...new Set(lines.map((l) => l.marketId))].reduce((s, m) => s + commissionOf(m), 0));
  return out;
}

export async function listClearedOrders(ctx: CallContext, p: Params) {
  const { db } = ctx.exchange.services;
  const now = ctx.exchange.services.now().getTime();
  const history = await betHistoryOf(db, ctx.user.userId, 0, now + 1);
  const kinds = await kindsOfMarkets(db, [...new Set(history.map((r) => r.marketId))]);
  const from = p.settledDateRange?.from ?? '';
  const to = p.settledDateRange?.to ? new Date(p.settledDateRange.to).toISOString() : '\uffff';
  const wanted = (r: BetHistoryRow) => {
    const l = { selectionId: selectionIdOf({ runners: [] }, r.runnerId), settledDate: r.settledAt ?? r.placedAt };
    return (
      kinds.get(r.marketId) === 'exchange' &&
      STATUS_OF[r.state] === p.betStatus &&
      (!p.eventTypeIds?.length || p.eventTypeIds.includes(String(r.sportId))) &&
      (!p.eventIds?.length || p.eventIds.includes(r.exEventId)) &&
      (!p.marketIds?.length || p.marketIds.includes(r.marketId)) &&
      (!p.runnerIds?.length || p.runnerIds.some((id) => id.marketId === r.marketId && id.selectionId === l.selectionId)) &&
      (!p.betIds?.length || p.betIds.includes(r.betId)) &&
      // Backlay keeps no customer refs with a bet: a filter by them finds nothing.
      !p.customerOrderRefs?.length &&
      !p.customerStrategyRefs?.length &&
      (!p.side || p.side === r.side) &&
      l.settledDate >= (from ? new Date(from).toISOString() : '') &&
      l.settledDate <= to
    );
  };
  const lines = history.filter(wanted).map((r) => line(r, p.includeItemDescription === true));
  lines.sort((a, b) => a.settledDate.localeCompare(b.settledDate) || a.betId.localeCompare(b.betId));
  let rows: Record<string, unknown>[] = lines;
  if (p.groupBy && p.groupBy !== 'BET') {
    const kept = KEPT[p.groupBy];
    const commissions = new Map<string, number>();
    if (!kept.includes('selectionId')) {
      for (const m of await settledMarketsBetween(db, new Date(0), new Date(now + 1))) {
        const result = (m.settlement as unknown as Settlement).results.find((r) => r.userId === ctx.user.userId);
        if (result && !commissions.has(m.marketId)) commissions.set(m.marketId, result.commission);
      }
    }
    const groups = new Map<string, Line[]>();
    for (const l of lines) {
      const key = kept.map((k) => String(l[k as keyof Line])).join('|');
      groups.set(key, [...(groups.get(key) ?? []), l]);
    }
    rows = [...groups.values()].map((g) => rollUp(g, kept, (marketId) => commissions.get(marketId) ?? 0));
  }
  const start = p.fromRecord ?? 0;
  const count = p.recordCount || 1000;
  return { clearedOrders: rows.slice(start, start + count), moreAvailable: rows.length > start + count };
}
