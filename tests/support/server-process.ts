import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, startServerChild } from '../../scripts/lib/server-child';
import { copySeededStore } from './pglite-template';

export { repoRoot };

export interface ServerProcess {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
  /** Kills the process with SIGKILL (no shutdown at all) and waits for it to be gone; the data directory stays. */
  crash(): Promise<void>;
}

export interface ServerProcessOptions {
  /**
   * Leave the new data directory empty, so the server creates its store itself (initdb, the
   * migrations, the demo seed) and says so, as `npm start` does the first time. Otherwise a new
   * directory gets a migrated, seeded copy first (copySeededStore: seconds less per server).
   */
  freshStore?: boolean;
}

/**
 * Starts the real server as a child process on an ephemeral port with a new temporary data directory
 * holding a seeded store (unless one is given, `env` names a PostgreSQL or a data directory of its own,
 * or `options.freshStore`), and resolves once it prints its URL.
 *
 * It runs the bundle `npm start` runs (dist-server/main.mjs), which the projects' global setup builds
 * when its sources changed (tests/support/server-build.ts, e2e-build.ts): transpiling server/ with tsx
 * at every start cost 7–8 s of CPU and 5 s to ready on the 2-core machine, the bundle 4 s and 3 s, and
 * some 40 test files start one or more. NODE_ENV stays the test runner's (the bundle reads it at run
 * time), not the production that `npm start` sets, unless `env` gives one.
 */
export async function startServerProcess(env: Record<string, string> = {}, dataDir?: string, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'backlay-e2e-'));
  if (!dataDir && !options.freshStore && !env.DATABASE_URL && !env.DATA_DIR) await copySeededStore(dir);
  const server = await startServerChild({ DATA_DIR: dir, NODE_ENV: process.env.NODE_ENV ?? '', ...env }, { built: true });
  return {
    url: server.url,
    dataDir: dir,
    output: server.output,
    async stop() {
      await server.stop();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
    crash: () => server.stop('SIGKILL'),
  };
}
