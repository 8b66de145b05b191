import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { events, markets } from '../db/schema';
import type { Settlement } from '../domain/settlement';
import { marketOfReference, statementCategory } from '../domain/ledger';
import { statementOf } from '../db/queries/ledger';
import { betHistoryOf } from '../db/queries/bet-history';
import { settledMarketsBetween } from '../db/queries/history';
import type { ExchangeServices } from '../service/context';
import { requireUser } from './auth-guard';
import { ApiError, parseBody } from './errors';

const MAX_RANGE_DAYS = 366;
const range = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .strict()
  .refine((r) => new Date(r.from) < new Date(r.to), 'from must be before to')
  .refine((r) => new Date(r.to).getTime() - new Date(r.from).getTime() <= MAX_RANGE_DAYS * 86_400_000, `at most ${MAX_RANGE_DAYS} days`);
const historyBody = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }), marketId: z.string().min(1).max(64).optional() })
  .strict()
  .refine((r) => new Date(r.from) < new Date(r.to), 'from must be before to')
  .refine((r) => new Date(r.to).getTime() - new Date(r.from).getTime() <= MAX_RANGE_DAYS * 86_400_000, `at most ${MAX_RANGE_DAYS} days`);
const profitLossBody = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }), groupBy: z.enum(['sport', 'event', 'market']), sportId: z.number().int().optional(), eventId: z.string().max(64).optional() })
  .strict();

interface SettledRow {
  marketId: string;
  marketName: string;
  exEventId: string;
  eventName: string;
  sportId: number;
  sportName: string;
  settledAt: string;
  profitAndLoss: number;
  commission: number;
}

/** Account statement, profit and loss, bet history, rolling commission. */
export function historyRoutes(services: ExchangeServices) {
  const { db } = services;

  /** The user's result in every market settled in the range (the latest settlement of each). */
  async function settledResults(userId: string, from: Date, to: Date): Promise<SettledRow[]> {
    const rows = await settledMarketsBetween(db, from, to);
    return rows.flatMap(({ settlement, settledAt, ...row }) => {
      const result = (settlement as unknown as Settlement).results.find((r) => r.userId === userId);
      return result ? [{ ...row, settledAt: settledAt!.toISOString(), profitAndLoss: result.profitAndLoss, commission: result.commission }] : [];
    });
  }

  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/user/statement', async (request) => {
      const user = await requireUser(db, request);
      const body = parseBody(range, request.body);
      const statement = await statementOf(db, user.userId, new Date(body.from), new Date(body.to));
      const marketIds = [...new Set(statement.rows.flatMap((r) => marketOfReference(r.reference) ?? []))];
      const sportOf = new Map(
        marketIds.length === 0
          ? []
          : (
              await db
                .select({ marketId: markets.marketId, sportId: events.sportId })
                .from(markets)
                .innerJoin(events, eq(events.exEventId, markets.exEventId))
                .where(inArray(markets.marketId, marketIds))
            ).map((m) => [m.marketId, m.sportId] as const),
      );
      const rows = statement.rows.map((r) => {
        const marketId = marketOfReference(r.reference);
        return { ...r, category: statementCategory(r.kind, r.reference), marketId, sportId: marketId ? (sportOf.get(marketId) ?? null) : null };
      });
      return { data: { opening: statement.opening, rows } };
    });

    app.post('/user/profit-loss', async (request) => {
      const user = await requireUser(db, request);
      const body = parseBody(profitLossBody, request.body);
      if (new Date(body.from) >= new Date(body.to)) throw new ApiError(400, 'INVALID_INPUT_DATA', 'from must be before to');
      const rows = (await settledResults(user.userId, new Date(body.from), new Date(body.to))).filter(
        (r) => (body.sportId === undefined || r.sportId === body.sportId) && (body.eventId === undefined || r.exEventId === body.eventId),
      );
      const keyOf = (r: SettledRow) => (body.groupBy === 'sport' ? String(r.sportId) : body.groupBy === 'event' ? r.exEventId : r.marketId);
      const groups = new Map<string, { key: string; sportId: number; sportName: string; eventId: string | null; eventName: string | null; marketId: string | null; marketName: string | null; profitAndLoss: number; commission: number; markets: number }>();
      for (const r of rows) {
        const key = keyOf(r);
        const group = groups.get(key) ?? {
          key,
          sportId: r.sportId,
          sportName: r.sportName,
          eventId: body.groupBy === 'sport' ? null : r.exEventId,
          eventName: body.groupBy === 'sport' ? null : r.eventName,
          marketId: body.groupBy === 'market' ? r.marketId : null,
          marketName: body.groupBy === 'market' ? r.marketName : null,
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
      return { data: { rows: data, total: data.reduce((sum, g) => sum + g.net, 0), series } };
    });

    app.post('/user/rolling-commission', async (request) => {
      const user = await requireUser(db, request);
      const body = parseBody(range, request.body);
      const rows = (await settledResults(user.userId, new Date(body.from), new Date(body.to))).filter((r) => r.commission > 0);
      return { data: { rows, total: rows.reduce((sum, r) => sum + r.commission, 0) } };
    });

    app.post('/bets/history', async (request) => {
      const user = await requireUser(db, request);
      const body = parseBody(historyBody, request.body);
      return { data: await betHistoryOf(db, user.userId, new Date(body.from).getTime(), new Date(body.to).getTime(), body.marketId) };
    });
  };
}
