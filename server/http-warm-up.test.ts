import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { fromWarmUp, warmUpHttp } from './http-warm-up';

const BODY = JSON.stringify({ query: 'mutation { ping }' });
/** The same request every time, with a token no session has. */
const SAME = () => ({ token: 'no-such-session', body: BODY });

/** An app that counts what reaches it: each request's hook, route, token and body, and connection. */
function countingApp(answer: 'json' | 'chunked' = 'json') {
  const app = Fastify();
  const seen = { hooks: 0, routed: 0, sockets: new Set<unknown>(), pairs: new Set<string>(), warmUp: [] as boolean[], acceptedBy: new Set<unknown>() };
  app.addHook('onRequest', async () => {
    seen.hooks += 1;
  });
  app.post('/graphql', async (request, reply) => {
    seen.routed += 1;
    seen.warmUp.push(fromWarmUp(request.raw));
    seen.sockets.add(request.raw.socket);
    // Node's own record of the server that accepted the socket (`server` is set by the HTTP layer either way).
    seen.acceptedBy.add((request.raw.socket as unknown as { _server: unknown })._server);
    seen.pairs.add(`${(request.body as { n?: number }).n} ${request.headers.authorization}`);
    if (answer === 'chunked') {
      reply.raw.writeHead(200, { 'content-type': 'application/json' });
      reply.raw.write('{"errors":[');
      reply.raw.end('{"message":"no session"}]}');
      return reply;
    }
    return reply.code(200).send({ errors: [{ message: 'no session', extensions: { code: 'INVALID_SESSION_INFORMATION' } }] });
  });
  return { app, seen };
}

describe('the HTTP warm-up before listening (issue #51)', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it("sends every request through the app's own server, hooks and route, on kept-alive connections, each with the token and body it was given", async () => {
    const counting = countingApp();
    app = counting.app;
    const report = await warmUpHttp(app, { requests: 120, connections: 4, budgetMs: 10_000, path: '/graphql', request: (n) => ({ token: `token-${n % 5}`, body: JSON.stringify({ query: 'mutation { ping }', n }) }) });
    expect(report.requests).toBe(120);
    expect(counting.seen.hooks).toBe(120);
    expect(counting.seen.routed).toBe(120);
    // Four connections, kept alive: 120 requests on 4 sockets; each request sent once, with its own body and its token.
    expect(counting.seen.sockets.size).toBe(4);
    expect([...counting.seen.pairs].sort()).toEqual(Array.from({ length: 120 }, (_, n) => `${n} Bearer token-${n % 5}`).sort());
    // Accepted by the app's own server, as a bettor's connection is (not handed over from another server).
    expect([...counting.seen.acceptedBy]).toEqual([app.server]);
  });

  it('loads a page as a browser does (a GET that takes compressed HTML) when asked, and reads its whole answer before the next request', async () => {
    const counting = countingApp();
    app = counting.app;
    const pages: { method: string; accept?: string; encoding?: string; warmUp: boolean }[] = [];
    // A drawn page's answer: compressed, with a Content-Length, larger than one read.
    app.get('/marketdetails/:eventId/:id', async (request, reply) => {
      pages.push({ method: request.method, accept: request.headers.accept, encoding: request.headers['accept-encoding'], warmUp: fromWarmUp(request.raw) });
      return reply.type('text/html; charset=utf-8').header('content-encoding', 'br').send(Buffer.alloc(200_000, 7));
    });
    const report = await warmUpHttp(app, { requests: 6, connections: 1, budgetMs: 10_000, path: '/graphql', request: (n) => (n === 0 ? { page: '/marketdetails/41001/4' } : SAME()) });
    expect(report.requests).toBe(6);
    expect(pages).toEqual([{ method: 'GET', accept: expect.stringMatching(/^text\/html/), encoding: expect.stringMatching(/\bbr\b/), warmUp: true }]);
    // On the one connection, the five that follow were read whole after it: none was taken for part of the page.
    expect(counting.seen.routed).toBe(5);
  });

  it('refuses to run on a server that already listens', async () => {
    const counting = countingApp();
    app = counting.app;
    await app.listen({ host: '127.0.0.1', port: 0 });
    await expect(warmUpHttp(app, { requests: 5, connections: 1, budgetMs: 1_000, path: '/graphql', request: SAME })).rejects.toThrow(/already listens/);
    expect(counting.seen.routed).toBe(0);
  });

  it('reads chunked answers as well as sized ones', async () => {
    const counting = countingApp('chunked');
    app = counting.app;
    const report = await warmUpHttp(app, { requests: 30, connections: 2, budgetMs: 10_000, path: '/graphql', request: SAME });
    expect(report.requests).toBe(30);
    expect(counting.seen.routed).toBe(30);
  });

  it('stops sending at its budget', async () => {
    const counting = countingApp();
    app = counting.app;
    const report = await warmUpHttp(app, { requests: 1_000_000, connections: 2, budgetMs: 150, path: '/graphql', request: SAME });
    expect(report.requests).toBeGreaterThan(0);
    expect(report.requests).toBeLessThan(1_000_000);
    expect(report.ms).toBeLessThan(5_000);
  });

  it('leaves no connection open and nothing listening: the app then listens as it would have', async () => {
    const counting = countingApp();
    app = counting.app;
    await warmUpHttp(app, { requests: 20, connections: 3, budgetMs: 10_000, path: '/graphql', request: SAME });
    await new Promise((resolve) => setImmediate(resolve));
    const open = await new Promise<number>((resolve, reject) => app!.server.getConnections((err, n) => (err ? reject(err) : resolve(n))));
    expect(open).toBe(0);
    expect(app.server.listening).toBe(false);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${address}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY });
    expect(res.status).toBe(200);
    expect(counting.seen.routed).toBe(21);
    // The warm-up's requests are told from a bettor's (left out of the metrics and the request log).
    expect(counting.seen.warmUp).toEqual([...Array(20).fill(true), false]);
  });

  it('fails, and closes what it opened, when an answer never comes: a start is not held by it', async () => {
    const app0 = Fastify();
    app = app0;
    app0.post('/graphql', () => new Promise(() => {}));
    const started = performance.now();
    await expect(warmUpHttp(app0, { requests: 10, connections: 2, budgetMs: 100, graceMs: 200, path: '/graphql', request: SAME })).rejects.toThrow(/no answer within 300 ms/);
    expect(performance.now() - started).toBeLessThan(5_000);
    await new Promise((resolve) => setImmediate(resolve));
    const open = await new Promise<number>((resolve, reject) => app0.server.getConnections((err, n) => (err ? reject(err) : resolve(n))));
    expect(open).toBe(0);
  });

  it('fails, and closes what it opened, when the app cannot answer', async () => {
    const app0 = Fastify();
    app = app0;
    app0.post('/graphql', async (request) => {
      request.raw.socket.destroy();
      return {};
    });
    await expect(warmUpHttp(app0, { requests: 10, connections: 2, budgetMs: 10_000, path: '/graphql', request: SAME })).rejects.toThrow(/closed/);
    const open = await new Promise<number>((resolve, reject) => app0.server.getConnections((err, n) => (err ? reject(err) : resolve(n))));
    expect(open).toBe(0);
  });
});
