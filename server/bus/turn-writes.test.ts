import { Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTempNats } from '../../tests/support/nats';
import { NatsBus } from './nats-bus';
import { LEASES_SUBJECT } from './subjects';
import { TurnWrites } from './turn-writes';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('a turn\'s publishes (turn-writes.ts)', () => {
  it('hands the publishes of a turn over at its end, in call order, after every microtask of the turn; drops them while the connection is down', async () => {
    let up = true;
    const writes = new TurnWrites(() => up);
    const sent: string[] = [];
    const dropped: string[] = [];
    const add = (name: string) => writes.add({ send: () => sent.push(name), dropped: () => dropped.push(name) });
    add('a');
    await Promise.resolve();
    add('b');
    await Promise.resolve().then(() => add('c'));
    expect(sent).toEqual([]);
    expect(writes.size).toBe(3);
    await nextTurn();
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(writes.size).toBe(0);
    // The connection dropped before the end of the turn: none is handed over.
    add('d');
    up = false;
    await nextTurn();
    expect(dropped).toEqual(['d']);
    // flush(): at once (before a connection closes).
    up = true;
    add('e');
    writes.flush();
    expect(sent).toEqual(['a', 'b', 'c', 'e']);
  });
});

describe('NATS: one socket write a turn', async () => {
  const nats = await startTempNats();
  if (!nats) return void it.skip('needs nats-server', () => {});
  afterAll(() => nats.stop());

  it('sends an answer and the changes its handler published from several microtasks in one write, and the stream stores them in order', async () => {
    const server = await NatsBus.connect(nats.url, { name: 'turn-writes-server' });
    const client = await NatsBus.connect(nats.url, { name: 'turn-writes-client' });
    const t = `tw${Date.now().toString(36)}`;
    let writes = 0;
    let counting = false;
    let probing = false;
    let serverPort: number | undefined;
    const write = Socket.prototype.write;
    Socket.prototype.write = function (this: Socket, ...args: Parameters<Socket['write']>) {
      if (probing && this.remotePort === nats.port) serverPort = this.localPort;
      if (counting && this.remotePort === nats.port && this.localPort === serverPort) writes += 1;
      return write.apply(this, args);
    } as Socket['write'];
    try {
      const seqs: Array<Promise<number>> = [];
      const served = await server.serve(`cmd.${t}`, async (n: number) => {
        // As a batch of bets does: each one's changes from its own continuation, then the answer.
        for (let i = 0; i < n; i++) {
          await Promise.resolve();
          seqs.push(server.publish(`chg.${t}.x`, { i }));
        }
        return { done: n };
      });
      // Which socket is the server's: the one that writes its broadcast.
      probing = true;
      server.broadcast(LEASES_SUBJECT, { probe: t });
      await nextTurn();
      await nextTurn();
      probing = false;
      expect(serverPort).toBeDefined();
      counting = true;
      await expect(client.request<number, { done: number }>(`cmd.${t}`, 4)).resolves.toEqual({ done: 4 });
      const stored = await Promise.all(seqs);
      counting = false;
      // The four changes and the answer left together (their acknowledgements come back on the server's inbox).
      expect(writes).toBe(1);
      expect(stored).toEqual([...stored].sort((a, b) => a - b));
      await served.stop();
    } finally {
      Socket.prototype.write = write;
      await client.close();
      await server.close();
    }
  });
});
