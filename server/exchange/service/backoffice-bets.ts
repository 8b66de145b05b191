/**
 * The back office's bet list (issue #32): the caller's subtree's bets with filters, newest first,
 * paged by an opaque cursor. The store's reads and the index serving each filter are described in
 * db/queries/backoffice-bets.ts.
 */
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/sessions';
import type { BetListFilter, BetListPage, BetListRow, BetListStatus } from '../../contract/backoffice-risk';
import { betListPage, type StoredBetRow } from '../db/queries/backoffice-bets';
import { users } from '../db/schema';
import { betHistoryState } from '../domain/bet-outcome';
import { tickToPrice } from '../domain/ladder';
import type { ExchangeServices } from './context';
import { invalid } from './errors';
import { assertInSubtree, inSubtree, scopeOf } from './scope';

export const BET_LIST_STATUSES = ['MATCHED', 'UNMATCHED', 'SETTLED', 'VOIDED', 'CANCELLED', 'LAPSED'] as const satisfies readonly BetListStatus[];
export const MAX_PAGE = 200;
export const DEFAULT_PAGE = 50;

/** An opaque cursor: the last row's (placedAt, betId). */
export function encodeCursor(row: { placedAt: number; betId: string }): string {
  return Buffer.from(JSON.stringify([row.placedAt, row.betId])).toString('base64url');
}

export function decodeCursor(cursor: string): { placedAt: number; betId: string } {
  try {
    const [placedAt, betId] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    if (Number.isSafeInteger(placedAt) && typeof betId === 'string' && betId.length > 0 && betId.length <= 64) return { placedAt: placedAt as number, betId };
  } catch {
    // refused below
  }
  throw invalid('after: not a cursor this list gave', 'INVALID_INPUT_DATA');
}

function instant(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw invalid(`${name}: not a date-time`);
  return ms;
}

function statusOf(row: StoredBetRow): BetListStatus {
  const voided = row.result?.void === true;
  const state = betHistoryState(row, { settled: row.settledVersion > 0 && !voided, voided });
  if (state === 'OPEN') return row.sizeMatched > 0 ? 'MATCHED' : 'UNMATCHED';
  return state;
}

function rowView(row: StoredBetRow): BetListRow {
  const bet = row.bet ?? {};
  const line = typeof bet.line === 'number' ? bet.line : null;
  const price = row.book === 'exchange' ? tickToPrice(row.price ?? 0) : line !== null ? Number(bet.rate) : Number(bet.odds100) / 100;
  return {
    betId: row.betId,
    userName: row.userName,
    marketId: row.marketId,
    marketName: row.marketName,
    eventName: row.eventName,
    sportId: row.sportId,
    selectionName: row.runnerName ?? (line !== null ? `${line} runs` : (row.runnerId ?? '')),
    side: row.side,
    price,
    line,
    stake: row.size,
    matched: row.sizeMatched,
    unmatched: row.sizeRemaining,
    status: statusOf(row),
    placedAt: new Date(row.placedAt).toISOString(),
  };
}

export function backofficeBets(services: ExchangeServices) {
  const { db } = services;
  return {
    async list(caller: AuthUser, filter: BetListFilter, first = DEFAULT_PAGE, after?: string): Promise<BetListPage> {
      const scope = await scopeOf(db, caller);
      if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw invalid(`first: a whole number 1–${MAX_PAGE}`);
      const from = instant(filter.from, 'from', 0);
      const to = instant(filter.to, 'to', services.now().getTime() + 86_400_000);
      if (from >= to) throw invalid('from: must be before to');
      const before = after === undefined ? undefined : decodeCursor(after);
      // One named user (refused like an unknown one when outside the subtree), or the whole subtree.
      const usersWhere = filter.userName !== undefined ? eq(users.userId, (await assertInSubtree(db, scope, filter.userName)).userId) : inSubtree(scope);
      const page = await betListPage(db, { usersWhere, marketId: filter.marketId, sportId: filter.sportId, status: filter.status, from, to, before, limit: first + 1 });
      const rows = page.slice(0, first);
      return { rows: rows.map(rowView), nextCursor: page.length > first ? encodeCursor(rows[rows.length - 1]!) : null };
    },
  };
}
