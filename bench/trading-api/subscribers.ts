// Child process of the trading API's stream benchmark: SUBSCRIBERS WebSocket clients, each watching
// MARKETS (comma-separated) either through Betfair's Exchange Stream API (MODE=betfair: one
// marketSubscription with EX_BEST_OFFERS, EX_TRADED, EX_TRADED_VOL and EX_LTP, CONFLATE_MS) or
// through the GraphQL marketBook subscription (MODE=graphql: one per market, graphql-ws). The
// clients only count: market change messages (mcm, not heartbeats) or subscription `next` messages,
// and the market changes in them (an mcm carries every changed market of the subscription; a
// GraphQL message one market). Reports via IPC: ready, then per window {messages, changes}.
import WebSocket from 'ws';

const base = process.env.SERVER_URL!.replace(/^http/, 'ws');
const mode = process.env.MODE as 'betfair' | 'graphql';
const subscribers = Number(process.env.SUBSCRIBERS ?? 200);
const markets = process.env.MARKETS!.split(',');
const conflateMs = Number(process.env.CONFLATE_MS ?? 0);
const token = process.env.TOKEN!;
const query = `subscription Book($marketId: ID!) { marketBook(marketId: $marketId) { marketId status inPlay runners { runnerId availableToBack { price size } availableToLay { price size } lastTradedPrice tradedVolume } } }`;

let counting = false;
let messages = 0;
let changes = 0;
let ready = 0;
/** Market changes in an mcm's text: each is an object opening with its (string) market id. */
const marketChanges = (text: string) => text.split('{"id":"').length - 1;

function betfair(): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}/exchange/stream`, { perMessageDeflate: false });
    ws.on('error', reject);
    ws.on('open', () => {
      ws.send(JSON.stringify({ op: 'authentication', id: 1, appKey: 'bench', session: token }));
      ws.send(JSON.stringify({ op: 'marketSubscription', id: 2, marketFilter: { marketIds: markets }, marketDataFilter: { fields: ['EX_BEST_OFFERS', 'EX_TRADED', 'EX_TRADED_VOL', 'EX_LTP'], ladderLevels: 3 }, conflateMs }));
    });
    ws.on('message', (raw: Buffer) => {
      const text = raw.toString('latin1');
      if (!text.startsWith('{"op":"mcm"')) {
        if (text.includes('"FAILURE"')) reject(new Error(text));
        return;
      }
      if (text.includes('"ct":"SUB_IMAGE"')) {
        ready += 1;
        resolve();
        return;
      }
      if (counting && !text.includes('"ct":"HEARTBEAT"')) {
        messages += 1;
        changes += marketChanges(text);
      }
    });
  });
}

function graphql(): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}/graphql`, 'graphql-transport-ws', { perMessageDeflate: false });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
    ws.on('error', reject);
    const seen = new Set<string>();
    ws.on('message', (raw: Buffer) => {
      const text = raw.toString('latin1');
      if (text.startsWith('{"type":"connection_ack"')) {
        markets.forEach((marketId, m) => ws.send(JSON.stringify({ id: String(m), type: 'subscribe', payload: { query, variables: { marketId } } })));
        return;
      }
      if (!text.startsWith('{"id"')) return;
      const id = text.slice(7, text.indexOf('"', 7));
      if (!seen.has(id)) {
        seen.add(id);
        if (seen.size === markets.length) {
          ready += 1;
          resolve();
        }
        return;
      }
      if (counting) {
        messages += 1;
        changes += 1;
      }
    });
  });
}

for (let i = 0; i < subscribers; i += 25) {
  await Promise.all(Array.from({ length: Math.min(25, subscribers - i) }, () => (mode === 'betfair' ? betfair() : graphql())));
}
while (ready < subscribers) await new Promise((r) => setTimeout(r, 50));
process.send!({ type: 'ready' });

process.on('message', (msg: { type: string }) => {
  if (msg.type === 'start') {
    counting = true;
    messages = 0;
    changes = 0;
  } else if (msg.type === 'stop') {
    counting = false;
    process.send!({ type: 'window', messages, changes });
  } else if (msg.type === 'exit') process.exit(0);
});
