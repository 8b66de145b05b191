import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, startServerChild } from '../../scripts/lib/server-child';

export { repoRoot };

export interface ServerProcess {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
  /** Kills the process with SIGKILL (no shutdown at all) and waits for it to be gone; the data directory stays. */
  crash(): Promise<void>;
}

/**
 * Starts the real `server/main.ts` as a child process on an ephemeral port with a fresh
 * temporary data directory (unless one is given), and resolves once it prints its URL.
 */
export async function startServerProcess(env: Record<string, string> = {}, dataDir?: string): Promise<ServerProcess> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'backlay-e2e-'));
  const server = await startServerChild({ DATA_DIR: dir, ...env });
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
