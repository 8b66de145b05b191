import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerAnomalies, missingBets, type Rows } from '../support/ledger-checks';
import { asPostgresUser, findPostgresBin, postgresUnavailable, startPostgresIn, type TempPostgres } from '../support/postgres';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { signInToken } from '../support/two-factor';

/**
 * The PostgreSQL restore drill of issue #49 (docs/operations.md, "Backup and restore"), on Debian's
 * PostgreSQL: WAL archiving on (archive_command), a base backup (pg_basebackup) taken while bets flow,
 * more bets and a settlement after it, then a restore of the base backup plus the archive to a point
 * in time (recovery_target_time) in a new data directory. The restored store holds every bet
 * acknowledged before the point and none sent after it, and its ledger replays exactly.
 */
const run = promisify(execFile);
const bin = postgresUnavailable() ? null : findPostgresBin();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Json = { data?: { token?: string; betId?: string }; error?: { code: string; message: string } };

async function call(server: ServerProcess, route: string, body: unknown, token?: string): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${server.url}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

describe.skipIf(!bin)('PostgreSQL: base backup + WAL archive, restored to a point in time', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'backlay-pitr-'));
  chmodSync(dir, 0o777);
  const archive = path.join(dir, 'archive');
  let primary: TempPostgres | undefined;
  let restored: TempPostgres | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await primary?.stop();
    await restored?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores the ledger exactly as it was at the target time', async () => {
    const started = Date.now();
    mkdirSync(archive);
    chmodSync(archive, 0o777);
    primary = await startPostgresIn(path.join(dir, 'primary'), {
      fsync: false,
      settings: { archive_mode: 'on', archive_command: `test ! -f ${archive}/%f && cp %p ${archive}/%f`, wal_level: 'replica' },
    });
    server = await startServerProcess({ DATABASE_URL: primary.url, NODE_ENV: '' }, path.join(dir, 'unused'));
    const live = server;
    const token = async (userName: string) => (await call(live, '/auth/login', { userName, password: 'demo-password' })).body.data!.token!;
    const tokens = [await token('mm1'), await token('mm2')];
    const operator = await signInToken(async (route, body) => (await call(live, route, body)).body, 'operator');

    // Bettors: mm1 backs and mm2 lays runner 1 of two markets at 3.0 (they trade), each bet's send and answer time kept.
    const acked: Array<{ betId: string; sentAt: number; at: number; marketId: string }> = [];
    const refused: string[] = [];
    let stop = false;
    let n = 0;
    const markets = ['41002.mo', '22002.mo'];
    const bettor = async (i: number) => {
      // Each bettor takes the two markets in turn by its own count, so both sides reach both markets. (Taken
      // by the shared count, four bettors answered in a steady round could keep every back on one market and
      // every lay on the other: nothing traded, and the settlement had nothing to post.)
      for (let own = i; !stop; own++) {
        n += 1;
        const marketId = markets[own % 2]!;
        const sentAt = Date.now();
        const res = await call(live, '/bets/place', { idempotencyKey: `pitr-${n}`, marketId, side: i % 2 === 0 ? 'BACK' : 'LAY', size: 1_000, selection: { kind: 'exchange', runnerId: '1', price: 3 } }, tokens[i % 2]);
        if (res.status === 200) acked.push({ betId: res.body.data!.betId!, sentAt, at: Date.now(), marketId });
        else refused.push(JSON.stringify(res.body));
      }
    };
    const load = [0, 1, 2, 3].map(bettor);
    while (acked.length < 50) await sleep(20);

    // The base backup, under load: as the postgres user, the WAL it needs streamed into it (-X stream).
    const base = path.join(dir, 'restored', 'data');
    mkdirSync(path.dirname(base), { recursive: true });
    chmodSync(path.dirname(base), 0o777);
    const backupStarted = Date.now();
    const [cmd, args] = asPostgresUser(path.join(bin!, 'pg_basebackup'), ['-d', primary.url, '-D', base, '-X', 'stream', '-c', 'fast']);
    await run(cmd, args);
    const duringBackup = acked.filter((b) => b.at >= backupStarted).length;
    const backupMs = Date.now() - backupStarted;

    // After the base backup: more bets, and a settlement that posts to the ledger, all before the target.
    while (acked.filter((b) => b.at > backupStarted + backupMs).length < 50) await sleep(20);
    const settled = await call(live, '/admin/markets/settle', { marketId: '22002.mo', winners: ['1'] }, operator);
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    // The target comes after the settlement's postings are committed on the primary (a busy machine may post them a moment after the answer).
    const watch = new pg.Pool({ connectionString: primary.url, max: 1 });
    try {
      for (let i = 0; (await watch.query<{ n: number }>("select count(*)::int as n from ledger_transactions where kind = 'settlement'")).rows[0]!.n === 0; i++) {
        if (i > 100) throw new Error('the settlement never posted to the ledger');
        await sleep(100);
      }
    } finally {
      await watch.end();
    }
    await sleep(300);
    const target = new Date();
    await sleep(300);
    // After the target: bets that must not be in the restored store.
    const atTarget = acked.length;
    while (acked.length < atTarget + 50) await sleep(20);
    stop = true;
    await Promise.all(load);
    // Refusals are coded (the settled market no longer takes bets); none is a failure of the store.
    for (const r of refused) expect(JSON.parse(r).error?.code).toMatch(/^[A-Z_]+$/);

    // The WAL past the target reaches the archive.
    const pool = new pg.Pool({ connectionString: primary.url, max: 1 });
    const { rows } = await pool.query<{ wal: string }>('select pg_walfile_name(pg_current_wal_lsn()) as wal');
    await pool.query('select pg_switch_wal()');
    await pool.end();
    const lastWal = rows[0]!.wal;
    for (let i = 0; !existsSync(path.join(archive, lastWal)); i++) {
      if (i > 300) throw new Error(`${lastWal} never reached the archive: ${readdirSync(archive).join(', ')}`);
      await sleep(100);
    }
    await server.stop();
    server = undefined;
    await primary.stop();
    primary = undefined;

    // The restore: the base backup, the archive, the target time; promoted when it gets there.
    writeFileSync(path.join(base, 'recovery.signal'), '');
    restored = await startPostgresIn(path.join(dir, 'restored'), {
      fsync: false,
      settings: { restore_command: `cp ${archive}/%f %p`, recovery_target_time: target.toISOString().replace('T', ' ').replace('Z', '+00'), recovery_target_action: 'promote', archive_mode: 'off' },
    });
    const copy = new pg.Pool({ connectionString: restored.url, max: 1 });
    try {
      for (let i = 0; (await copy.query<{ r: boolean }>('select pg_is_in_recovery() as r')).rows[0]!.r; i++) {
        if (i > 300) throw new Error('the restored server never left recovery');
        await sleep(100);
      }
      const rowsOf: Rows = async (text, params) => (await copy.query(text, params)).rows as Array<Record<string, unknown>>;
      const before = acked.filter((b) => b.at < target.getTime()).map((b) => b.betId);
      const after = acked.filter((b) => b.sentAt > target.getTime()).map((b) => b.betId);
      expect(await missingBets(rowsOf, before)).toEqual([]);
      expect((await missingBets(rowsOf, after)).length).toBe(after.length);
      expect(await ledgerAnomalies(rowsOf)).toEqual([]);
      const settlement = await copy.query("select count(*)::int as n from ledger_transactions where kind = 'settlement'");
      expect(settlement.rows[0].n).toBeGreaterThan(0);
      console.info(
        `point-in-time restore: ${before.length} bets before the target all restored (${duringBackup} answered while pg_basebackup ran ${backupMs} ms), ` +
          `${after.length} sent after it absent, ledger exact, ${refused.length} coded refusals; ${Math.round((Date.now() - started) / 1000)} s in all`,
      );
    } finally {
      await copy.end();
    }
  }, 300_000);
});
