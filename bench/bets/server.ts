import { execFileSync } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startServerChild } from '../../scripts/lib/server-child';
import type { PerfSecond } from '../../server/exchange/service/perf-timeline';

export { repoRoot };

export interface BenchServer {
  url: string;
  pid: number;
  /** User + system CPU of the server process so far, ms (from /proc; process.cpuUsage of that process). */
  cpuMs(): number;
  /**
   * CPU of the server's main thread alone (the event loop: /proc/<pid>/task/<pid>), ms — what the loop
   * spent, without the store's worker thread, GC helpers and libuv's pool.
   */
  mainCpuMs(): number;
  /** The server's per-second timeline (`PERF_TIMELINE=1` in its env), as printed so far. */
  perf: PerfSecond[];
  /** Resident memory of the server process, MiB. */
  rssMiB(): number;
  /** From spawning the process to its "Backlay is running at …" (what `npm start` prints when ready), ms. */
  startToReadyMs: number;
  stop(): Promise<void>;
}

const TICKS_PER_S = 100; // USER_HZ on Linux

/** A /proc stat file's fields 14 and 15 (utime, stime) in clock ticks, after the ")" of the name, as ms. */
function statCpuMs(file: string): number {
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

/** Builds the server bundle `npm start` runs (dist-server/main.mjs) when it is missing or stale, as `npm start` does. */
export function buildServerBundle(): void {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'build-if-needed.mjs'), 'server'], { cwd: repoRoot, stdio: 'ignore' });
}

/**
 * Starts the server as `npm start` runs it (the bundle, NODE_ENV=production; built by
 * `buildServerBundle`) as a child (127.0.0.1:0, SIMULATOR=off) on the given data directory or
 * DATABASE_URL, and resolves once it prints its URL. `nodeArgs` go to node (e.g. --cpu-prof).
 */
export async function startBenchServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<BenchServer> {
  const spawnedAt = performance.now();
  const server = await startServerChild({ LOG_LEVEL: 'error', ...env }, { nodeArgs, timeoutMs: 120_000, built: true });
  const startToReadyMs = performance.now() - spawnedAt;
  const { url, child } = server;
  // BENCH_SERVER_LOG=file: the server's own output (e.g. with `--node-args=--trace-gc`) is copied there.
  if (process.env.BENCH_SERVER_LOG) {
    const log = createWriteStream(process.env.BENCH_SERVER_LOG);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  const pid = child.pid!;
  const perf: PerfSecond[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('perf {')) perf.push(JSON.parse(line.slice(5)) as PerfSecond);
  });
  return {
    perf,
    startToReadyMs,
    url,
    pid,
    cpuMs: () => statCpuMs(`/proc/${pid}/stat`),
    mainCpuMs: () => statCpuMs(`/proc/${pid}/task/${pid}/stat`),
    rssMiB() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    stop: () => server.stop(),
  };
}
