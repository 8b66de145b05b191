// Benchmark 3: a stadium of viewers (issue #50). One gateway process, SUBSCRIBERS graphql-ws clients all on
// marketBook of ONE market, which the fake exchange changes every `publishMs` (250 ms: 4 updates a second).
// Two latencies: the gateway's own, from the exchange's change (its publish stamp) to the socket write that
// carries it, sampled in the gateway (server/gateway/live/delivery-probe.ts: one write in 16); and end to
// end, from the stamp to the client's read, every delivery. Messages per gateway CPU-second are the
// deliveries counted by the clients over the gateway's CPU time in the window.
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeExchange } from './fake-exchange';
import { cpuSeconds, startChild, stop } from './fanout';
import { kernelSplitOf, perfAvailable, recordPerf, type KernelSplit } from './kernel-split';

export interface StadiumResult {
  /** Subscribers held: those asked for, or fewer when the gateway's open-files limit could not be raised. */
  subscribers: number;
  requested: number;
  openFilesLimit: number;
  /** Subscriptions holding their first book when the window opened. */
  live: number;
  processes: number;
  updatesPerSec: number;
  offeredPerSec: number;
  deliveredPerSec: number;
  /** Fewest and most deliveries one socket took in the window. */
  perSocket: [number, number];
  gatewayCpu: number;
  /** The kernel's part of the gateway's CPU (socket writes on loopback carry the receiving side's TCP work too). */
  gatewaySystemShare: number;
  perGatewayCpuSecond: number;
  gatewayP50Ms: number;
  gatewayP99Ms: number;
  gatewayMaxMs: number;
  gatewaySamples: number;
  clientP50Ms: number;
  clientP99Ms: number;
  clientMaxMs: number;
  subscribersCpu: number;
  /** Seconds to open every subscription. */
  setupSeconds: number;
  gatewayRssMb: number;
  /**
   * `BENCH_STADIUM_PERF=1` (and `perf` installed): the gateway's CPU over the window split by `perf` between
   * its own work and the readers' side of loopback (kernel-split.ts), and the messages per CPU-second of
   * its own work, the readers' side taken out.
   */
  gatewayKernelSplit?: KernelSplit;
  perGatewayOwnCpuSecond?: number;
}

const quantiles = (sorted: ArrayLike<number>, scale = 1) => {
  const q = (p: number) => (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0) * scale;
  return { p50: q(0.5), p99: q(0.99), max: (sorted[sorted.length - 1] ?? 0) * scale };
};
const round1 = (n: number) => Math.round(n * 10) / 10;

/** What a process may hold open, from /proc (Linux). */
function openFilesLimit(pid: number): number {
  const line = readFileSync(`/proc/${pid}/limits`, 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
  return Number(line?.split(/\s+/)[3] ?? NaN);
}

/** Files the gateway may still open: its limit less what it holds and a few it opens later (the exchange stream). */
const SPARE_FILES = 16;

/**
 * The gateway holds a socket per subscriber: past the usual 1,024 or 20,000 open files it needs a raised
 * limit, raised on the running child with prlimit(1) (root with CAP_SYS_RESOURCE, or within the hard
 * limit). Returns how many subscribers it can hold: all of them, or as many as a limit that could not be
 * raised leaves room for (the run says so beside its figures).
 */
function roomFor(pid: number, subscribers: number): number {
  const held = () => readdirSync(`/proc/${pid}/fd`).length;
  const need = subscribers + held() + SPARE_FILES;
  if (openFilesLimit(pid) < need) {
    try {
      execFileSync('prlimit', ['--pid', String(pid), `--nofile=${need}:${need}`], { stdio: 'ignore' });
    } catch {
      /* the hard limit stands: fewer subscribers */
    }
  }
  return Math.min(subscribers, openFilesLimit(pid) - held() - SPARE_FILES);
}

const rssMb = (pid: number | undefined) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
};

export async function stadium(options: { subscribers: number; publishMs: number; conflateMs: number; seconds: number; processes: number; perf?: boolean }): Promise<StadiumResult> {
  const exchange = await startFakeExchange(options.publishMs, 'lockstep');
  const gateway = await startChild('bench/gateway/fanout-gateway.ts', { EXCHANGE_URL: exchange.url, GATEWAY_CONFLATE_MS: String(options.conflateMs), FANOUT: 'shared' });
  const swarms: ChildProcess[] = [];
  try {
    const subscribers = roomFor(gateway.child.pid!, options.subscribers);
    const perProcess = Math.ceil(subscribers / options.processes);
    // Each client process its own loopback address: its sockets have that address's ephemeral ports to themselves.
    const net = 2 + Math.floor(Math.random() * 200);
    const setup0 = performance.now();
    for (let i = 0; i < options.processes; i++) {
      const count = Math.min(perProcess, subscribers - i * perProcess);
      swarms.push(
        fork('bench/gateway/stadium-subscribers.ts', [], {
          execArgv: ['--import', 'tsx'],
          env: { ...process.env, GATEWAY_URL: gateway.url, SUBSCRIBERS: String(count), LOCAL_ADDRESS: `127.${net}.${i + 1}.1` },
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        }),
      );
    }
    type Reply = { type: string; live?: number; messages?: number; tenths?: number[]; perSocket?: [number, number]; samples?: number[] };
    const next = (child: ChildProcess) =>
      new Promise<Reply>((resolve, reject) => {
        child.once('message', (m) => resolve(m as Reply));
        child.once('exit', (code) => reject(new Error(`a stadium process exited with ${code}`)));
      });
    const ready = await Promise.all(swarms.map(next));
    const live = ready.reduce((n, r) => n + (r.live ?? 0), 0);
    const setupSeconds = (performance.now() - setup0) / 1000;
    exchange.start();
    await new Promise((r) => setTimeout(r, 3_000));
    const samplesOf = async () => {
      const reply = next(gateway.child);
      gateway.child.send({ type: 'delivery' });
      return (await reply).samples ?? [];
    };
    await samplesOf(); // the warm-up's
    // BENCH_STADIUM_PROF=dir: a CPU profile of the gateway over the window alone.
    const profileDir = process.env.BENCH_STADIUM_PROF;
    const profile = async () => {
      if (!profileDir) return;
      const reply = next(gateway.child);
      gateway.child.send({ type: 'profile', dir: profileDir });
      await reply;
    };
    await profile();
    for (const swarm of swarms) swarm.send({ type: 'start' });
    const perfFile = options.perf ? path.join(tmpdir(), `backlay-stadium-${process.pid}.perf`) : null;
    const perf = perfFile ? recordPerf(gateway.child.pid!, options.seconds, perfFile) : null;
    const t0 = performance.now();
    const cpu0 = [cpuSeconds(gateway.child.pid), ...swarms.map((s) => cpuSeconds(s.pid))];
    const sys0 = cpuSeconds(gateway.child.pid, 'system');
    await new Promise((r) => setTimeout(r, options.seconds * 1000));
    // The window ends for every meter at once: CPU and time here, the clients' counts as they are told to
    // stop, the gateway's samples (and profile) just before (the clients stop reading while they report,
    // which later readings would count in).
    const windows = Promise.all(swarms.map(next));
    for (const swarm of swarms) swarm.send({ type: 'stop' });
    const elapsed = (performance.now() - t0) / 1000;
    const cpu1 = [cpuSeconds(gateway.child.pid), ...swarms.map((s) => cpuSeconds(s.pid))];
    const sys1 = cpuSeconds(gateway.child.pid, 'system');
    const gatewaySamples = (await samplesOf()).sort((a, b) => a - b);
    await profile();
    const results = await windows;
    const gatewayRssMb = rssMb(gateway.child.pid);
    const messages = results.reduce((n, r) => n + (r.messages ?? 0), 0);
    const tenths = results.flatMap((r) => r.tenths ?? []).sort((a, b) => a - b);
    const client = quantiles(tenths, 0.1);
    const atWrite = quantiles(gatewaySamples);
    const gatewayCpuSeconds = cpu1[0]! - cpu0[0]!;
    let split: KernelSplit | undefined;
    if (perf && perfFile) {
      await perf.done;
      split = kernelSplitOf(perfFile);
      rmSync(perfFile, { force: true });
    }
    const updatesPerSec = 1000 / Math.max(options.publishMs, options.conflateMs);
    return {
      subscribers,
      requested: options.subscribers,
      openFilesLimit: openFilesLimit(gateway.child.pid!),
      live,
      processes: options.processes,
      updatesPerSec,
      offeredPerSec: Math.round(subscribers * updatesPerSec),
      deliveredPerSec: Math.round(messages / elapsed),
      perSocket: [Math.min(...results.map((r) => r.perSocket![0])), Math.max(...results.map((r) => r.perSocket![1]))],
      gatewayCpu: Math.round((gatewayCpuSeconds / elapsed) * 100) / 100,
      gatewaySystemShare: Math.round(((sys1 - sys0) / gatewayCpuSeconds) * 100) / 100,
      perGatewayCpuSecond: Math.round(messages / gatewayCpuSeconds),
      gatewayP50Ms: round1(atWrite.p50),
      gatewayP99Ms: round1(atWrite.p99),
      gatewayMaxMs: round1(atWrite.max),
      gatewaySamples: gatewaySamples.length,
      clientP50Ms: round1(client.p50),
      clientP99Ms: round1(client.p99),
      clientMaxMs: round1(client.max),
      subscribersCpu: Math.round((cpu1.slice(1).reduce((n, c, i) => n + c - cpu0[i + 1]!, 0) / elapsed) * 100) / 100,
      setupSeconds: round1(setupSeconds),
      gatewayRssMb,
      ...(split ? { gatewayKernelSplit: split, perGatewayOwnCpuSecond: Math.round(messages / (gatewayCpuSeconds * (1 - split.loopbackReceive))) } : {}),
    };
  } finally {
    for (const swarm of swarms) if (swarm.connected) swarm.send({ type: 'exit' });
    await Promise.all(swarms.map(stop));
    await stop(gateway.child);
    await exchange.close();
  }
}

// `node --import tsx bench/gateway/stadium.ts`: the stadium alone (run.ts runs it beside the other scenarios).
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await stadium({
    subscribers: Number(process.env.BENCH_STADIUM_SUBSCRIBERS ?? 20_000),
    publishMs: 250,
    conflateMs: 100,
    seconds: Number(process.env.BENCH_STADIUM_SECONDS ?? 10),
    processes: Number(process.env.BENCH_STADIUM_PROCESSES ?? 2),
    perf: process.env.BENCH_STADIUM_PERF === '1' && perfAvailable(),
  });
  console.log(JSON.stringify(result));
}
