import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../server/node-flags';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerChild {
  child: ChildProcess;
  url: string;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  /** Sends the signal (SIGINT: a clean shutdown; SIGKILL: none at all) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `server/main.ts` as a child (127.0.0.1:0, SIMULATOR=off and SEED=demo unless `env` says otherwise) and
 * resolves once it prints its URL; used by the e2e and integration suites and by the benchmarks.
 * `built`: runs the bundle `npm start` runs (dist-server/main.mjs, NODE_ENV=production unless `env`
 * sets it) instead of the sources through tsx; the caller builds it first (scripts/build-server.mjs).
 */
export async function startServerChild(env: Record<string, string>, options: { nodeArgs?: string[]; timeoutMs?: number; built?: boolean; detached?: boolean } = {}): Promise<ServerChild> {
  // A fresh store (initdb, migrations, the demo seed) took over 90 s on a 2-core machine at load 24.
  const timeoutMs = options.timeoutMs ?? 240_000;
  const entry = options.built ? ['dist-server/main.mjs'] : ['--import', 'tsx', 'server/main.ts'];
  // The server's own node flags first (npm start's), then the caller's, which win where they differ.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(options.nodeArgs ?? []), ...entry], {
    cwd: repoRoot,
    // SEED=demo: the suites and benchmarks run on the demo's accounts and markets (a test of the non-demo start passes SEED='').
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SIMULATOR: 'off', SEED: 'demo', ...(options.built ? { NODE_ENV: 'production' } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a terminal's Ctrl-C reaches only the parent, which stops the children in order (npm run cluster).
    detached: options.detached ?? false,
  });
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs / 1000} s:\n${log}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = log.match(/Backlay is running at (http:\/\/\S+)/);
      if (match?.[1] && log.includes('Ctrl-C')) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before starting:\n${log}`));
    });
  });
  return {
    child,
    url,
    output: () => log,
    async stop(signal = 'SIGINT') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}
