/**
 * The one browser port of `npm run cluster` (issue #33): a TCP balancer that hands each incoming
 * connection to the next gateway in turn (round-robin) and pipes bytes both ways, so HTTP and
 * WebSocket (graphql-ws) connections alike land on some gateway and stay on it for their life. A
 * gateway that refuses the connection (dead, restarting) is skipped for that connection; when
 * every gateway refuses, the client's connection is closed. With `readyPath` (npm run cluster:
 * `/readyz`), each upstream is asked it every `readyEveryMs` (its answer due within the same time),
 * and one that does not answer 200 gets no new connection until it does (docs/operations.md#monitoring).
 *
 * Why our own and not a library: the job is ~60 lines of node:net (accept, connect, pipe) with no
 * HTTP parsing at all — the gateways are stateless and TCP affinity is all a WebSocket needs — while
 * npm's proxies (http-proxy and kin) parse HTTP and handle upgrades separately, and HAProxy/nginx
 * would be one more service to install for a local demo. In production any load balancer does.
 */
import net from 'node:net';

export interface Upstream {
  host: string;
  port: number;
}

export interface TcpBalancer {
  port: number;
  /** Replaces the gateways connections go to (a restarted gateway has a new port). */
  setUpstreams(upstreams: Upstream[]): void;
  /** Connections handed to each upstream so far, by `host:port`. */
  counts(): Record<string, number>;
  close(): Promise<void>;
}

export interface TcpBalancerOptions {
  host: string;
  port: number;
  upstreams: Upstream[];
  /** An HTTP path each upstream answers 200 on while it is ready (`/readyz`); unset: no readiness checks. */
  readyPath?: string;
  /** How often readiness is asked, and how long an answer may take, ms (default 1,000). */
  readyEveryMs?: number;
}

const keyOf = (u: Upstream) => `${u.host}:${u.port}`;
/** How long a side whose peer closed cleanly may take to close too before it is cut, ms. */
const LINGER_MS = 10_000;

export async function startTcpBalancer(options: TcpBalancerOptions): Promise<TcpBalancer> {
  let upstreams = [...options.upstreams];
  let next = 0;
  const counts: Record<string, number> = {};
  const open = new Set<net.Socket>();
  const readyEveryMs = options.readyEveryMs ?? 1_000;
  /** Upstreams whose last readiness answer was not 200 (none without readyPath). */
  const unready = new Set<string>();

  async function probe(): Promise<void> {
    if (!options.readyPath) return;
    await Promise.all(
      upstreams.map(async (u) => {
        const ok = await fetch(`http://${u.host.includes(':') ? `[${u.host}]` : u.host}:${u.port}${options.readyPath}`, { signal: AbortSignal.timeout(readyEveryMs) })
          .then(async (res) => {
            await res.body?.cancel();
            return res.status === 200;
          })
          .catch(() => false);
        if (ok) unready.delete(keyOf(u));
        else unready.add(keyOf(u));
      }),
    );
  }
  let probing = false;
  const timer = options.readyPath
    ? setInterval(() => {
        if (probing) return;
        probing = true;
        void probe().finally(() => (probing = false));
      }, readyEveryMs)
    : null;
  timer?.unref();
  await probe();

  /** Connects to the ready upstreams from the next in turn; resolves with the first that accepts, or null. */
  function connectAny(attempt: number): Promise<net.Socket | null> {
    if (attempt >= upstreams.length) return Promise.resolve(null);
    const target = upstreams[next++ % upstreams.length]!;
    if (unready.has(keyOf(target))) return connectAny(attempt + 1);
    return new Promise((resolve) => {
      const socket = net.connect(target.port, target.host);
      socket.once('connect', () => {
        socket.removeAllListeners('error');
        const key = keyOf(target);
        counts[key] = (counts[key] ?? 0) + 1;
        resolve(socket);
      });
      socket.once('error', () => {
        socket.destroy();
        resolve(connectAny(attempt + 1));
      });
    });
  }

  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    void connectAny(0).then((upstream) => {
      if (!upstream || client.destroyed) {
        upstream?.destroy();
        client.destroy();
        return;
      }
      open.add(upstream);
      // A side that ends cleanly (FIN) is ended on the other side once what it sent is written (pipe
      // does that): destroying it at once could drop the end of an answer still being written — a
      // draining gateway closes each connection right after its answer. A side that fails is cut.
      const closeAfter = (side: net.Socket, hadError: boolean) => {
        if (hadError || !side.writableEnded) side.destroy();
        else setTimeout(() => side.destroy(), LINGER_MS).unref();
      };
      upstream.once('close', (hadError) => {
        open.delete(upstream);
        closeAfter(client, hadError);
      });
      upstream.on('error', () => upstream.destroy());
      client.once('close', (hadError) => closeAfter(upstream, hadError));
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    setUpstreams(list) {
      upstreams = [...list];
      void probe();
    },
    counts: () => ({ ...counts }),
    close: () =>
      new Promise<void>((resolve) => {
        if (timer) clearInterval(timer);
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
