/**
 * The account history a bettor reads: statement (with categories and markets), profit and loss
 * grouped by sport, event or market with its cumulative series, rolling commission and bet
 * history. The HTTP layer checks the request and calls these; the rules live here.
 */
import type { BetHistoryRow, ProfitLossRow, SettledMarketRow, StatementRowView } from '../../contract/history';
import { betHistoryOf, settledBetsOfEvent } from '../db/queries/bet-history';
import { placesOfMarkets, settledMarketsBetween } from '../db/queries/history';
import { statementOf } from '../db/queries/ledger';
import { marketOfReference, statementCategory } from '../domain/ledger';
import type { Settlement } from '../domain/settlement';
import type { ExchangeServices } from './context';

export type ProfitLossGrouping = 'sport' | 'event' | 'market';

export interface ProfitLossReport {
  rows: ProfitLossRow[];
  total: number;
  /** The cumulative net after each settled market, oldest first (the chart's line). */
  series: Array<{ at: string; net: number }>;
}

export function historyService({ db }: Pick<ExchangeServices, 'db'>) {
  /** The user's result in every market settled in the range (the latest settlement of each), newest first. */
  async function settledResults(userId: string, from: Date, to: Date): Promise<SettledMarketRow[]> {
    const rows = await settledMarketsBetween(db, from, to);
    return rows.flatMap(({ settlement, settledAt, ...row }) => {
      const result = (settlement as unknown as Settlement).results.find((r) => r.userId === userId);
      return result ? [{ ...row, settledAt: settledAt!.toISOString(), profitAndLoss: result.profitAndLoss, commission: result.commission }] : [];
    });
  }

  return {
    async statement(userId: string, from: Date, to: Date): Promise<{ opening: number; closing: number; rows: StatementRowView[] }> {
      const statement = await statementOf(db, userId, from, to);
      // A market's line carries its event's and its own name, so a screen names it without a lookup per line.
      const placeOf = await placesOfMarkets(db, [...new Set(statement.rows.flatMap((r) => marketOfReference(r.reference) ?? []))]);
      const rows = statement.rows.map((r): StatementRowView => {
        const marketId = marketOfReference(r.reference);
        const place = marketId ? placeOf.get(marketId) : undefined;
        return { ...r, category: statementCategory(r.kind, r.reference), marketId, sportId: place?.sportId ?? null, eventName: place?.eventName ?? null, marketName: place?.marketName ?? null };
      });
      // The closing balance is the wallet after the range's last line (docs/money.md).
      return { opening: statement.opening, closing: statement.rows.at(-1)?.balance ?? statement.opening, rows };
    },

    async profitLoss(userId: string, from: Date, to: Date, groupBy: ProfitLossGrouping, filter: { sportId?: number; eventId?: string }): Promise<ProfitLossReport> {
      const rows = (await settledResults(userId, from, to)).filter(
        (r) => (filter.sportId === undefined || r.sportId === filter.sportId) && (filter.eventId === undefined || r.exEventId === filter.eventId),
      );
      const keyOf = (r: SettledMarketRow) => (groupBy === 'sport' ? String(r.sportId) : groupBy === 'event' ? r.exEventId : r.marketId);
      const groups = new Map<string, Omit<ProfitLossRow, 'net'>>();
      for (const r of rows) {
        const key = keyOf(r);
        const group = groups.get(key) ?? {
          key,
          sportId: r.sportId,
          sportName: r.sportName,
          eventId: groupBy === 'sport' ? null : r.exEventId,
          eventName: groupBy === 'sport' ? null : r.eventName,
          marketId: groupBy === 'market' ? r.marketId : null,
          marketName: groupBy === 'market' ? r.marketName : null,
          profitAndLoss: 0,
          commission: 0,
          markets: 0,
        };
        group.profitAndLoss += r.profitAndLoss;
        group.commission += r.commission;
        group.markets += 1;
        groups.set(key, group);
      }
      const data = [...groups.values()].map((g) => ({ ...g, net: g.profitAndLoss - g.commission }));
      let cumulative = 0;
      const series = [...rows].reverse().map((r) => ({ at: r.settledAt, net: (cumulative += r.profitAndLoss - r.commission) }));
      return { rows: data, total: data.reduce((sum, g) => sum + g.net, 0), series };
    },

    async rollingCommission(userId: string, from: Date, to: Date): Promise<{ rows: SettledMarketRow[]; total: number }> {
      const rows = (await settledResults(userId, from, to)).filter((r) => r.commission > 0);
      return { rows, total: rows.reduce((sum, r) => sum + r.commission, 0) };
    },

    betHistory: (userId: string, from: Date, to: Date, marketId?: string): Promise<BetHistoryRow[]> => betHistoryOf(db, userId, from.getTime(), to.getTime(), marketId),

    /** The user's matched bets in the event's settled markets, each with its result (won, lost or void) and profit or loss. */
    settledBetsOfEvent: (userId: string, eventId: string): Promise<BetHistoryRow[]> => settledBetsOfEvent(db, userId, eventId),
  };
}
