// Starts the built server exactly as `npm start` runs it (node dist-server/main.mjs), on a free port
// with a fresh data directory, and reads its resident memory from /proc.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../server/node-flags';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BuiltServer {
  url: string;
  child: ChildProcess;
  dataDir: string;
  /** Resident set size now and at its peak (VmRSS, VmHWM), MB. */
  rss(): { rss: number; peak: number };
  stop(): Promise<void>;
}

/** Builds the SPA and the server bundle when missing or stale (the same step `npm start` takes). */
export function buildIfNeeded(): void {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-if-needed.mjs')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

export function rssOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

export async function startBuiltServer(env: Record<string, string> = {}, dataDir = mkdtempSync(path.join(tmpdir(), 'backlay-bench-'))): Promise<BuiltServer> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'dist-server', 'main.mjs')], {
    cwd: root,
    // NODE_ENV as npm start sets it (`${NODE_ENV:-production}`: the start's warm-up is on under it). SEED=demo: the
    // benches measure the demo's markets and accounts (any DATA_DIR but ./data starts with SEED=operator: no events).
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED: 'demo', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 180 s:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return {
    url,
    child,
    dataDir,
    rss: () => rssOf(child.pid!),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
