import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../paths';
import { copyMigratedStore } from '../../../tests/support/pglite-template';
import { describeOnPostgres } from '../../../tests/support/stores';
import { openDatabase, type Database } from '../db/client';
import { auditChainHeads, auditLog } from '../db/schema';
import { auditActor, recordAudit, verifyAuditChains, type AuditActor } from './audit';
import { auditRowHash, GENESIS_HASH } from './audit-chain';

const run = promisify(execFile);

const actor: AuditActor = auditActor({
  userId: 'u-admin',
  userName: 'admin',
  role: 'operator',
  isLogin: 1,
  siteKey: 'demo',
  uplineId: null,
  client: { address: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' },
});

/** Writes `n` acts on `site`, each in its own transaction, all at once. */
async function writeActs(db: Database['db'], site: string, n: number) {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      db.transaction((tx) =>
        recordAudit(tx, { site, actor, act: 'credit.give', target: { kind: 'user', id: `u-${i}`, name: `user${i}`, userId: `u-${i}` }, before: { credit: i * 100 }, after: { credit: i * 100 + 50, at: new Date(0) } }),
      ),
    ),
  );
}

const reportOf = async (db: Database['db'], site: string) => (await verifyAuditChains(db)).find((r) => r.siteKey === site);

/** The audit:verify script on the store `env` names: its exit code and what it printed. */
async function auditVerify(env: Record<string, string>): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'scripts', 'audit-verify.ts')], { cwd: projectRoot, env: { ...process.env, ...env } });
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

/** The attacker's way round the append-only trigger: they own the table, so they switch it off. */
async function asAttacker(db: Database['db'], statement: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger audit_log_no_update_delete`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_log enable trigger audit_log_no_update_delete`);
  });
}

function auditContract(store: () => Database, scriptEnv?: () => Record<string, string>) {
  it('chains concurrent acts of one site one after the other: seq 1…n, each linked to the one before', async () => {
    const db = store().db;
    const written = await writeActs(db, 'chain', 25);
    expect(written.map((w) => w.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const rows = await db.select().from(auditLog).where(eq(auditLog.siteKey, 'chain')).orderBy(auditLog.seq);
    expect(rows[0]!.prevHash).toBe(GENESIS_HASH);
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.prevHash).toBe(rows[i - 1]!.hash);
    for (const row of rows) expect(auditRowHash({ ...row, seq: Number(row.seq) })).toBe(row.hash);
    // The actor's client and the canonical before/after are what was kept.
    expect(rows[0]).toMatchObject({ actorName: 'admin', actorRole: 'operator', ip: '203.0.113.7', act: 'credit.give', targetKind: 'user' });
    expect(rows.find((r) => r.targetId === 'u-3')!.after).toEqual({ at: '1970-01-01T00:00:00.000Z', credit: 350 });
    expect(await reportOf(db, 'chain')).toEqual({ siteKey: 'chain', rows: 25, broken: null });
    // Another site has its own chain, from 1.
    const [other] = await writeActs(db, 'other-site', 1);
    expect(other!.seq).toBe(1);
  });

  it('writes nothing when the act rolls back: no row, the head where it was', async () => {
    const db = store().db;
    await writeActs(db, 'rollback', 2);
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { site: 'rollback', actor: null, act: 'market.settle', target: { kind: 'market', id: 'm-1' } });
        throw new Error('the act failed');
      }),
    ).rejects.toThrow('the act failed');
    const [head] = await db.select().from(auditChainHeads).where(eq(auditChainHeads.siteKey, 'rollback'));
    expect(Number(head!.seq)).toBe(2);
    const [next] = await writeActs(db, 'rollback', 1);
    expect(next!.seq).toBe(3);
    expect((await reportOf(db, 'rollback'))!.broken).toBeNull();
  });

  it('refuses UPDATE, DELETE and TRUNCATE of audit_log', async () => {
    const db = store().db;
    await writeActs(db, 'locked', 1);
    await expect(db.update(auditLog).set({ act: 'credit.take' }).where(eq(auditLog.siteKey, 'locked'))).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.siteKey, 'locked'))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await db.select().from(auditLog).where(eq(auditLog.siteKey, 'locked'))).toHaveLength(1);
  });

  it('audit:verify catches a row changed by SQL with the trigger switched off', async () => {
    const db = store().db;
    await writeActs(db, 'tampered', 5);
    await asAttacker(db, sql`update audit_log set after = '{"credit": 999999}'::jsonb where site_key = 'tampered' and seq = 3`);
    const report = await reportOf(db, 'tampered');
    expect(report!.broken).toMatchObject({ seq: 3, reason: 'hash_mismatch' });
  });

  it('audit:verify catches a changed row whose own hash the attacker recomputed: the next link breaks', async () => {
    const db = store().db;
    await writeActs(db, 'rehashed', 5);
    await asAttacker(db, sql`update audit_log set after = '{"credit": 999999}'::jsonb where site_key = 'rehashed' and seq = 3`);
    const [row] = await db.select().from(auditLog).where(and(eq(auditLog.siteKey, 'rehashed'), eq(auditLog.seq, 3)));
    const rehashed = auditRowHash({ ...row!, seq: 3 });
    await asAttacker(db, sql`update audit_log set hash = ${rehashed} where site_key = 'rehashed' and seq = 3`);
    expect((await reportOf(db, 'rehashed'))!.broken).toMatchObject({ seq: 4, reason: 'prev_hash_mismatch' });
  });

  it('audit:verify catches a deleted row, in the middle or at the end', async () => {
    const db = store().db;
    await writeActs(db, 'gap', 4);
    await asAttacker(db, sql`delete from audit_log where site_key = 'gap' and seq = 2`);
    expect((await reportOf(db, 'gap'))!.broken).toMatchObject({ seq: 2, reason: 'missing_row' });
    await writeActs(db, 'tail', 4);
    await asAttacker(db, sql`delete from audit_log where site_key = 'tail' and seq = 4`);
    expect((await reportOf(db, 'tail'))!.broken).toMatchObject({ seq: 4, reason: 'head_mismatch' });
  });

  if (scriptEnv) it('npm run audit:verify prints the first broken link and exits non-zero', async () => {
    const { code, out } = await auditVerify(scriptEnv());
    expect(code).toBe(1);
    expect(out).toContain('site chain: 25 entries, chain intact');
    expect(out).toMatch(/site tampered: BROKEN at row 3 \(hash_mismatch\)/);
    expect(out).toMatch(/site gap: BROKEN at row 2 \(missing_row\)/);
  }, 60_000);
}

describe('audit log (PGlite)', () => {
  let database: Database;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-audit-'));
    await copyMigratedStore(dir);
    database = await openDatabase({ dataDir: dir });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  // PGlite opens its directory in one process only: the script runs on it once the store is closed.
  auditContract(() => database);
  it('npm run audit:verify reads the PGlite store in DATA_DIR', async () => {
    await database.close();
    const { code, out } = await auditVerify({ DATA_DIR: dir, DATABASE_URL: '' });
    expect(code).toBe(1);
    expect(out).toMatch(/site tampered: BROKEN at row 3 \(hash_mismatch\)/);
    expect(out).toMatch(/site rollback: 3 entries, chain intact/);
    database = await openDatabase({ dataDir: dir });
  }, 60_000);
});

describeOnPostgres('audit log', (pg) => {
  let database: Database;
  beforeAll(async () => {
    if (pg) database = await openDatabase({ dataDir: '', databaseUrl: pg.url });
  });
  afterAll(async () => {
    await database?.close();
    await pg?.stop();
  });
  describe.runIf(pg !== null)('on a PostgreSQL server', () => {
    auditContract(
      () => database,
      () => ({ DATABASE_URL: pg!.url }),
    );
  });
});
