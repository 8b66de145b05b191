import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BenchServer {
  url: string;
  pid: number;
  /** User + system CPU of the server process so far, ms (from /proc; process.cpuUsage of that process). */
  cpuMs(): number;
  /** Resident memory of the server process, MiB. */
  rssMiB(): number;
  stop(): Promise<void>;
}

const TICKS_PER_S = 100; // USER_HZ on Linux

/**
 * Starts `server/main.ts` as a child (127.0.0.1:0, SIMULATOR=off) on the given data directory or
 * DATABASE_URL, and resolves once it prints its URL. `nodeArgs` go to node (e.g. --cpu-prof).
 */
export async function startBenchServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<BenchServer> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: '', HOST: '127.0.0.1', PORT: '0', SIMULATOR: 'off', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 120 s:\n${log}`)), 120_000);
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
  const pid = child.pid!;
  return {
    url,
    pid,
    cpuMs() {
      // /proc/<pid>/stat: fields 14 and 15 (utime, stime) in clock ticks, after the ")" of the name.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
    },
    rssMiB() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    },
  };
}
