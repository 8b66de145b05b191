import { and, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { events, houseBets, markets, orders, runners, sports, trades } from '../schema';
import { betHistoryState, houseBetProfit, matchedPartsProfit, winnersOf, type MarketResult } from '../../domain/bet-outcome';
import type { RunnerBet } from '../../domain/exposure';
import type { FancyBet } from '../../domain/fancy';
import { tickToOdds100, tickToPrice } from '../../domain/ladder';
import type { MarketKind } from '../../domain/types';
import type { BetHistoryRow } from '../../../contract/history';

export type { BetHistoryRow };

/** The most rows one history call returns (newest first). */
export const BET_HISTORY_LIMIT = 2_000;


interface MarketFacts {
  kind: MarketKind;
  settled: boolean;
  result: MarketResult | null;
  config: Record<string, unknown>;
  settledAt: Date | null;
}

const settledResult = (m: MarketFacts) => (m.settled ? m.result : null);
const binaryLine = (m: MarketFacts) => (m.config as { line?: number }).line;

/** Which of the user's bets a read wants: placed in [from, to) (optionally in one market), or the matched ones in the settled markets of one event. */
type BetScope = { from: number; to: number; marketId?: string } | { settledInEvent: string };

/** The user's bets placed in [from, to) (optionally in one market), newest first, with what each one won or lost. */
export function betHistoryOf(db: Db, userId: string, from: number, to: number, marketId?: string): Promise<BetHistoryRow[]> {
  return betRowsOf(db, userId, { from, to, marketId });
}

/** The user's matched bets in the settled markets of an event (My Bets keeps them in view), newest first, with their result. */
export function settledBetsOfEvent(db: Db, userId: string, eventId: string): Promise<BetHistoryRow[]> {
  return betRowsOf(db, userId, { settledInEvent: eventId });
}

async function betRowsOf(db: Db, userId: string, scope: BetScope): Promise<BetHistoryRow[]> {
  const marketCols = {
    marketName: markets.marketName,
    kind: markets.kind,
    config: markets.config,
    settledVersion: markets.settledVersion,
    result: markets.result,
    settledAt: markets.settledAt,
    exEventId: events.exEventId,
    eventName: events.eventName,
    sportId: sports.sportId,
    sportName: sports.sportName,
  };
  const within = (table: typeof orders | typeof houseBets): SQL | undefined =>
    'settledInEvent' in scope
      ? and(eq(markets.exEventId, scope.settledInEvent), gt(markets.settledVersion, 0), table === orders ? gt(orders.sizeMatched, 0) : undefined)
      : and(gte(table.placedAt, scope.from), lt(table.placedAt, scope.to), scope.marketId ? eq(table.marketId, scope.marketId) : undefined);
  const exchangeRows = await db
    .select({ order: orders, runnerName: runners.runnerName, ...marketCols })
    .from(orders)
    .innerJoin(markets, eq(markets.marketId, orders.marketId))
    .innerJoin(events, eq(events.exEventId, markets.exEventId))
    .innerJoin(sports, eq(sports.sportId, events.sportId))
    .innerJoin(runners, and(eq(runners.marketId, orders.marketId), eq(runners.runnerId, orders.runnerId)))
    .where(and(eq(orders.userId, userId), within(orders)))
    .orderBy(desc(orders.placedAt))
    .limit(BET_HISTORY_LIMIT);
  const houseRows = await db
    .select({ bet: houseBets.bet, marketId: houseBets.marketId, placedAt: houseBets.placedAt, runnerName: runners.runnerName, ...marketCols })
    .from(houseBets)
    .innerJoin(markets, eq(markets.marketId, houseBets.marketId))
    // A runner bet (bookmaker, fixed odds) names its runner; a fancy bet has none.
    .leftJoin(runners, and(eq(runners.marketId, houseBets.marketId), eq(runners.runnerId, sql`${houseBets.bet}->>'runnerId'`)))
    .innerJoin(events, eq(events.exEventId, markets.exEventId))
    .innerJoin(sports, eq(sports.sportId, events.sportId))
    .where(and(eq(houseBets.userId, userId), within(houseBets)))
    .orderBy(desc(houseBets.placedAt))
    .limit(BET_HISTORY_LIMIT);

  const partsByOrder = await matchedParts(
    db,
    userId,
    exchangeRows.filter((r) => r.order.sizeMatched > 0).map((r) => ({ marketId: r.order.marketId, orderId: r.order.orderId })),
  );
  const factsOf = (r: (typeof exchangeRows)[number] | (typeof houseRows)[number]): MarketFacts => ({
    kind: r.kind,
    settled: r.settledVersion > 0,
    result: (r.result as MarketResult | null) ?? null,
    config: r.config,
    settledAt: r.settledAt,
  });
  const common = (r: (typeof exchangeRows)[number] | (typeof houseRows)[number], m: MarketFacts) => ({
    marketName: r.marketName,
    exEventId: r.exEventId,
    eventName: r.eventName,
    sportId: r.sportId,
    sportName: r.sportName,
    settled: m.settled,
    settledAt: m.settled && m.settledAt ? m.settledAt.toISOString() : null,
  });

  const exchange = exchangeRows.map((r): BetHistoryRow => {
    const m = factsOf(r);
    const o = r.order;
    const parts = partsByOrder.get(o.orderId) ?? [];
    const result = settledResult(m);
    const voided = result !== null && 'void' in result;
    const matchedStake = parts.reduce((sum, p) => sum + p.stake, 0);
    return {
      ...common(r, m),
      betId: o.orderId,
      marketId: o.marketId,
      runnerId: o.runnerId,
      selectionName: r.runnerName,
      side: o.side,
      line: null,
      oddsPrice: tickToPrice(o.price),
      averagePriceMatched: matchedStake > 0 ? Math.round(parts.reduce((sum, p) => sum + p.odds100 * p.stake, 0) / matchedStake) / 100 : null,
      stake: o.size,
      sizeMatched: o.sizeMatched,
      status: o.status,
      state: betHistoryState(o, { settled: m.settled, voided }),
      placedAt: new Date(o.placedAt).toISOString(),
      profitAndLoss: result === null ? null : voided ? 0 : matchedPartsProfit(parts, winnersOf(m.kind as Exclude<MarketKind, 'fancy'>, result, binaryLine(m))),
    };
  });
  const house = houseRows.map((r): BetHistoryRow => {
    const m = factsOf(r);
    const h = r.bet as unknown as (RunnerBet | FancyBet) & { odds100?: number; rate?: number; line?: number; runnerId?: string };
    const result = settledResult(m);
    const voided = result !== null && 'void' in result;
    const fancy = h.line !== undefined;
    return {
      ...common(r, m),
      betId: h.betId,
      marketId: r.marketId,
      runnerId: h.runnerId ?? r.marketId,
      selectionName: fancy ? `${h.side === 'BACK' ? 'YES' : 'NO'} ${h.line}` : (r.runnerName ?? h.runnerId ?? ''),
      side: h.side,
      line: fancy ? h.line! : null,
      oddsPrice: h.odds100 !== undefined ? h.odds100 / 100 : (h.rate ?? 0),
      averagePriceMatched: h.odds100 !== undefined ? h.odds100 / 100 : null,
      stake: h.stake,
      sizeMatched: h.stake,
      status: 'EXECUTION_COMPLETE',
      state: betHistoryState({ sizeMatched: h.stake, sizeCancelled: 0, sizeLapsed: 0 }, { settled: m.settled, voided }),
      placedAt: new Date(r.placedAt).toISOString(),
      profitAndLoss: result === null ? null : houseBetProfit(m.kind, h, result, binaryLine(m)),
    };
  });
  return [...exchange, ...house].sort((a, b) => b.placedAt.localeCompare(a.placedAt)).slice(0, BET_HISTORY_LIMIT);
}

/** The matched parts (trades) of the given orders of the user, as runner bets at the traded price. */
async function matchedParts(db: Db, userId: string, wanted: readonly { marketId: string; orderId: string }[]): Promise<Map<string, RunnerBet[]>> {
  const parts = new Map<string, RunnerBet[]>();
  if (wanted.length === 0) return parts;
  const ids = wanted.map((w) => w.orderId);
  const marketIds = [...new Set(wanted.map((w) => w.marketId))];
  const rows = await db
    .select()
    .from(trades)
    .where(and(inArray(trades.marketId, marketIds), or(and(eq(trades.backUserId, userId), inArray(trades.backOrderId, ids)), and(eq(trades.layUserId, userId), inArray(trades.layOrderId, ids)))));
  const wantedIds = new Set(ids);
  for (const t of rows) {
    const odds100 = tickToOdds100(t.price);
    for (const [side, orderId] of [['BACK', t.backOrderId], ['LAY', t.layOrderId]] as const) {
      if (!wantedIds.has(orderId)) continue;
      const list = parts.get(orderId) ?? [];
      list.push({ betId: `${orderId}#${t.tradeId}`, userId, runnerId: t.runnerId, side, stake: t.size, odds100 });
      parts.set(orderId, list);
    }
  }
  return parts;
}
