/**
 * The back office's bet list (service/backoffice-bets.ts): a subtree's exchange orders and house
 * bets, newest first, one page at a time.
 *
 * Indexes, filter by filter (no full scan of orders or house_bets, whatever the subtree's size):
 * - the subtree (`usersWhere`): users_path_idx (text_pattern_ops range on users.path) for a master,
 *   agent or super master; the operator's condition is its site. `userName` narrows it to one user
 *   (users_user_name_unique).
 * - per user, a LATERAL subquery walks orders_user_idx / house_bets_user_idx (user_id, placed_at)
 *   backwards from the cursor (or `to`) down to `from`, and stops after `limit` rows: each user
 *   gives at most one page, so a page costs (users × page) index entries at most, not the bets.
 * - `marketId`, `sportId` and `status` are checked on those index-ordered rows inside the lateral
 *   (markets by primary key, events by primary key), so they only shorten what each user gives.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { BetListStatus } from '../../../contract/backoffice-risk';
import type { Db } from '../client';


export interface BetListQuery {
  /** The users whose bets are listed: a condition on `users` (the scope's subtree, or one user of it). */
  usersWhere: SQL;
  marketId?: string | undefined;
  sportId?: number | undefined;
  status?: BetListStatus | undefined;
  /** placedAt ≥ from and < to, epoch ms. */
  from: number;
  to: number;
  /** Rows strictly older than this (placedAt, betId), newest first. */
  before?: { placedAt: number; betId: string } | undefined;
  limit: number;
}

/** A row as the store holds it; the service names and figures it. */
export interface StoredBetRow {
  betId: string;
  book: 'exchange' | 'house';
  marketId: string;
  userId: string;
  userName: string;
  placedAt: number;
  side: 'BACK' | 'LAY';
  runnerId: string | null;
  /** Exchange: the ladder tick asked. */
  price: number | null;
  /** House: the bet as the engine recorded it (odds100, or line and rate). */
  bet: Record<string, unknown> | null;
  size: number;
  sizeMatched: number;
  sizeRemaining: number;
  sizeCancelled: number;
  sizeLapsed: number;
  marketName: string;
  kind: string;
  settledVersion: number;
  result: { winners?: string[]; value?: number; void?: boolean } | null;
  config: Record<string, unknown>;
  exEventId: string;
  eventName: string;
  sportId: number;
  runnerName: string | null;
}

const orderStatus: Record<BetListStatus, SQL> = {
  MATCHED: sql`o.size_matched > 0 and m.settled_version = 0`,
  UNMATCHED: sql`o.size_remaining > 0 and m.settled_version = 0`,
  SETTLED: sql`o.size_matched > 0 and m.settled_version > 0 and coalesce((m.result->>'void')::boolean, false) = false`,
  VOIDED: sql`o.size_matched > 0 and coalesce((m.result->>'void')::boolean, false)`,
  CANCELLED: sql`o.size_matched = 0 and o.size_cancelled > 0`,
  LAPSED: sql`o.size_matched = 0 and o.size_lapsed > 0`,
};
/** A house bet is matched whole when taken: never unmatched, cancelled or lapsed. */
const houseStatus: Record<BetListStatus, SQL> = {
  MATCHED: sql`m.settled_version = 0`,
  UNMATCHED: sql`false`,
  SETTLED: sql`m.settled_version > 0 and coalesce((m.result->>'void')::boolean, false) = false`,
  VOIDED: sql`coalesce((m.result->>'void')::boolean, false)`,
  CANCELLED: sql`false`,
  LAPSED: sql`false`,
};

function conditions(q: BetListQuery, status: Record<BetListStatus, SQL>): SQL {
  const parts: SQL[] = [sql`o.placed_at >= ${q.from}`, sql`o.placed_at < ${q.to}`];
  if (q.before) parts.push(sql`(o.placed_at, o.bet_id) < (${q.before.placedAt}, ${q.before.betId})`);
  if (q.marketId !== undefined) parts.push(sql`o.market_id = ${q.marketId}`);
  if (q.sportId !== undefined) parts.push(sql`e.sport_id = ${q.sportId}`);
  if (q.status !== undefined) parts.push(status[q.status]);
  return sql.join(parts, sql` and `);
}

const marketColumns = sql`m.market_name as "marketName", m.kind, m.settled_version as "settledVersion", m.result, m.config, e.ex_event_id as "exEventId", e.event_name as "eventName", e.sport_id as "sportId"`;

/** Each book's columns as a row, over its table read for one user (`o`), and what its statuses mean. */
const books = {
  exchange: {
    columns: sql`o.order_id as "betId", o.side, o.runner_id as "runnerId", o.price, null::jsonb as bet, o.size, o.size_matched as "sizeMatched",
      o.size_remaining as "sizeRemaining", o.size_cancelled as "sizeCancelled", o.size_lapsed as "sizeLapsed"`,
    rows: sql`(select order_id as bet_id, * from orders where orders.user_id = users.user_id) o`,
    status: orderStatus,
  },
  house: {
    columns: sql`o.bet_id as "betId", o.bet->>'side' as side, o.bet->>'runnerId' as "runnerId", null::integer as price, o.bet, (o.bet->>'stake')::bigint as size,
      (o.bet->>'stake')::bigint as "sizeMatched", 0 as "sizeRemaining", 0 as "sizeCancelled", 0 as "sizeLapsed"`,
    rows: sql`(select * from house_bets where house_bets.user_id = users.user_id) o`,
    status: houseStatus,
  },
} as const;

/** One book's page: per user, a LATERAL walk of its (user_id, placed_at) index from the cursor, at most one page each. */
function bookPage(book: keyof typeof books, q: BetListQuery): SQL {
  const { columns, rows, status } = books[book];
  return sql`
    select o.*, ${sql.raw(`'${book}'`)} as book, users.user_name as "userName", r.runner_name as "runnerName"
    from users cross join lateral (
      select o.bet_id, o.market_id as "marketId", o.user_id as "userId", o.placed_at as "placedAt", ${columns}, ${marketColumns}
      from ${rows}
      join markets m on m.market_id = o.market_id join events e on e.ex_event_id = m.ex_event_id
      where ${conditions(q, status)}
      order by o.placed_at desc, o.bet_id desc limit ${q.limit}
    ) o
    left join runners r on r.market_id = o."marketId" and r.runner_id = o."runnerId"
    where ${q.usersWhere}
    order by o."placedAt" desc, o."betId" desc limit ${q.limit}`;
}

/** One page of the users' bets (exchange orders and house bets), newest first. */
export async function betListPage(db: Db, q: BetListQuery): Promise<StoredBetRow[]> {
  const [a, b] = await Promise.all([db.execute(bookPage('exchange', q)), db.execute(bookPage('house', q))]);
  const rows = [...rowsOf(a), ...rowsOf(b)].map(normalise);
  rows.sort((x, y) => y.placedAt - x.placedAt || (x.betId < y.betId ? 1 : x.betId > y.betId ? -1 : 0));
  return rows.slice(0, q.limit);
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** bigint columns arrive as strings on some drivers: numbers here. */
function normalise(row: Record<string, unknown>): StoredBetRow {
  const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
  return {
    ...(row as unknown as StoredBetRow),
    placedAt: num(row.placedAt),
    price: row.price === null ? null : num(row.price),
    size: num(row.size),
    sizeMatched: num(row.sizeMatched),
    sizeRemaining: num(row.sizeRemaining),
    sizeCancelled: num(row.sizeCancelled),
    sizeLapsed: num(row.sizeLapsed),
    settledVersion: num(row.settledVersion),
    sportId: num(row.sportId),
  };
}
