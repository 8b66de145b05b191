// The exchange's change stream, faked for the fan-out benchmark: it speaks the real protocol
// (server/exchange/stream/socket.ts — subscribe with id, snapshot then deltas with seq) and publishes
// a 3-runner Match Odds book per market at a fixed rate. Each book carries its publish time (µs since
// the epoch) in the first runner's tradedVolume, so subscribers can time delivery end to end, and in the
// message's `at` (ms), from which the gateway times its socket writes (server/gateway/live/delivery-probe.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

// The wall clock, which every process of the machine reads alike (a process's performance.timeOrigin can be
// off by however long it was preempted while starting, on a busy machine).
export const nowMicros = (): number => Date.now() * 1000;

function book(marketId: string, tick: number, stamp: number) {
  const level = (base: number, i: number) => ({ price: Math.round((base + i * 0.02) * 100) / 100, size: 10_000 + ((tick * 7 + i * 13) % 50_000) });
  const runner = (runnerId: string, runnerName: string, base: number, tradedVolume: number) => ({
    runnerId,
    runnerName,
    availableToBack: [0, 1, 2].map((i) => level(base - i * 0.02, 0)),
    availableToLay: [0, 1, 2].map((i) => level(base + 0.02 + i * 0.02, 0)),
    lastTradedPrice: base,
    tradedVolume,
  });
  return {
    marketId,
    exEventId: marketId.split('.')[0],
    marketName: 'Match Odds',
    kind: 'exchange',
    status: 'OPEN',
    inPlay: true,
    betDelayMs: 3000,
    minStake: 10_000,
    maxStake: 50_000_000,
    runners: [runner('1', 'India', 1.9, stamp), runner('2', 'Australia', 2.1, 4_500_000), runner('3', 'The Draw', 12, 120_000)],
    fancy: null,
    line: null,
  };
}

export interface FakeExchange {
  url: string;
  /** Deltas published so far. */
  published(): number;
  /** Starts publishing deltas (until then a subscriber gets only its snapshot). */
  start(): void;
  close(): Promise<void>;
}

/**
 * Listens on 127.0.0.1 (ephemeral port); once started, publishes every subscribed market every
 * `intervalMs`: all in one tick (`lockstep`), or each market on its own timer started at a random
 * offset (`spread`).
 */
export async function startFakeExchange(intervalMs: number, phases: 'lockstep' | 'spread' = 'lockstep'): Promise<FakeExchange> {
  const server: Server = createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server, path: '/api/stream' });
  const seqs = new Map<string, number>();
  const subscribers = new Map<string, Set<{ ws: WebSocket; id: string }>>();
  let published = 0;
  wss.on('connection', (ws) => {
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { op: string; topic: string; id: string };
      const marketId = m.topic.slice('market:'.length);
      if (m.op !== 'subscribe' || !m.topic.startsWith('market:')) return;
      let subs = subscribers.get(marketId);
      if (!subs) subscribers.set(marketId, (subs = new Set()));
      subs.add({ ws, id: m.id });
      const seq = seqs.get(marketId) ?? 0;
      ws.send(JSON.stringify({ topic: m.topic, id: m.id, seq, kind: 'snapshot', data: book(marketId, seq, nowMicros()) }));
    });
  });
  let tick = 0;
  const timers: NodeJS.Timeout[] = [];
  function publish(marketId: string, subs: Set<{ ws: WebSocket; id: string }>) {
    const seq = (seqs.get(marketId) ?? 0) + 1;
    seqs.set(marketId, seq);
    const stamp = nowMicros();
    const data = book(marketId, tick, stamp);
    // `at`: the change's time (epoch ms), which the gateway's delivery probe times its socket writes from.
    for (const s of subs) s.ws.send(JSON.stringify({ topic: `market:${marketId}`, id: s.id, seq, kind: 'delta', at: stamp / 1000, data }));
    published += 1;
  }
  const start = () => {
    timers.push(
      setInterval(() => {
        tick += 1;
        if (phases === 'lockstep') for (const [marketId, subs] of subscribers) publish(marketId, subs);
      }, intervalMs),
    );
    if (phases === 'spread') {
      for (const [marketId, subs] of subscribers) {
        timers.push(setTimeout(() => timers.push(setInterval(() => publish(marketId, subs), intervalMs)), Math.random() * intervalMs));
      }
    }
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    published: () => published,
    start,
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      for (const c of wss.clients) c.terminate();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
