import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TempPostgres {
  url: string;
  stop(): Promise<void>;
}

const candidates = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'];

/** Directory holding initdb and postgres, or null when PostgreSQL is not installed here. */
export function findPostgresBin(): string | null {
  return candidates.find((dir) => existsSync(path.join(dir, 'postgres')) && existsSync(path.join(dir, 'initdb'))) ?? null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway PostgreSQL cluster on 127.0.0.1 and an ephemeral port. TEST_DATABASE_URL, when set,
 * is used instead. As root, the server runs as the `postgres` user (it refuses to run as root).
 */
export async function startTempPostgres(): Promise<TempPostgres | null> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: async () => {} };
  const bin = findPostgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'backlay-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]];
  const dataDir = path.join(dir, 'data');
  const [initCmd, initArgs] = run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'backlay', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const [pgCmd, pgArgs] = run(path.join(bin, 'postgres'), [
    '-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off',
  ]);
  const child: ChildProcess = spawn(pgCmd, pgArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`postgres did not start:\n${log}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`postgres exited with ${code}:\n${log}`));
    });
  });
  return {
    url: `postgres://backlay@127.0.0.1:${port}/postgres`,
    async stop() {
      const exited = child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve();
      // runuser does not pass signals on: ask pg_ctl to stop the server (fast shutdown).
      const [stopCmd, stopArgs] = run(path.join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'fast', '-s']);
      execFileSync(stopCmd, stopArgs, { stdio: 'ignore' });
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
