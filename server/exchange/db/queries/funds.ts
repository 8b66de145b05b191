import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { preparedStatement, runPrepared, runPreparedDeferred, runPreparedInOrder } from '../prepared';
import { walletBalanceSql } from './ledger';
import { periodClock, type LimitPeriod } from '../../domain/protections';

export interface StoredFunds {
  /** Wallet balance from the ledger, paise. */
  bankBalance: number;
  /** Withdrawals requested and not yet decided, paise. */
  pendingWithdrawals: number;
  /** Self-set loss limit, paise; null = none. */
  lossLimit: number | null;
  /** The safer-betting state the bet check needs (issue #47): exclusions and the loss limits in force. */
  guard: StoredGuard;
}

/** What of a bettor's protections a bet check reads with its funds (docs/safer-betting.md). */
export interface StoredGuard {
  timeOutUntil: Date | null;
  selfExcludedUntil: Date | null;
  selfExcludedPermanent: boolean;
  /** Each loss limit in force at the clock's `now` with its period's net settled loss, paise. */
  lossLimits: Array<{ period: LimitPeriod; amount: number; netLoss: number }>;
}

export const NO_GUARD: StoredGuard = { timeOutUntil: null, selfExcludedUntil: null, selfExcludedPermanent: false, lossLimits: [] };
export const NO_FUNDS: StoredFunds = { bankBalance: 0, pendingWithdrawals: 0, lossLimit: null, guard: NO_GUARD };

/** Ledger kinds that are the result of betting: what a loss limit counts as settled loss (and the reality check as the session's net). */
export const BETTING_LEDGER_KINDS = `('settlement', 'commission', 'void', 'reversal')`;

/**
 * The sum of a user's wallet postings since `since` (an SQL timestamptz) that `where` keeps (SQL over
 * `lp`, the posting, and `lt`, its transaction). The first transaction at or after `since` is one probe
 * of ledger_transactions' created_at index; from its id the user's postings are a range of the
 * (account, tx_id) index, so it reads only that stretch of the user's own history. (Ids follow
 * insertion, times the transaction's start: a transaction racing the period's first instant may
 * fall on the other side of it.)
 */
const walletSumSinceSql = (userId: string, since: string, where: string) => `(select coalesce(sum(lp.amount), 0) from ledger_postings lp
        join ledger_transactions lt on lt.tx_id = lp.tx_id
        where lp.account = 'wallet:' || ${userId}
          and lp.tx_id >= coalesce((select t0.tx_id from ledger_transactions t0 where t0.created_at >= ${since} order by t0.created_at limit 1), 2147483647)
          and lt.created_at >= ${since}
          and ${where})`;

/** A user's net settled betting result (+ won, − lost), paise, as SQL: wallet postings of betting kinds since `since`. */
export const settledNetSql = (userId: string, since: string) => walletSumSinceSql(userId, since, `lt.kind in ${BETTING_LEDGER_KINDS}`);

/**
 * Money put into a user's wallet by its upline since `since`, paise, as SQL: credit given (the ledger's
 * `credit:` references, the first credit of a new user included) and transfers received (`transfer:`),
 * money in only — credit taken back or a transfer sent does not lower it, as a withdrawal does not lower
 * the deposits a deposit limit counts (domain/protections.ts).
 */
export const creditedInSql = (userId: string, since: string) =>
  walletSumSinceSql(userId, since, `lp.amount > 0 and (lt.reference like 'credit:%' or lt.reference like 'transfer:%')`);

/** A limit's amount in force at `now` (an SQL timestamptz): a pending change whose time has come applies. */
export const limitInForceSql = (l: string, now: string) => `(case when ${l}.pending_at is not null and ${l}.pending_at <= ${now} then ${l}.pending_amount else ${l}.amount end)`;

/**
 * What a bet check needs from the store, per user: the wallet balance (the ledger's sum), pending
 * withdrawals, the loss limit and the safer-betting guard (exclusions; loss limits in force with their
 * periods' net settled loss) — as a JSON array, for the users named by the JSON array parameter
 * `param`, at the JSON parameter `clock` (domain/protections.ts periodClock: now and each period's start).
 * A user with no protections costs two primary-key probes that find nothing. Each user is looked up by a correlated subquery (an index probe), whatever the plan,
 * once: `offset 0` keeps PostgreSQL from flattening the subquery, which ran every lookup twice (for `is not null`, then for the row).
 * The bet batch's read embeds it (queries/bet-batch.ts).
 */
export const storedFundsSql = (param: string, clock: string) => `(select coalesce(json_agg(x.funds), '[]'::json) from (
      select (select json_build_object(
                'userId', u.user_id,
                'lossLimit', u.loss_limit,
                'guard', (select json_build_object('timeOutUntil', p.time_out_until, 'selfExcludedUntil', p.self_excluded_until, 'selfExcludedPermanent', p.self_excluded_permanent)
                          from user_protections p where p.user_id = u.user_id),
                'lossLimits', (select json_agg(json_build_object('period', l.period, 'amount', l.amount, 'netLoss', -${settledNetSql('u.user_id', `(${clock}::json->>l.period)::timestamptz`)}))
                               from (select l0.period, ${limitInForceSql('l0', `(${clock}::json->>'now')::timestamptz`)} as amount from protection_limits l0
                                     where l0.user_id = u.user_id and l0.kind = 'LOSS') l
                               where l.amount is not null),
                'bankBalance', ${walletBalanceSql('u.user_id')},
                'pendingWithdrawals', (select coalesce(sum(b.amount), 0) from banking_requests b where b.user_id = u.user_id and b.kind = 'WITHDRAWAL' and b.status = 'PENDING'))
              from users u where u.user_id = ids.user_id) as funds
      from json_array_elements_text(${param}::json) as ids(user_id) offset 0) as x
    where x.funds is not null)`;

export type StoredFundsRow = {
  userId: string;
  lossLimit: number | null;
  bankBalance: number | string;
  pendingWithdrawals: number | string;
  guard: { timeOutUntil: string | null; selfExcludedUntil: string | null; selfExcludedPermanent: boolean } | null;
  lossLimits: Array<{ period: LimitPeriod; amount: number | string; netLoss: number | string }> | null;
};

const dateOrNull = (v: string | null | undefined) => (v ? new Date(v) : null);

/** The rows of `storedFundsSql`, by user. */
export function storedFundsByUser(rows: readonly StoredFundsRow[]): Map<string, StoredFunds> {
  const funds = new Map<string, StoredFunds>();
  for (const f of rows) {
    const guard: StoredGuard = {
      timeOutUntil: dateOrNull(f.guard?.timeOutUntil),
      selfExcludedUntil: dateOrNull(f.guard?.selfExcludedUntil),
      selfExcludedPermanent: f.guard?.selfExcludedPermanent ?? false,
      lossLimits: (f.lossLimits ?? []).map((l) => ({ period: l.period, amount: Number(l.amount), netLoss: Number(l.netLoss) })),
    };
    funds.set(f.userId, { bankBalance: Number(f.bankBalance), pendingWithdrawals: Number(f.pendingWithdrawals), lossLimit: f.lossLimit == null ? null : Number(f.lossLimit), guard });
  }
  return funds;
}

const STORED_FUNDS = preparedStatement('stored_funds', 2, `select ${storedFundsSql('$1', '$2')} as funds`);

/** A user's exposure on one market as user_market_exposure holds it (docs/adr/user-funds.md). */
export interface ExposureRow {
  userId: string;
  marketId: string;
  /** Paise. */
  exposure: number;
}

/**
 * The stored exposure rows of the users named by the JSON array parameter `param`, as a JSON array
 * (an index probe per user on the primary key). The bet batch's read embeds it (queries/bet-batch.ts).
 */
export const storedExposuresSql = (param: string) => `(select coalesce(json_agg(json_build_object('userId', e.user_id, 'marketId', e.market_id, 'exposure', e.exposure_paise)), '[]'::json)
      from user_market_exposure e where e.user_id = any(array(select json_array_elements_text(${param}::json))))`;

export type StoredExposureRow = { userId: string; marketId: string; exposure: number | string };

/** The rows of `storedExposuresSql`: user → market → exposure. */
export function storedExposuresByUser(rows: readonly StoredExposureRow[]): Map<string, Map<string, number>> {
  const byUser = new Map<string, Map<string, number>>();
  for (const r of rows) {
    let markets = byUser.get(r.userId);
    if (!markets) byUser.set(r.userId, (markets = new Map()));
    markets.set(r.marketId, Number(r.exposure));
  }
  return byUser;
}

/**
 * Writes each (user, market) exposure given as the JSON parameter `param` ([{ user_id, market_id,
 * exposure_paise }], one row per pair): insert, or replace the one stored. The bet batch's write embeds it.
 */
export const upsertExposuresSql = (param: string) => `
    insert into user_market_exposure (user_id, market_id, exposure_paise)
    select user_id, market_id, exposure_paise from json_to_recordset(${param}::json) as r(user_id text, market_id text, exposure_paise bigint)
    on conflict (user_id, market_id) do update set exposure_paise = excluded.exposure_paise`;

/** The parameter of `upsertExposuresSql`: one row per (user, market), the last given winning. */
export function exposuresJson(rows: readonly ExposureRow[]): string {
  const last = new Map(rows.map((r) => [`${r.userId}\n${r.marketId}`, r]));
  return JSON.stringify([...last.values()].map((r) => ({ user_id: r.userId, market_id: r.marketId, exposure_paise: r.exposure })));
}

/**
 * Locks the users' rows, in user id order (every writer locks in this order: no deadlock), until the
 * transaction ends. FOR NO KEY UPDATE: it orders two money checks of the same user, in any process,
 * while inserts naming the user (orders, ledger postings: FOR KEY SHARE by their foreign keys) go on.
 * It must be a statement of its own: a statement's snapshot is taken before it waits for a lock, so
 * what another process committed while this one waited is seen only by the next statement (which may
 * come in the same round trip: runPreparedInOrder).
 */
const LOCK_USERS = preparedStatement(
  'lock_users_funds',
  1,
  'select u.user_id from users u where u.user_id = any(array(select json_array_elements_text($1::json))) order by u.user_id for no key update',
);
const READ_EXPOSURES = preparedStatement('read_exposures', 1, `select ${storedExposuresSql('$1')} as exposures`);
const SAVE_EXPOSURES = preparedStatement('save_exposures', 1, upsertExposuresSql('$1'));

/** Prepared on PGlite when the store opens (db/client.ts). */
export const FUNDS_STATEMENTS = [STORED_FUNDS, LOCK_USERS, READ_EXPOSURES, SAVE_EXPOSURES];

/** The statement that locks the users' rows, with its parameter (see LOCK_USERS): to send before a read in one round trip (runPreparedInOrder). */
export const lockUsersStep = (userIds: readonly string[]) => [LOCK_USERS, [JSON.stringify([...new Set(userIds)].sort())]] as const;

/** Locks the users' rows for this transaction's money checks (see LOCK_USERS). */
export async function lockUsersFunds(db: Db, userIds: readonly string[]): Promise<void> {
  if (userIds.length > 0) await runPrepared(db, ...lockUsersStep(userIds));
}

/** The users' stored exposure rows: user → market → exposure, paise. */
export async function storedExposuresOf(db: Db, userIds: readonly string[]): Promise<Map<string, Map<string, number>>> {
  const [row] = await runPrepared<{ exposures: StoredExposureRow[] }>(db, ...storedExposuresStep(userIds));
  return storedExposuresByUser(row?.exposures ?? []);
}

/** Writes (user, market) exposures, one statement; on the owner connection held for the next statement or the COMMIT (runPreparedDeferred). */
export async function saveExposures(db: Db, rows: readonly ExposureRow[]): Promise<void> {
  if (rows.length > 0) await runPreparedDeferred(db, SAVE_EXPOSURES, [exposuresJson(rows)]);
}

/** Removes a market's rows (settled or voided: nobody has exposure there any more). */
export async function deleteMarketExposures(db: Db, marketId: string): Promise<void> {
  await db.execute(sql`delete from user_market_exposure where market_id = ${marketId}`);
}

/** A market's rows, all replaced: what its new owner's rebuilt engine holds. */
export async function replaceMarketExposures(db: Db, marketId: string, rows: readonly ExposureRow[]): Promise<void> {
  await deleteMarketExposures(db, marketId);
  await saveExposures(db, rows);
}

/**
 * Runs `fill` once per store, in this transaction, under the backfill marker's lock (migration 0012
 * inserts it undone): a second process starting at the same moment waits, then finds it done.
 */
export async function backfillExposuresOnce(tx: Db, fill: () => Promise<void>): Promise<boolean> {
  const result = (await tx.execute(sql`select done from user_exposure_backfill where id = 1 for update`)) as unknown as { rows: Array<{ done: boolean }> };
  const marker = result.rows[0];
  if (!marker || marker.done) return false;
  await fill();
  await tx.execute(sql`update user_exposure_backfill set done = true where id = 1`);
  return true;
}

/** One user's stored funds (a re-price's check); an unknown user has none. */
export async function storedFundsOf(db: Db, userId: string, at: Date): Promise<StoredFunds> {
  const [row] = await runPrepared<{ funds: StoredFundsRow[] }>(db, ...storedFundsStep(userId, at));
  return storedFundsByUser(row?.funds ?? []).get(userId) ?? NO_FUNDS;
}

const storedFundsStep = (userId: string, at: Date) => [STORED_FUNDS, [JSON.stringify([userId]), JSON.stringify(periodClock(at))]] as const;
const storedExposuresStep = (userIds: readonly string[]) => [READ_EXPOSURES, [JSON.stringify(userIds)]] as const;

/**
 * With shared funds, a re-price's check: the user's row locked (LOCK_USERS), then their stored funds
 * and exposure rows (market → paise) read, each a statement of its own, in one round trip.
 */
export async function lockedFundsOf(db: Db, userId: string, at: Date): Promise<{ funds: StoredFunds; exposures: ReadonlyMap<string, number> | undefined }> {
  const [, funds, exposures] = (await runPreparedInOrder(db, [
    lockUsersStep([userId]),
    storedFundsStep(userId, at),
    storedExposuresStep([userId]),
  ])) as [unknown, Array<{ funds: StoredFundsRow[] }>, Array<{ exposures: StoredExposureRow[] }>];
  return {
    funds: storedFundsByUser(funds[0]?.funds ?? []).get(userId) ?? NO_FUNDS,
    exposures: storedExposuresByUser(exposures[0]?.exposures ?? []).get(userId),
  };
}
