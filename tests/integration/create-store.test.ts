import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config';
import { createStoreInChild } from '../../server/create-store';
import { repoRoot, startServerProcess } from '../support/server-process';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'backlay-create-store-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('a first start creates its store in a short-lived child process', () => {
  it('creates and seeds the store, then opens it as a restart does; a restart creates nothing', async () => {
    const dataDir = tempDir();
    const first = await startServerProcess({}, dataDir);
    try {
      expect(first.output()).toContain(`Creating a new store in ${dataDir}`);
      expect(first.output()).toContain('(created and seeded)');
      expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      const login = await fetch(`${first.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'demo', password: 'demo-password' }) });
      expect(login.status).toBe(200);
    } finally {
      await first.stop();
    }
    const second = await startServerProcess({}, dataDir);
    try {
      expect(second.output()).not.toContain('Creating a new store');
      expect(second.output()).not.toContain('created and seeded');
    } finally {
      await second.stop();
    }
    // Two server processes, the first creating and seeding a store: ~25-35 s at load 7 on this machine.
  }, 120_000);

  it('exits with a clear message, and no server, when the store cannot be created', async () => {
    const blocker = path.join(tempDir(), 'not-a-directory');
    writeFileSync(blocker, 'a file where the data directory should be');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: blocker, HOST: '127.0.0.1', PORT: '0', SIMULATOR: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Backlay could not create its store');
    expect(output).toContain('Backlay failed to start');
    expect(output).not.toContain('Backlay is running');
  }, 60_000);

  it('does nothing with PostgreSQL or where a store already exists', async () => {
    const base = configFromEnv({});
    expect(await createStoreInChild({ ...base, dataDir: tempDir(), databaseUrl: 'postgres://127.0.0.1:1/none' })).toBe(false);
    const dataDir = tempDir();
    mkdirSync(path.join(dataDir, 'pglite'));
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    expect(await createStoreInChild({ ...base, dataDir })).toBe(false);
  });
});
