import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, retentionFromEnv } from '../../config';
import { rowsPruned } from '../../metrics/registry';
import type { Db } from '../db/client';
import { pruneIdempotencyKeys, pruneLeaseHistory } from '../db/queries/retention';
import { onEveryStore, tokenOf } from '../http/test-harness';
import { createExchange } from './exchange';
import { DEFAULT_RETENTION, RetentionJob, type RetentionOptions, type RetentionTimer } from './retention';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Row = Record<string, unknown>;
const rows = async <T extends Row>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Replies stored straight into the table, `agesMs` before `now`, under keys `<prefix>-<i>`. */
async function storeReplies(db: Db, prefix: string, now: Date, agesMs: readonly number[]): Promise<void> {
  for (const [i, age] of agesMs.entries()) {
    await db.execute(sql`insert into idempotency_keys (user_id, key, request_hash, status_code, response, created_at)
      values ('u-demo', ${`${prefix}-${i}`}, 'h', 200, '{"data":{}}'::jsonb, ${new Date(now.getTime() - age).toISOString()}::timestamptz)`);
  }
}

const keysLeft = async (db: Db, prefix: string) =>
  (await rows<{ key: string }>(db, sql`select key from idempotency_keys where key like ${`${prefix}-%`} order by key`)).map((r) => r.key);

const prunedSoFar = async (table: string) => (await rowsPruned.get()).values.find((v) => v.labels.table === table)?.value ?? 0;

/** A timer the test fires itself. */
function manualTimer() {
  const timer = { run: null as (() => void) | null, ms: 0, cancelled: false };
  const api: RetentionTimer = {
    every: (run, ms) => {
      timer.run = run;
      timer.ms = ms;
      return 'handle';
    },
    cancel: (handle) => {
      if (handle === 'handle') timer.cancelled = true;
    },
  };
  return { timer, api };
}

onEveryStore('retention', (api) => {
  const db = () => api().database.db;
  // Every clock here is injected: the rows' ages are set relative to it, nothing waits.
  const options = (over: Partial<RetentionOptions> = {}): RetentionOptions => ({ ...DEFAULT_RETENTION, ...over });
  let demo = '';
  beforeAll(async () => {
    demo = await tokenOf(api(), 'demo');
  });

  it('an empty table is fine: a run deletes nothing and fails nothing', async () => {
    await db().execute(sql`delete from idempotency_keys`);
    await db().execute(sql`delete from lease_history`);
    const job = new RetentionJob(db(), options(), () => new Date());
    expect(await job.runOnce()).toEqual({ idempotencyKeys: 0, leaseHistory: 0 });
    expect(await pruneIdempotencyKeys(db(), new Date(Date.now() + 365 * DAY), 10)).toBe(0);
    expect(await pruneLeaseHistory(db(), new Date(Date.now() + 365 * DAY), 10)).toBe(0);
  });

  it('deletes replies past the window oldest first, in batches no larger than asked, and keeps the recent ones', async () => {
    const now = new Date();
    // Five past 24 h (the oldest: old-0), two inside it.
    await storeReplies(db(), 'old', now, [30 * DAY, 10 * DAY, 2 * DAY, 25 * HOUR, 24 * HOUR + 60_000]);
    await storeReplies(db(), 'new', now, [23 * HOUR, HOUR]);
    const before = await prunedSoFar('idempotency_keys');
    // One statement deletes at most its limit.
    expect(await pruneIdempotencyKeys(db(), new Date(now.getTime() - DAY), 1)).toBe(1);
    expect(await keysLeft(db(), 'old')).toEqual(['old-1', 'old-2', 'old-3', 'old-4']);
    // A run is at most maxBatchesPerRun batches of batchSize: 2 × 1 here, then the next run goes on.
    const job = new RetentionJob(db(), options({ batchSize: 1, maxBatchesPerRun: 2 }), () => now);
    expect((await job.runOnce()).idempotencyKeys).toBe(2);
    expect(await keysLeft(db(), 'old')).toEqual(['old-3', 'old-4']);
    expect((await job.runOnce()).idempotencyKeys).toBe(2);
    expect(await keysLeft(db(), 'old')).toEqual([]);
    expect((await job.runOnce()).idempotencyKeys).toBe(0);
    expect(await keysLeft(db(), 'new')).toEqual(['new-0', 'new-1']);
    // The metric counts what the job deleted (the statement called alone above is not the job).
    expect((await prunedSoFar('idempotency_keys')) - before).toBe(4);
    // A run stops on a short batch: 2 old rows with batches of 5 are one statement's work.
    await storeReplies(db(), 'old2', now, [2 * DAY, 3 * DAY]);
    expect((await new RetentionJob(db(), options({ batchSize: 5, maxBatchesPerRun: 100 }), () => now).runOnce()).idempotencyKeys).toBe(2);
    // With a window of 2 h, the 23 h one goes too; the 1 h one stays.
    expect((await new RetentionJob(db(), options({ idempotencyMs: 2 * HOUR }), () => now).runOnce()).idempotencyKeys).toBe(1);
    expect(await keysLeft(db(), 'new')).toEqual(['new-1']);
  });

  it('a retry inside the window replays the same bet; past it the key still replays until pruned, then it is new', async () => {
    const body = { idempotencyKey: `retention-${Date.now()}`, marketId: '41003.mo', side: 'LAY', size: 1_000, selection: { kind: 'exchange', runnerId: '1', price: 1.2 } };
    const place = async () => {
      const reply = await api().post('/api/bets/place', body, demo);
      expect(reply.statusCode).toBe(200);
      return (reply.json() as { data: { betId: string } }).data.betId;
    };
    const age = (hours: number) => db().execute(sql`update idempotency_keys set created_at = now() - make_interval(hours => ${hours}) where user_id = 'u-demo' and key = ${body.idempotencyKey}`);
    const job = new RetentionJob(db(), options(), () => new Date());
    const first = await place();
    // 23 h old: inside the window, kept by a run, and a retry is the same bet.
    await age(23);
    await job.runOnce();
    expect(await place()).toBe(first);
    // 25 h old and not pruned yet: still the same bet (the window is a minimum; the read never looks at the age).
    await age(25);
    expect(await place()).toBe(first);
    // Pruned: the key is new, the same request a new bet, recorded under it again.
    expect((await job.runOnce()).idempotencyKeys).toBeGreaterThanOrEqual(1);
    const second = await place();
    expect(second).not.toBe(first);
    expect(await place()).toBe(second);
    const mine = (await api().post('/api/bets/event', { eventId: '41003' }, demo)).json() as { data: { unmatched: Array<{ betId: string }> } };
    expect(mine.data.unmatched.map((b) => b.betId)).toEqual(expect.arrayContaining([first, second]));
    for (const betId of [first, second]) expect((await api().post('/api/bets/cancel', { marketId: body.marketId, betId }, demo)).statusCode).toBe(200);
  });

  it('a transfer key past the window and pruned is refused DUPLICATE_TRANSACTION (its ledger entry names it): money never moves twice', async () => {
    const body = { toUserName: 'agent', amount: 100, idempotencyKey: `retention-transfer-${Date.now()}` };
    const balance = async () => ((await api().post('/api/user/balance', {}, demo)).json() as { data: { bankBalance: number } }).data.bankBalance;
    const first = await api().post('/api/banking/transfer', body, demo);
    expect(first.statusCode, first.body).toBe(200);
    const after = await balance();
    // Inside the window a repeat is the first answer.
    const again = await api().post('/api/banking/transfer', body, demo);
    expect(again.json()).toEqual(first.json());
    await db().execute(sql`update idempotency_keys set created_at = now() - make_interval(hours => 25) where user_id = 'u-demo' and key = ${body.idempotencyKey}`);
    expect((await new RetentionJob(db(), options(), () => new Date()).runOnce()).idempotencyKeys).toBeGreaterThanOrEqual(1);
    const late = await api().post('/api/banking/transfer', body, demo);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { code: 'DUPLICATE_TRANSACTION' } });
    expect(await balance()).toBe(after);

    // The same for the back office's credit of a downline.
    const agent = await tokenOf(api(), 'agent');
    const credit = { userName: 'demo', amount: 100, direction: 'IN', idempotencyKey: `retention-credit-${Date.now()}` };
    expect((await api().post('/api/backoffice/users/credit', credit, agent)).statusCode).toBe(200);
    const credited = await balance();
    await db().execute(sql`update idempotency_keys set created_at = now() - make_interval(hours => 25) where key = ${credit.idempotencyKey}`);
    expect((await new RetentionJob(db(), options(), () => new Date()).runOnce()).idempotencyKeys).toBeGreaterThanOrEqual(1);
    const lateCredit = await api().post('/api/backoffice/users/credit', credit, agent);
    expect(lateCredit.json()).toMatchObject({ error: { code: 'DUPLICATE_TRANSACTION' } });
    expect(lateCredit.statusCode).toBe(409);
    expect(await balance()).toBe(credited);
  });

  it("prunes lease history past its window but keeps each partition's last taking before the cutoff", async () => {
    const now = new Date();
    const take = (partition: number, ageMs: number) =>
      db().execute(sql`insert into lease_history (partition, holder, taken_at) values (${partition}, ${`holder-${partition}-${ageMs}`}, ${new Date(now.getTime() - ageMs).toISOString()}::timestamptz)`);
    // Partition 9001 moved 10, 9 and 8 days ago and yesterday; 9002 once, 30 days ago.
    for (const ageMs of [10 * DAY, 9 * DAY, 8 * DAY, DAY]) await take(9001, ageMs);
    await take(9002, 30 * DAY);
    const before = await prunedSoFar('lease_history');
    const job = new RetentionJob(db(), options({ batchSize: 1, maxBatchesPerRun: 1 }), () => now);
    expect((await job.runOnce()).leaseHistory).toBe(1);
    expect((await job.runOnce()).leaseHistory).toBe(1);
    expect((await job.runOnce()).leaseHistory).toBe(0);
    const left = await rows<{ partition: number; holder: string }>(db(), sql`select partition, holder from lease_history where partition in (9001, 9002) order by seq`);
    // 8 days ago is who held 9001 at the cutoff (7 days ago); 9002 has not moved since its one taking.
    expect(left).toEqual([
      { partition: 9001, holder: `holder-9001-${8 * DAY}` },
      { partition: 9001, holder: `holder-9001-${DAY}` },
      { partition: 9002, holder: `holder-9002-${30 * DAY}` },
    ]);
    expect((await prunedSoFar('lease_history')) - before).toBe(2);
  });

  it('runs on its timer until closed; a run after close deletes nothing', async () => {
    const now = new Date();
    const { timer, api: manual } = manualTimer();
    const job = new RetentionJob(db(), options({ intervalMs: 5_000 }), () => now, manual);
    job.start();
    expect(timer.ms).toBe(5_000);
    await storeReplies(db(), 'tick', now, [2 * DAY]);
    timer.run!();
    // The run the timer began (runOnce answers the one in flight).
    expect((await job.runOnce()).idempotencyKeys).toBe(1);
    await job.close();
    expect(timer.cancelled).toBe(true);
    await storeReplies(db(), 'closed', now, [2 * DAY]);
    expect((await job.runOnce()).idempotencyKeys).toBe(0);
    expect(await keysLeft(db(), 'closed')).toEqual(['closed-0']);
    await db().execute(sql`delete from idempotency_keys where key = 'closed-0'`);
  });

  it('createExchange prunes only when asked, and its close stops the job', async () => {
    expect(api().exchange.retention).toBeNull();
    const exchange = await createExchange(db(), undefined, { retention: options({ intervalMs: HOUR }) });
    expect(exchange.retention?.options.intervalMs).toBe(HOUR);
    await exchange.close();
    await storeReplies(db(), 'after-close', new Date(), [2 * DAY]);
    expect((await exchange.retention!.runOnce()).idempotencyKeys).toBe(0);
    await db().execute(sql`delete from idempotency_keys where key = 'after-close-0'`);
  });
});

describe('retention configuration', () => {
  it('defaults to 24 h of replies, 7 days of lease history, a run a minute of 1,000-row batches', () => {
    expect(retentionFromEnv({})).toEqual({ idempotencyMs: DAY, leaseHistoryMs: 7 * DAY, intervalMs: 60_000, batchSize: 1_000, maxBatchesPerRun: 100 });
    expect(retentionFromEnv({ IDEMPOTENCY_RETENTION_HOURS: '', PRUNE_BATCH_SIZE: '' })).toEqual(DEFAULT_RETENTION);
  });

  it('reads each variable, PRUNE_INTERVAL_SECONDS=0 turns pruning off, and refuses what is out of bounds', () => {
    expect(retentionFromEnv({ IDEMPOTENCY_RETENTION_HOURS: '72', LEASE_HISTORY_RETENTION_DAYS: '30', PRUNE_INTERVAL_SECONDS: '10', PRUNE_BATCH_SIZE: '500' })).toMatchObject({
      idempotencyMs: 72 * HOUR,
      leaseHistoryMs: 30 * DAY,
      intervalMs: 10_000,
      batchSize: 500,
    });
    expect(retentionFromEnv({ PRUNE_INTERVAL_SECONDS: '0' })).toBe(false);
    for (const env of [{ IDEMPOTENCY_RETENTION_HOURS: '0' }, { IDEMPOTENCY_RETENTION_HOURS: '1.5' }, { LEASE_HISTORY_RETENTION_DAYS: 'week' }, { PRUNE_BATCH_SIZE: '0' }, { PRUNE_INTERVAL_SECONDS: '-1' }]) {
      expect(() => retentionFromEnv(env)).toThrow(ConfigError);
    }
    expect(() => retentionFromEnv({ IDEMPOTENCY_RETENTION_HOURS: '0' })).toThrow("IDEMPOTENCY_RETENTION_HOURS must be an integer 1-8760 (hours), got '0'");
  });
});
