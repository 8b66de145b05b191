// Child process of the stadium benchmark (stadium.ts): SUBSCRIBERS graphql-ws clients on raw TCP sockets,
// each subscribed to marketBook on one market. Thousands of `ws` clients in one process cost more CPU to
// receive than the gateway spends sending (this machine has two cores for all of it), so these clients
// speak just enough RFC 6455 by hand: the upgrade, masked frames out (connection_init, subscribe, pong),
// unmasked frames in, parsed in place; a delivery's latency is read from the publish stamp in the text
// (µs since the epoch, the first runner's tradedVolume) without decoding it.
// Sockets leave from LOCAL_ADDRESS (a 127.x.y.z of its own), so 20,000 of them do not exhaust one
// address's ephemeral ports. Reports via IPC: ready (every subscription holds its first book), then per
// window {messages, tenths, perSocket: [min, max]}.
import net from 'node:net';

const url = new URL(process.env.GATEWAY_URL!);
const subscribers = Number(process.env.SUBSCRIBERS ?? 1000);
const marketId = process.env.MARKET_ID ?? '90.mo';
const localAddress = process.env.LOCAL_ADDRESS ?? '127.0.0.1';
const query = `subscription Book($marketId: ID!) { marketBook(marketId: $marketId) { marketId status inPlay runners { runnerId availableToBack { price size } availableToLay { price size } lastTradedPrice tradedVolume } } }`;
const MARK = Buffer.from('"tradedVolume":');
const nowMicros = (): number => Date.now() * 1000;

/** A client frame (RFC 6455 §5.2): FIN, the opcode, masked with the zero key (the payload goes as is). */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const head = length < 126 ? Buffer.from([0x80 | opcode, 0x80 | length, 0, 0, 0, 0]) : Buffer.from([0x80 | opcode, 0x80 | 126, length >> 8, length & 0xff, 0, 0, 0, 0]);
  return Buffer.concat([head, payload]);
}
const INIT = clientFrame(0x1, Buffer.from(JSON.stringify({ type: 'connection_init' })));
const SUBSCRIBE = clientFrame(0x1, Buffer.from(JSON.stringify({ id: '0', type: 'subscribe', payload: { query, variables: { marketId } } })));
const UPGRADE = Buffer.from(
  `GET /graphql HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n` +
    'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n',
);

let counting = false;
let messages = 0;
let latencies = new Float64Array(1 << 21);
let latencyCount = 0;
let live = 0;
let closed = 0;
const perSocket = new Uint32Array(subscribers);

/** Reads the stamp's digits in place. */
function stampIn(buf: Buffer, start: number, end: number): number {
  const at = buf.indexOf(MARK, start);
  if (at < 0 || at >= end) return NaN;
  let n = 0;
  for (let i = at + MARK.length; i < end; i++) {
    const c = buf[i]!;
    if (c < 48 || c > 57) break;
    n = n * 10 + (c - 48);
  }
  return n;
}

function open(index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port), localAddress });
    socket.setNoDelay(true);
    let upgraded = false;
    let subscribed = false;
    let first = true;
    let rest: Buffer | null = null;
    socket.on('connect', () => socket.write(UPGRADE));
    socket.on('error', (err) => (first ? reject(err) : undefined));
    socket.on('close', () => {
      closed += 1;
      if (first) reject(new Error('closed before its first book'));
    });
    const text = (buf: Buffer, start: number, end: number) => {
      // {"type":"connection_ack"} or {"id":"0","type":"next","payload":…}
      if (!subscribed) {
        subscribed = true;
        socket.write(SUBSCRIBE);
        return;
      }
      if (first) {
        first = false;
        live += 1;
        resolve();
        return;
      }
      if (!counting) return;
      messages += 1;
      perSocket[index]! += 1;
      const stamp = stampIn(buf, start, end);
      if (stamp > 0 && latencyCount < latencies.length) latencies[latencyCount++] = (nowMicros() - stamp) / 1000;
    };
    socket.on('data', (chunk: Buffer) => {
      const buf = rest ? Buffer.concat([rest, chunk]) : chunk;
      rest = null;
      let off = 0;
      if (!upgraded) {
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) return void (rest = buf);
        if (!buf.subarray(0, 12).toString('latin1').startsWith('HTTP/1.1 101')) return reject(new Error(`upgrade refused: ${buf.subarray(0, end).toString()}`));
        upgraded = true;
        off = end + 4;
        socket.write(INIT);
      }
      while (off + 2 <= buf.length) {
        const opcode = buf[off]! & 0x0f;
        let length = buf[off + 1]! & 0x7f;
        let head = 2;
        if (length === 126) {
          if (off + 4 > buf.length) break;
          length = buf.readUInt16BE(off + 2);
          head = 4;
        } else if (length === 127) {
          if (off + 10 > buf.length) break;
          length = buf.readUInt32BE(off + 6);
          head = 10;
        }
        if (off + head + length > buf.length) break;
        const start = off + head;
        off = start + length;
        if (opcode === 0x1) text(buf, start, off);
        else if (opcode === 0x9) socket.write(clientFrame(0xa, Buffer.from(buf.subarray(start, off))));
        else if (opcode === 0x8) socket.end();
      }
      if (off < buf.length) rest = Buffer.from(buf.subarray(off));
    });
  });
}

const BATCH = 100;
for (let i = 0; i < subscribers; i += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, subscribers - i) }, (_, k) => open(i + k)));
}
process.send!({ type: 'ready', live });

process.on('message', (msg: { type: string }) => {
  if (msg.type === 'start') {
    counting = true;
    messages = 0;
    latencyCount = 0;
    perSocket.fill(0);
  } else if (msg.type === 'stop') {
    counting = false;
    const tenths = Array.from(latencies.subarray(0, latencyCount), (ms) => Math.round(ms * 10));
    let min = Infinity;
    let max = 0;
    for (const n of perSocket) {
      min = Math.min(min, n);
      max = Math.max(max, n);
    }
    process.send!({ type: 'window', messages, tenths, perSocket: [min, max], closed });
    latencies = new Float64Array(1 << 21);
  } else if (msg.type === 'exit') process.exit(0);
});
