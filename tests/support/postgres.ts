import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/lib/free-port';
import { madeOnce } from './made-once';
import { missingService } from './needed-service';

const execFileAsync = promisify(execFile);

export interface TempPostgres {
  url: string;
  /** What the server printed (stderr), when this process started it. */
  log?: () => string;
  /**
   * `letClientsFinish`: a smart shutdown first (up to 15 s), so connections a test has just ended close
   * on their own; a fast one would end them with FATAL 57P01 while they close, an uncaught error in
   * the test's process. Then (or else) a fast shutdown.
   */
  stop(options?: { letClientsFinish?: boolean }): Promise<void>;
}

const candidates = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'];

/** Runs a PostgreSQL program as the user the servers run as (`postgres` when this process is root). */
export function asPostgresUser(cmd: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

/** Directory holding initdb and postgres, or null when PostgreSQL is not installed here. */
export function findPostgresBin(): string | null {
  return candidates.find((dir) => existsSync(path.join(dir, 'postgres')) && existsSync(path.join(dir, 'initdb'))) ?? null;
}

/** Why PostgreSQL cannot run here, or null when it can (in CI, a missing one throws: missingService). */
export function postgresUnavailable(): string | null {
  return findPostgresBin() ? null : missingService('PostgreSQL is not installed (apt-get install postgresql)');
}

/**
 * A throwaway PostgreSQL cluster on 127.0.0.1 and an ephemeral port. TEST_DATABASE_URL, when set,
 * is used instead. As root, the server runs as the `postgres` user (it refuses to run as root).
 */
export async function startTempPostgres(): Promise<TempPostgres | null> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: async () => {} };
  if (postgresUnavailable()) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'backlay-pg-'));
  // A copy of one initdb'd cluster, not an initdb of its own: about a second of CPU less per server, and the
  // test:postgres step starts one or more for each of its ~50 files.
  execFileSync('cp', ['-a', await initdbTemplate(), path.join(dir, 'data')]);
  const pg = await startPostgresIn(dir, { fsync: false });
  return {
    url: pg.url,
    async stop() {
      await pg.stop({ letClientsFinish: true });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A freshly initdb'd cluster (`--no-sync`, as startTempPostgres's are) that startTempPostgres copies: made once per
 * machine and PostgreSQL build (madeOnce). `cp -a` copies it: as root, the copy keeps the owner the server must
 * have (`postgres`).
 */
function initdbTemplate(): Promise<string> {
  const bin = findPostgresBin()!;
  const build = `${path.basename(path.dirname(bin))}-${Math.trunc(statSync(path.join(bin, 'initdb')).mtimeMs)}`;
  return madeOnce(path.join(tmpdir(), `backlay-pg-template-${build}-${process.getuid?.() ?? 0}`), (building) => initdb(bin, building, false));
}

/** A new cluster in `dataDir`, made by initdb as the user the servers run as; `fsync: false`: not synced to disk. */
function initdb(bin: string, dataDir: string, fsync: boolean): void {
  const [cmd, args] = asPostgresUser(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'backlay', '--auth=trust', '-E', 'UTF8', ...(fsync ? [] : ['--no-sync'])]);
  execFileSync(cmd, args, { stdio: 'ignore' });
}

/**
 * A PostgreSQL cluster kept in `dir` (initdb'd into `dir`/data when it is not there yet) on 127.0.0.1
 * and `port` (default: a free one); `stop` leaves the directory. `npm run cluster` keeps its store
 * this way (fsync on: it is a store); tests use startTempPostgres (fsync off). Throws when
 * PostgreSQL is not installed. As root, the server runs as the `postgres` user. `detached`: in its own
 * process group, so a terminal's Ctrl-C reaches only the parent, which stops it in order. `settings`:
 * more server settings (`-c name=value`), e.g. WAL archiving or a recovery target.
 */
export async function startPostgresIn(dir: string, options: { fsync: boolean; port?: number; detached?: boolean; settings?: Record<string, string> }): Promise<TempPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(`PostgreSQL is not installed (looked in ${candidates.join(', ')}); on Debian: apt-get install postgresql`);
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777);
  const run = asPostgresUser;
  const dataDir = path.join(dir, 'data');
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) initdb(bin, dataDir, options.fsync);
  const port = options.port ?? (await freePort());
  const [pgCmd, pgArgs] = run(path.join(bin, 'postgres'), [
    '-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', `fsync=${options.fsync ? 'on' : 'off'}`,
    ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ]);
  const child: ChildProcess = spawn(pgCmd, pgArgs, { stdio: ['ignore', 'ignore', 'pipe'], detached: options.detached ?? false });
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
    log: () => log,
    async stop(stopOptions = {}) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // runuser does not pass signals on: ask pg_ctl to stop the server.
      // Without blocking: this process's own clients may still be closing their connections.
      const pgCtlStop = async (mode: string, seconds: number) => {
        const [stopCmd, stopArgs] = run(path.join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', mode, '-t', String(seconds), '-s']);
        await execFileAsync(stopCmd, stopArgs);
      };
      let stopped = false;
      if (stopOptions.letClientsFinish) {
        try {
          await pgCtlStop('smart', 15);
          stopped = true;
        } catch {
          // Some client is still connected after 15 s: end it (fast shutdown).
        }
      }
      if (!stopped) await pgCtlStop('fast', 60);
      await exited;
    },
  };
}
