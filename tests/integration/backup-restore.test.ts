import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/exchange/db/client';
import { SERVER_NODE_FLAGS } from '../../server/node-flags';
import { ledgerAnomalies, missingBets, type Rows } from '../support/ledger-checks';
import { copySeededStore } from '../support/pglite-template';
import { repoRoot, startServerProcess, type ServerProcess } from '../support/server-process';

/**
 * `npm run backup` and `npm run restore` on the embedded PGlite store (issue #49): a backup taken
 * from the running process while bettors place bets, restored into an empty data directory, holds
 * every bet acknowledged before the backup began and a ledger that replays exactly; the server starts
 * on it. A stopped store is backed up too, and restore refuses a directory that holds a store.
 */
const run = promisify(execFile);
const script = (name: string, env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', `scripts/${name}.ts`, ...args], { cwd: repoRoot, env: { ...process.env, ...env } });

async function call(server: ServerProcess, route: string, body: unknown, token?: string) {
  const res = await fetch(`${server.url}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: { token?: string; betId?: string }; error?: { code: string } } };
}

describe('npm run backup / npm run restore (PGlite)', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'backlay-backup-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('copies the running store under bet load; the copy restores with every earlier bet and an exact ledger', async () => {
    const dataDir = path.join(scratch, 'live');
    await copySeededStore(dataDir);
    server = await startServerProcess({ NODE_ENV: '' }, dataDir);
    const live = server;
    const tokens = await Promise.all(['mm1', 'mm2'].map(async (userName) => (await call(live, '/auth/login', { userName, password: 'demo-password' })).body.data!.token!));
    const acked: Array<{ betId: string; at: number }> = [];
    const refused: string[] = [];
    let stop = false;
    let n = 0;
    // mm1 backs and mm2 lays the same runner at 3.0: bets that trade with each other.
    const bettor = async (i: number) => {
      while (!stop) {
        n += 1;
        const side = i % 2 === 0 ? 'BACK' : 'LAY';
        const res = await call(live, '/bets/place', { idempotencyKey: `backup-${n}`, marketId: '41002.mo', side, size: 1_000, selection: { kind: 'exchange', runnerId: '1', price: 3 } }, tokens[i % 2]);
        if (res.status === 200) acked.push({ betId: res.body.data!.betId!, at: Date.now() });
        else refused.push(JSON.stringify(res.body));
      }
    };
    const load = [0, 1, 2, 3].map(bettor);
    while (acked.length < 40) await new Promise((r) => setTimeout(r, 20));
    const file = path.join(scratch, 'running.tar.gz');
    const began = Date.now();
    const backup = await script('backup', { DATA_DIR: live.dataDir }, file);
    console.info(`backup took ${Date.now() - began} ms`);
    const during = acked.filter((b) => b.at >= began).length;
    while (acked.filter((b) => b.at > Date.now() - 1).length === 0 && acked.length < 60) await new Promise((r) => setTimeout(r, 20));
    stop = true;
    await Promise.all(load);
    expect(refused).toEqual([]);
    expect(backup.stdout).toContain('Backed up the running store');
    const before = acked.filter((b) => b.at < began).map((b) => b.betId);
    console.info(`backup under load: ${before.length} bets acknowledged before it began, ${during} while it ran; ${backup.stdout.trim()}`);

    const restored = path.join(scratch, 'restored');
    const restore = await script('restore', { DATA_DIR: restored }, file);
    expect(restore.stdout).toMatch(/Restored .* \d+ users, \d+ bets/);
    const database = await openDatabase({ dataDir: restored });
    try {
      const rows: Rows = async (text, params) => ((await database.db.execute(sql.raw(params ? text.replace('$1::text[]', `array[${(params[0] as string[]).map((id) => `'${id}'`).join(',')}]::text[]`) : text))) as unknown as { rows: Array<Record<string, unknown>> }).rows;
      expect(await missingBets(rows, before)).toEqual([]);
      expect(await ledgerAnomalies(rows)).toEqual([]);
    } finally {
      await database.close();
    }
    // A restore never writes over a store.
    await expect(script('restore', { DATA_DIR: restored }, file)).rejects.toMatchObject({ stderr: expect.stringContaining('DATA_DIR_NOT_EMPTY') });
    // The server starts on the restored copy and answers a bet's idempotency key as the first time.
    const again = await startServerProcess({ NODE_ENV: '' }, restored);
    try {
      const token = (await call(again, '/auth/login', { userName: 'mm1', password: 'demo-password' })).body.data!.token!;
      expect((await call(again, '/bets/unsettled', {}, token)).status).toBe(200);
    } finally {
      await again.stop();
    }
  }, 240_000);

  it('copies a stopped store itself, and a second process cannot open a served data directory', async () => {
    const live = server!;
    // While it serves: a second server on the same directory refuses to start.
    await expect(startServerProcess({ NODE_ENV: '' }, live.dataDir)).rejects.toThrow(/DATA_DIR_IN_USE|in use by another running Backlay process/);
    await live.stop();
    const file = path.join(scratch, 'stopped.tar.gz');
    const backup = await script('backup', { DATA_DIR: live.dataDir }, file);
    expect(backup.stdout).toContain('Backed up the stopped store');
    expect(existsSync(file)).toBe(true);
    const restore = await script('restore', { DATA_DIR: path.join(scratch, 'restored-stopped') }, file);
    expect(restore.stdout).toContain('Restored');
  }, 120_000);
});
