// Where a process's CPU goes between its own work and the receiving side of loopback, from `perf` (issue #50's
// stadium). On loopback a socket write runs the receiver's TCP work too — ip_rcv, tcp_v4_rcv on the reader's
// socket, the wake-up of the reader — in the writer's context (the loopback device hands the packet to the
// softirq of the CPU that sent it), so the writer's CPU time includes work that, with the readers on other
// machines, those machines would do. `perf record -g` samples the process's stacks; a sample whose kernel
// stack passes through the network receive path (`__netif_receive_skb`, `process_backlog`, `net_rx_action`)
// is that receiving side. The ACKs the readers send back, processed for the writer's own sockets when it
// releases them (`__release_sock` under `tcp_sendmsg`), stay on the writer's side: a gateway on a network
// pays those too.
//
// `BENCH_STADIUM_PERF=1 node --import tsx bench/gateway/stadium.ts` records the gateway over the stadium's
// window and adds the split to its line; alone: `perf script -i FILE | node --import tsx bench/gateway/kernel-split.ts`.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface KernelSplit {
  samples: number;
  /** Shares of the samples (0–1). */
  user: number;
  /** The readers' side of loopback: packet receive, their sockets' TCP, their wake-up. */
  loopbackReceive: number;
  /** The write system calls and TCP/IP transmit (with the ACKs for the writer's own sockets). */
  send: number;
  otherKernel: number;
}

const RECEIVE = ['__netif_receive_skb', 'process_backlog', 'net_rx_action'];

/** Classifies the samples of `perf script` output (one block per sample, its stack one frame a line, innermost first). */
export function kernelSplit(perfScript: string): KernelSplit {
  const counts = { user: 0, loopbackReceive: 0, send: 0, otherKernel: 0 };
  let samples = 0;
  for (const block of perfScript.split(/\n\s*\n/)) {
    const frames = block.split('\n').slice(1).map((l) => l.trim()).filter(Boolean);
    if (frames.length === 0) continue;
    samples += 1;
    if (!frames[0]!.endsWith('([kernel.kallsyms])')) counts.user += 1;
    else if (frames.some((f) => RECEIVE.some((name) => f.includes(` ${name}+`)))) counts.loopbackReceive += 1;
    else if (frames.some((f) => / (ksys_write|do_writev|sock_write_iter|tcp_sendmsg)\+/.test(f))) counts.send += 1;
    else counts.otherKernel += 1;
  }
  const share = (n: number) => (samples ? Math.round((n / samples) * 1000) / 1000 : 0);
  return { samples, user: share(counts.user), loopbackReceive: share(counts.loopbackReceive), send: share(counts.send), otherKernel: share(counts.otherKernel) };
}

/** Whether `perf` can be run here. */
export function perfAvailable(): boolean {
  try {
    execFileSync('perf', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Starts `perf record -g` of `pid` for `seconds` into `file`; resolves when it has written it. */
export function recordPerf(pid: number, seconds: number, file: string): { done: Promise<void>; child: ChildProcess } {
  const child = spawn('perf', ['record', '-q', '-e', 'cpu-clock', '-F', '997', '-g', '-p', String(pid), '-o', file, '--', 'sleep', String(seconds)], { stdio: 'ignore' });
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`perf record exited with ${code}`))));
  });
  return { done, child };
}

/** The split of a recorded file. */
export function kernelSplitOf(file: string): KernelSplit {
  return kernelSplit(execFileSync('perf', ['script', '-i', file], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(kernelSplit(readFileSync(0, 'utf8'))));
}
