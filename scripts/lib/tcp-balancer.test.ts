import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { freePort } from './free-port';
import { startTcpBalancer, type TcpBalancer } from './tcp-balancer';

/** npm run cluster's browser port: connections go to the gateways in turn, a refusing one skipped, WebSockets included. */
describe('startTcpBalancer', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  /** Readiness of each upstream by name (answered at /readyz); absent: ready. */
  const readiness = new Map<string, boolean>();

  async function upstream(name: string): Promise<number> {
    const server = http.createServer((req, res) => {
      if (req.url === '/readyz') {
        res.statusCode = readiness.get(name) === false ? 503 : 200;
        return res.end();
      }
      res.end(name);
    });
    const wss = new WebSocketServer({ server });
    wss.on('connection', (socket) => socket.on('message', (data) => socket.send(`${name}:${String(data)}`)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(
      () =>
        new Promise<void>((resolve) => {
          for (const client of wss.clients) client.terminate();
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    return (server.address() as AddressInfo).port;
  }

  async function balancer(ports: number[], ready?: { readyPath: string; readyEveryMs: number }): Promise<TcpBalancer> {
    const b = await startTcpBalancer({ host: '127.0.0.1', port: 0, upstreams: ports.map((port) => ({ host: '127.0.0.1', port })), ...ready });
    closers.push(() => b.close());
    return b;
  }

  // A new connection per request (no keep-alive): each is balanced on its own.
  const get = (port: number) =>
    new Promise<string>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve(body));
      }).on('error', reject);
    });

  it('hands connections to the upstreams in turn, and skips one that refuses', async () => {
    const [a, b] = [await upstream('a'), await upstream('b')];
    const dead = await freePort(); // nothing listens there
    const lb = await balancer([a, dead, b]);
    const seen = [];
    for (let i = 0; i < 6; i++) seen.push(await get(lb.port));
    expect(seen.filter((s) => s === 'a')).toHaveLength(3);
    expect(seen.filter((s) => s === 'b')).toHaveLength(3);
    expect(lb.counts()).toEqual({ [`127.0.0.1:${a}`]: 3, [`127.0.0.1:${b}`]: 3 });
  });

  it('carries a WebSocket both ways for its whole life, and closes a client when every upstream refuses', async () => {
    const a = await upstream('a');
    const lb = await balancer([a]);
    const ws = new WebSocket(`ws://127.0.0.1:${lb.port}/`);
    const replies: string[] = [];
    ws.on('message', (data) => replies.push(String(data)));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    for (const text of ['one', 'two']) ws.send(text);
    while (replies.length < 2) await new Promise((r) => setTimeout(r, 10));
    expect(replies).toEqual(['a:one', 'a:two']);
    ws.close();

    lb.setUpstreams([{ host: '127.0.0.1', port: await freePort() }]);
    await expect(get(lb.port)).rejects.toThrow();
  });

  it('sends nothing to an upstream whose readiness is not 200, and sends to it again once it is', async () => {
    const [a, b] = [await upstream('ra'), await upstream('rb')];
    readiness.set('rb', false);
    const lb = await balancer([a, b], { readyPath: '/readyz', readyEveryMs: 100 });
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push(await get(lb.port));
    expect(seen).toEqual(['ra', 'ra', 'ra', 'ra']);
    readiness.set('rb', true);
    await new Promise((r) => setTimeout(r, 300));
    const later = [];
    for (let i = 0; i < 4; i++) later.push(await get(lb.port));
    expect(later.filter((s) => s === 'rb')).toHaveLength(2);
    readiness.set('ra', false);
    readiness.set('rb', false);
    await new Promise((r) => setTimeout(r, 300));
    await expect(get(lb.port)).rejects.toThrow();
  });
});
