// Child process of the fan-out benchmark: SUBSCRIBERS WebSocket clients speaking graphql-ws's
// protocol (graphql-transport-ws), each subscribed to marketBook on MARKETS markets (the parent runs
// several of these processes so that the receiving side keeps up). The clients are
// deliberately thin (no JSON.parse of payloads: they find the publish stamp in the text) so that one
// process can take in the whole fan-out. Reports via IPC: ready, then per window {messages, latency}.
import WebSocket from 'ws';

const url = process.env.GATEWAY_URL!.replace(/^http/, 'ws') + '/graphql';
const subscribers = Number(process.env.SUBSCRIBERS ?? 1000);
const markets = Number(process.env.MARKETS ?? 10);
const query = `subscription Book($marketId: ID!) { marketBook(marketId: $marketId) { marketId status inPlay runners { runnerId availableToBack { price size } availableToLay { price size } lastTradedPrice tradedVolume } } }`;
const MARK = '"tradedVolume":';
const nowMicros = (): number => Date.now() * 1000;

let counting = false;
let messages = 0;
let latencies = new Float64Array(1 << 22);
let latencyCount = 0;
let firstMessages = 0;

function open(index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, 'graphql-transport-ws', { perMessageDeflate: false });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    ws.on('error', reject);
    const seen = new Set<string>();
    ws.on('message', (raw: Buffer) => {
      const text = raw.toString('latin1');
      if (text.startsWith('{"type":"connection_ack"')) {
        for (let m = 0; m < markets; m++) {
          ws.send(JSON.stringify({ id: String(m), type: 'subscribe', payload: { query, variables: { marketId: `9${m}.mo` } } }));
        }
        resolve();
        return;
      }
      if (!counting) {
        const id = text.slice(7, text.indexOf('"', 7));
        if (!seen.has(id)) {
          seen.add(id);
          firstMessages += 1;
        }
        return;
      }
      messages += 1;
      const at = text.indexOf(MARK);
      if (at > 0 && latencyCount < latencies.length) {
        const stamp = Number(text.slice(at + MARK.length, text.indexOf('}', at)));
        latencies[latencyCount++] = (nowMicros() - stamp) / 1000;
      }
    });
    void index;
  });
}

for (let i = 0; i < subscribers; i += 50) {
  await Promise.all(Array.from({ length: Math.min(50, subscribers - i) }, (_, k) => open(i + k)));
}
const expected = subscribers * markets;
while (firstMessages < expected) await new Promise((r) => setTimeout(r, 50));
process.send!({ type: 'ready' });

process.on('message', (msg: { type: string }) => {
  if (msg.type === 'start') {
    counting = true;
    messages = 0;
    latencyCount = 0;
  } else if (msg.type === 'stop') {
    counting = false;
    // Every latency, rounded to 0.1 ms, for the parent to merge with the other subscriber processes.
    const tenths = Array.from(latencies.subarray(0, latencyCount), (ms) => Math.round(ms * 10));
    process.send!({ type: 'window', messages, tenths });
    latencies = new Float64Array(1 << 22);
  } else if (msg.type === 'exit') process.exit(0);
});
