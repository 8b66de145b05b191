import http from 'node:http';

/**
 * One keep-alive agent for the whole run, its sockets opened before the first round (`preconnect`) and
 * kept, used in turn (FIFO, so none idles long enough for the server to close it — except after a
 * burst, when more are open than the rate keeps busy: postJson then sends again): bettors' browsers,
 * or a load balancer's pool, stay connected. A client that opened new sockets as bets piled up measured
 * the server's accept rate instead: under load Node accepts about one connection per event-loop turn
 * (strace: 80 accept4 in 84 epoll_pwait over 4 s; a plain http server with 40 ms turns accepted 20/s),
 * so a thousand new connections waited up to 31 s in the kernel's accept queue (`ss -ltn` Recv-Q 896)
 * before the server saw their bets. One socket per bettor (200) was tried and is too few: HTTP/1.1
 * answers one request at a time per socket, so bets queued behind their bettor's previous one.
 */
let agent = makeAgent(1024);

function makeAgent(count: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: count, maxFreeSockets: count, scheduling: 'fifo' });
}

/** Sockets the client may hold to the server; call before the first request. */
export function useSockets(count: number): void {
  agent.destroy();
  agent = makeAgent(count);
}

/** Opens `count` connections to `baseUrl` at once (one GET /api/health each) and keeps them; answers how many are kept. */
export async function preconnect(baseUrl: string, count: number): Promise<number> {
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          const req = http.get(`${baseUrl}/api/health`, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve());
          });
          req.on('error', reject);
        }),
    ),
  );
  // Free sockets are put back on the next tick after their answer.
  await new Promise((r) => setImmediate(r));
  return Object.values(agent.freeSockets).reduce((n, list) => n + (list?.length ?? 0), 0);
}

export interface HttpReply {
  status: number;
  body: Record<string, unknown>;
}

/**
 * POSTs JSON and parses the JSON answer (node:http: cheaper on the client than fetch). A request whose
 * kept-alive socket the server had just closed as idle (ECONNRESET on a reused socket, before any
 * answer: the server never read it) is sent again on another socket (up to 15 times: each stale
 * socket fails once), as a browser does and as Node's documentation of `request.reusedSocket`
 * advises; a bench's bets carry idempotency keys.
 */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}, timeoutMs = 30_000): Promise<HttpReply> {
  const payload = JSON.stringify(body);
  for (let tries = 1; ; tries++) {
    try {
      return await postOnce(url, payload, headers, timeoutMs);
    } catch (err) {
      if (!(err instanceof StaleSocketError && tries < 16)) throw err instanceof StaleSocketError ? err.cause : err;
    }
  }
}

class StaleSocketError extends Error {}

function postOnce(url: string, payload: string, headers: Record<string, string>, timeoutMs: number): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown> });
          } catch (err) {
            reject(err as Error);
          }
        });
        res.on('error', reject);
      },
    );
    if (process.env.BENCH_TRACE_SLOW) {
      const t0 = performance.now();
      const marks: Record<string, number> = {};
      req.on('socket', (socket) => {
        marks.socket = performance.now() - t0;
        marks.reused = req.reusedSocket ? 1 : 0;
        socket.once('connect', () => (marks.connect = performance.now() - t0));
      });
      req.on('finish', () => (marks.sent = performance.now() - t0));
      req.on('response', () => (marks.response = performance.now() - t0));
      req.on('close', () => {
        const took = performance.now() - t0;
        if (took > 2000) console.error(`slow ${Math.round(took)} ms ${JSON.stringify(Object.fromEntries(Object.entries(marks).map(([k, v]) => [k, Math.round(v)])))}`);
      });
    }
    req.setTimeout(timeoutMs, () => req.destroy(new Error('TIMEOUT')));
    req.on('error', (err: NodeJS.ErrnoException) => {
      const stale = req.reusedSocket && err.code === 'ECONNRESET' && !answered;
      reject(stale ? new StaleSocketError('kept-alive socket closed by the server', { cause: err }) : err);
    });
    req.end(payload);
  });
}

/** A request that got no answer: TIMEOUT, or NETWORK with the socket's error code (NETWORK_ECONNRESET…; NETWORK_BODY: not JSON). */
function networkErrorCode(err: unknown): string {
  if (err instanceof Error && err.message === 'TIMEOUT') return 'TIMEOUT';
  if (err instanceof SyntaxError) return 'NETWORK_BODY';
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? `NETWORK_${code}` : 'NETWORK';
}

export interface RoundResult {
  offered: number;
  sent: number;
  ok: number;
  achieved: number;
  p50: number;
  p95: number;
  p99: number;
  p999: number;
  errors: Record<string, number>;
  cpuMsPerBet: number;
  /** The bench process's own CPU (the load generator's share of the same machine), ms per acknowledged bet. */
  clientCpuMsPerBet: number;
  notSent: number;
  /** When the round started (wall clock, to line its seconds up with e.g. `vmstat -t`). */
  startedAt: Date;
  /**
   * Per second of the round (by when bets were due): bets acknowledged, their p99, and how late the
   * load generator's own loop woke at worst (ms): a slow second with a late client is the client's.
   */
  perSecond: Array<{ second: number; ok: number; p99: number; clientLate: number }>;
  /** The slowest acknowledged bet (ms). */
  maxOkMs: number;
  /** The longest any answer took, acknowledged or refused, from when its bet was due (ms). */
  maxAnswerMs: number;
  /** Acknowledged bets' latencies by when they were due, in `bucketMs` buckets (when asked for). */
  buckets: number[][];
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Open loop: bet i is due at start + i / rate whatever happened to the earlier ones; its latency
 * is counted from when it was due (no coordinated omission). When `maxInFlight` bets are
 * outstanding, due bets are not sent and counted as NOT_SENT (the server is far behind).
 * `place(i)` returns null for an acknowledged bet, else an error code.
 */
export async function openLoop(opts: {
  rate: number;
  seconds: number;
  maxInFlight: number;
  place: (i: number) => Promise<string | null>;
  cpuMs: () => number;
  /** Bucket width for `buckets`, ms (default: none kept). */
  bucketMs?: number;
}): Promise<RoundResult> {
  const total = Math.round(opts.rate * opts.seconds);
  const latencies: number[] = [];
  const bySecond: number[][] = [];
  const lateBySecond: number[] = [];
  const errors: Record<string, number> = {};
  let inFlight = 0;
  let sent = 0;
  let notSent = 0;
  let maxAnswerMs = 0;
  const buckets: number[][] = [];
  const pending: Promise<void>[] = [];
  const cpu0 = opts.cpuMs();
  const clientCpu0 = process.cpuUsage();
  const start = performance.now();
  const startedAt = new Date();
  let next = 0;
  while (next < total) {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - start) / 1000) * opts.rate) + 1);
    for (; next < due; next++) {
      if (inFlight >= opts.maxInFlight) {
        notSent += 1;
        continue;
      }
      const i = next;
      const dueAt = start + (i / opts.rate) * 1000;
      inFlight += 1;
      sent += 1;
      pending.push(
        opts
          .place(i)
          .catch(networkErrorCode)
          .then((code) => {
            inFlight -= 1;
            const latency = performance.now() - dueAt;
            maxAnswerMs = Math.max(maxAnswerMs, latency);
            if (code === null) {
              latencies.push(latency);
              (bySecond[Math.floor((dueAt - start) / 1000)] ??= []).push(latency);
              if (opts.bucketMs) (buckets[Math.floor((dueAt - start) / opts.bucketMs)] ??= []).push(latency);
            }
            else errors[code] = (errors[code] ?? 0) + 1;
          }),
      );
    }
    const nextDue = start + (next / opts.rate) * 1000;
    const wait = Math.max(0, Math.min(5, nextDue - performance.now()));
    const asleep = performance.now();
    await new Promise((r) => setTimeout(r, wait));
    const woke = performance.now();
    const second = Math.floor((woke - start) / 1000);
    lateBySecond[second] = Math.max(lateBySecond[second] ?? 0, woke - asleep - wait);
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  const cpu = opts.cpuMs() - cpu0;
  const clientCpu = process.cpuUsage(clientCpu0);
  if (notSent) errors.NOT_SENT = notSent;
  latencies.sort((a, b) => a - b);
  return {
    offered: opts.rate,
    sent,
    ok: latencies.length,
    achieved: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    p999: percentile(latencies, 99.9),
    maxOkMs: latencies.length ? latencies[latencies.length - 1]! : NaN,
    errors,
    cpuMsPerBet: latencies.length ? cpu / latencies.length : NaN,
    clientCpuMsPerBet: latencies.length ? (clientCpu.user + clientCpu.system) / 1000 / latencies.length : NaN,
    notSent,
    startedAt,
    maxAnswerMs,
    buckets,
    perSecond: bySecond.map((l, second) => ({ second, ok: l.length, p99: percentile(l.sort((a, b) => a - b), 99), clientLate: lateBySecond[second] ?? 0 })),
  };
}
