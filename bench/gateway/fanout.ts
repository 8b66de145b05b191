// Benchmark 2: fan-out of market books to graphql-ws subscribers.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { startFakeExchange } from './fake-exchange';

/** CPU seconds (user + system, or one of them) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid: number | undefined, which: 'both' | 'user' | 'system' = 'both'): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const user = Number(fields[11]);
    const system = Number(fields[12]);
    return (which === 'user' ? user : which === 'system' ? system : user + system) / 100;
  } catch {
    return NaN;
  }
}

const SWARMS = Number(process.env.BENCH_SUBSCRIBER_PROCESSES ?? 2);

export interface FanoutResult {
  subscribers: number;
  markets: number;
  offeredPerSec: number;
  deliveredPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** CPU use of the gateway and subscriber processes during the window (1 = one core). */
  gatewayCpu: number;
  subscribersCpu: number;
}

export function startChild(file: string, env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROF] : []), '--import', 'tsx', file], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve({ child, url: (JSON.parse(line) as { url: string }).url }));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * The fake exchange publishes every market every `publishMs`; the gateway (its own process) conflates
 * to one message per market per `conflateMs` and fans out to `subscribers` clients (a third process),
 * each subscribed to `markets` markets. Counts deliveries over `seconds` after a warm-up. `phases`:
 * every market published in the same tick (lockstep, the default) or each on its own timer at a
 * random offset (spread). BENCH_PROF=dir writes a CPU profile of the gateway there.
 */
export async function fanout(options: { subscribers: number; markets: number; publishMs: number; conflateMs: number; seconds: number; mode: 'shared' | 'stock'; phases?: 'lockstep' | 'spread' }): Promise<FanoutResult> {
  const exchange = await startFakeExchange(options.publishMs, options.phases);
  const gateway = await startChild('bench/gateway/fanout-gateway.ts', { EXCHANGE_URL: exchange.url, GATEWAY_CONFLATE_MS: String(options.conflateMs), FANOUT: options.mode });
  // The subscribers are split over SWARMS processes, so that receiving is not what limits the run.
  const swarms = Array.from({ length: SWARMS }, (_, i) =>
    fork('bench/gateway/subscribers.ts', [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, GATEWAY_URL: gateway.url, SUBSCRIBERS: String(Math.floor(options.subscribers / SWARMS) + (i < options.subscribers % SWARMS ? 1 : 0)), MARKETS: String(options.markets) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  type Reply = { type: string; messages?: number; tenths?: number[] };
  const next = (swarm: ChildProcess) => new Promise<Reply>((resolve) => swarm.once('message', (m) => resolve(m as Reply)));
  try {
    if ((await Promise.all(swarms.map(next))).some((m) => m.type !== 'ready')) throw new Error('subscribers failed');
    // Every subscription holds its first book: the exchange starts publishing, then 3 s of warm-up.
    exchange.start();
    await new Promise((r) => setTimeout(r, 3_000));
    for (const swarm of swarms) swarm.send({ type: 'start' });
    const t0 = performance.now();
    const cpu0 = [cpuSeconds(gateway.child.pid), ...swarms.map((s) => cpuSeconds(s.pid))];
    await new Promise((r) => setTimeout(r, options.seconds * 1000));
    const windows = Promise.all(swarms.map(next));
    for (const swarm of swarms) swarm.send({ type: 'stop' });
    const results = await windows;
    const elapsed = (performance.now() - t0) / 1000;
    const cpu1 = [cpuSeconds(gateway.child.pid), ...swarms.map((s) => cpuSeconds(s.pid))];
    const messages = results.reduce((n, r) => n + (r.messages ?? 0), 0);
    const tenths = results.flatMap((r) => r.tenths ?? []).sort((a, b) => a - b);
    const q = (p: number) => (tenths[Math.min(tenths.length - 1, Math.floor(p * tenths.length))] ?? 0) / 10;
    const perMarketPerSec = 1000 / Math.max(options.publishMs, options.conflateMs);
    const swarmCpu = cpu1.slice(1).reduce((n, c, i) => n + c - cpu0[i + 1]!, 0);
    return {
      subscribers: options.subscribers,
      markets: options.markets,
      offeredPerSec: Math.round(options.subscribers * options.markets * perMarketPerSec),
      deliveredPerSec: Math.round(messages / elapsed),
      p50Ms: q(0.5),
      p99Ms: q(0.99),
      maxMs: (tenths.at(-1) ?? 0) / 10,
      gatewayCpu: Math.round(((cpu1[0]! - cpu0[0]!) / elapsed) * 100) / 100,
      subscribersCpu: Math.round((swarmCpu / elapsed) * 100) / 100,
    };
  } finally {
    for (const swarm of swarms) swarm.send({ type: 'exit' });
    await Promise.all(swarms.map(stop));
    await stop(gateway.child);
    await exchange.close();
  }
}
