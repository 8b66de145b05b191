import type { Db } from '../client';
import { periodClock } from '../../domain/protections';
import { preparedStatement, runPrepared, runPreparedDeferred, runPreparedInOrder } from '../prepared';
import type { OrderView, Trade } from '../../domain/types';
import {
  exposuresJson,
  lockUsersStep,
  storedExposuresByUser,
  storedExposuresSql,
  storedFundsByUser,
  storedFundsSql,
  upsertExposuresSql,
  type ExposureRow,
  type StoredExposureRow,
  type StoredFunds,
  type StoredFundsRow,
} from './funds';

/**
 * A group-commit batch of bets costs two statements whatever its size: one read (the replies already
 * recorded under its idempotency keys and its bettors' money) and one write (every order, trade,
 * house bet and reply). Both are prepared statements (../prepared.ts): on PGlite, parsing and
 * planning them per batch cost more than running them.
 *
 * Rows travel as one JSON text parameter per table, unpacked by json_to_recordset: a statement's
 * text and parameters do not grow with the batch (a 500-bet batch was ~7,500 bound values that
 * Drizzle walked one by one), and JSON.stringify and PostgreSQL's JSON reader do the per-row work.
 */

/** A reply recorded under an idempotency key. */
export interface RecordedReply {
  userId: string;
  key: string;
  requestHash: string;
  statusCode: number;
  response: unknown;
}

/*
 * Each key and each user is looked up by a correlated subquery, which PostgreSQL cannot turn into a
 * join: a join would be planned for json_to_recordset's default estimate of 100 rows, and this
 * statement runs with a generic plan, so it chose a sequential scan of every reply ever recorded.
 * `offset 0` keeps the subquery whole: flattened, its lookup ran twice per key, once for the outer
 * `is not null` and once for the row (funds.ts's storedFundsSql does the same).
 */
const REPLIES = `(select coalesce(json_agg(x.reply), '[]'::json) from (
      select (select json_build_object('userId', k.user_id, 'key', k.key, 'requestHash', k.request_hash, 'statusCode', k.status_code, 'response', k.response)
              from idempotency_keys k where k.user_id = r.user_id and k.key = r.key) as reply
      from json_to_recordset($1::json) as r(user_id text, key text) offset 0) as x
    where x.reply is not null)`;

/** $1: [{ user_id, key }] of the batch's idempotency keys; $2: [user_id] of its bettors; $3: the batch's period clock (domain/protections.ts). */
const READ_BATCH = preparedStatement('bet_batch_read', 3, `select ${REPLIES} as replies, ${storedFundsSql('$2', '$3')} as funds`);
/** The same, with the bettors' stored exposure rows: for a process sharing its bettors with others (docs/adr/user-funds.md). */
const READ_BATCH_SHARED = preparedStatement(
  'bet_batch_read_shared',
  3,
  `select ${REPLIES} as replies, ${storedFundsSql('$2', '$3')} as funds, ${storedExposuresSql('$2')} as exposures`,
);

/**
 * The bettor's share chain in force now (users.chain_id, issue #32): a bet snapshots it when its row is
 * first written, in the same statement (a primary-key probe per row, no extra statement); an update of
 * the order later keeps the chain it was placed with.
 */
const CHAIN_OF_BETTOR = '(select u.chain_id from users u where u.user_id = r.user_id)';

/** Orders as the engine last left them: insert, or update an order the store already holds. */
const insertOrders = (param: string) => `
    insert into orders (order_id, market_id, user_id, runner_id, side, price, size, size_matched, size_remaining, size_cancelled, size_lapsed, status, persistence, seq, placed_at, release_at, updated_at, chain_id)
    select order_id, market_id, user_id, runner_id, side, price, size, size_matched, size_remaining, size_cancelled, size_lapsed, status, persistence, seq, placed_at, release_at, updated_at, ${CHAIN_OF_BETTOR}
    from json_to_recordset(${param}::json) as r(order_id text, market_id text, user_id text, runner_id text, side text, price integer, size bigint, size_matched bigint, size_remaining bigint, size_cancelled bigint, size_lapsed bigint, status text, persistence text, seq bigint, placed_at bigint, release_at bigint, updated_at timestamptz)
    on conflict (order_id) do update set
      price = excluded.price, size_matched = excluded.size_matched, size_remaining = excluded.size_remaining,
      size_cancelled = excluded.size_cancelled, size_lapsed = excluded.size_lapsed, status = excluded.status,
      seq = excluded.seq, placed_at = excluded.placed_at, release_at = excluded.release_at, updated_at = excluded.updated_at`;

const insertTrades = (param: string) => `
    insert into trades (market_id, trade_id, runner_id, price, size, back_order_id, lay_order_id, back_user_id, lay_user_id, taker_side, matched_at)
    select market_id, trade_id, runner_id, price, size, back_order_id, lay_order_id, back_user_id, lay_user_id, taker_side, matched_at
    from json_to_recordset(${param}::json) as r(market_id text, trade_id integer, runner_id text, price integer, size bigint, back_order_id text, lay_order_id text, back_user_id text, lay_user_id text, taker_side text, matched_at bigint)`;

const insertHouseBets = (param: string) => `
    insert into house_bets (bet_id, market_id, user_id, placed_at, bet, chain_id)
    select bet_id, market_id, user_id, placed_at, bet, ${CHAIN_OF_BETTOR}
    from json_to_recordset(${param}::json) as r(bet_id text, market_id text, user_id text, placed_at bigint, bet jsonb)`;

const insertReplies = (param: string) => `
    insert into idempotency_keys (user_id, key, request_hash, status_code, response)
    select user_id, key, request_hash, status_code, response
    from json_to_recordset(${param}::json) as r(user_id text, key text, request_hash text, status_code integer, response jsonb)`;

/**
 * Everything a batch of bets wrote, in one statement (a data-modifying CTE per table, each given
 * "[]" when the batch has no rows for it): committed together or not at all.
 */
const WRITE_BATCH = preparedStatement(
  'bet_batch_write',
  5,
  `with o as (${insertOrders('$1')}), t as (${insertTrades('$2')}), h as (${insertHouseBets('$3')}), k as (${insertReplies('$4')}), e as (${upsertExposuresSql('$5')}) select 1`,
);
const SAVE_ORDERS = preparedStatement('save_orders', 1, insertOrders('$1'));
const SAVE_TRADES = preparedStatement('save_trades', 1, insertTrades('$1'));
const SAVE_HOUSE_BETS = preparedStatement('save_house_bets', 1, insertHouseBets('$1'));

/** The statements above, prepared on PGlite when the store opens (db/client.ts). */
export const BET_STATEMENTS = [READ_BATCH, READ_BATCH_SHARED, WRITE_BATCH, SAVE_ORDERS, SAVE_TRADES, SAVE_HOUSE_BETS];

/**
 * What a batch of bets reads before matching, in one statement: the replies already recorded under
 * its idempotency keys and its bettors' money. With `sharedFunds` (several exchange processes,
 * docs/adr/user-funds.md) the bettors' rows are locked first (lockUsersFunds's statement, in the same
 * round trip: the read, a statement of its own, sees what a process holding a lock committed before
 * it let go), and the read also brings their stored exposure rows (user → market → paise; empty without).
 */
export async function readBatch(
  db: Db,
  pairs: ReadonlyArray<{ userId: string; key: string }>,
  userIds: readonly string[],
  sharedFunds = false,
  at: Date = new Date(),
): Promise<{ replies: RecordedReply[]; funds: Map<string, StoredFunds>; exposures: Map<string, Map<string, number>> }> {
  const values = [JSON.stringify(pairs.map((p) => ({ user_id: p.userId, key: p.key }))), JSON.stringify(userIds), JSON.stringify(periodClock(at))];
  const rows = sharedFunds
    ? (await runPreparedInOrder(db, [lockUsersStep(userIds), [READ_BATCH_SHARED, values]]))[1]!
    : await runPrepared(db, READ_BATCH, values);
  const row = rows[0] as { replies: RecordedReply[]; funds: StoredFundsRow[]; exposures?: StoredExposureRow[] } | undefined;
  return { replies: row?.replies ?? [], funds: storedFundsByUser(row?.funds ?? []), exposures: storedExposuresByUser(row?.exposures ?? []) };
}

export type OrderRow = OrderView & { marketId: string };
export type TradeRow = Trade & { marketId: string };
export interface HouseBetRow {
  marketId: string;
  bet: { betId: string; userId: string; placedAt: number };
}
export interface ReplyRow {
  userId: string;
  key: string;
  requestHash: string;
  statusCode: number;
  response: object;
}

/** One row per order (a later view of the same order wins). */
function ordersJson(rows: readonly OrderRow[]): string {
  const last = new Map(rows.map((r) => [r.orderId, r]));
  const updatedAt = new Date().toISOString();
  return JSON.stringify(
    [...last.values()].map((v) => ({
      order_id: v.orderId,
      market_id: v.marketId,
      user_id: v.userId,
      runner_id: v.runnerId,
      side: v.side,
      price: v.price,
      size: v.size,
      size_matched: v.sizeMatched,
      size_remaining: v.sizeRemaining,
      size_cancelled: v.sizeCancelled,
      size_lapsed: v.sizeLapsed,
      status: v.status,
      persistence: v.persistence,
      seq: v.seq,
      placed_at: v.placedAt,
      release_at: v.releaseAt,
      updated_at: updatedAt,
    })),
  );
}

function tradesJson(rows: readonly TradeRow[]): string {
  return JSON.stringify(
    rows.map((t) => ({
      market_id: t.marketId,
      trade_id: t.tradeId,
      runner_id: t.runnerId,
      price: t.price,
      size: t.size,
      back_order_id: t.backOrderId,
      lay_order_id: t.layOrderId,
      back_user_id: t.backUserId,
      lay_user_id: t.layUserId,
      taker_side: t.takerSide,
      matched_at: t.matchedAt,
    })),
  );
}

const houseBetsJson = (rows: readonly HouseBetRow[]) =>
  JSON.stringify(rows.map(({ marketId, bet }) => ({ bet_id: bet.betId, market_id: marketId, user_id: bet.userId, placed_at: bet.placedAt, bet })));

const repliesJson = (rows: readonly ReplyRow[]) =>
  JSON.stringify(rows.map((r) => ({ user_id: r.userId, key: r.key, request_hash: r.requestHash, status_code: r.statusCode, response: r.response })));

/*
 * The writes below answer nothing anybody reads: on the owner connection they are held and go with the
 * transaction's next statement or its COMMIT (runPreparedDeferred), so a cancel — its order and its
 * exposure — is one round trip with its BEGIN and COMMIT, and a re-price two (its funds read; its writes).
 */
export async function saveOrderRows(db: Db, rows: readonly OrderRow[]): Promise<void> {
  if (rows.length > 0) await runPreparedDeferred(db, SAVE_ORDERS, [ordersJson(rows)]);
}

export async function saveTradeRows(db: Db, rows: readonly TradeRow[]): Promise<void> {
  if (rows.length > 0) await runPreparedDeferred(db, SAVE_TRADES, [tradesJson(rows)]);
}

export async function saveHouseBetRows(db: Db, rows: readonly HouseBetRow[]): Promise<void> {
  if (rows.length > 0) await runPreparedDeferred(db, SAVE_HOUSE_BETS, [houseBetsJson(rows)]);
}

/** Everything a batch of bets wrote, in one statement: with the exposures of the (user, market) pairs it changed. */
export async function writeBatch(
  db: Db,
  rows: { orders: readonly OrderRow[]; trades: readonly TradeRow[]; houseBets: readonly HouseBetRow[]; replies: readonly ReplyRow[]; exposures: readonly ExposureRow[] },
): Promise<void> {
  if (rows.orders.length + rows.trades.length + rows.houseBets.length + rows.replies.length + rows.exposures.length === 0) return;
  // Nothing reads its answer: on the owner connection it goes with the transaction's COMMIT (runPreparedDeferred).
  await runPreparedDeferred(db, WRITE_BATCH, [ordersJson(rows.orders), tradesJson(rows.trades), houseBetsJson(rows.houseBets), repliesJson(rows.replies), exposuresJson(rows.exposures)]);
}
