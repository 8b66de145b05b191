import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { buildSchema, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { createClient, type SubscribePayload } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigratedStore } from '../support/pglite-template';
import WebSocket from 'ws';
import { z } from 'zod';
import { startServer, type RunningServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { bodySchemas, routeUrls, traceBodySchemas } from '../../server/exchange/http/errors';
import { CONNECTIONS_CHECK_MS, HEADERS_TIMEOUT_MS } from '../../server/client-errors';
import { badBody, badVariables, graphqlRequestCases, operationFor, restRequestCases, type JsonSchema, type RawRequest } from '../support/bad-input';
import { repoRoot } from '../support/server-process';
import { signInToken } from '../support/two-factor';

/**
 * Generated bad input against the running system: for every REST route, bodies made from the
 * route's own zod schema with one thing wrong; for every Query and Mutation field of schema.graphql,
 * an operation with wrong variables. New routes and fields are covered without a case written for
 * them. Then every kind of whole request that is refused before a field is looked at (bad JSON, NUL,
 * empty and null bodies, wrong methods and media types, oversized bodies and headers, unknown
 * operation names, a subscription over HTTP, …), under both media types a GraphQL client may accept,
 * and WebSocket upgrades to unknown paths and handshakes never finished. The claim: no 5xx, and every
 * refusal — every GraphQL error of every answer, whatever its status — carries a stable code in the
 * documented shape: zero uncoded errors.
 * BAD_INPUT_RUNS sets the runs per route and field (default 5).
 */
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 5);
const STABLE_CODE = /^[A-Z][A-Z0-9_]+$/;
const INTERNAL = new Set(['INTERNAL_ERROR', 'INTERNAL_SERVER_ERROR', 'HTTP_500']);
const ACCEPTS = ['application/graphql-response+json', 'application/json'] as const;

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** Sends a request exactly as written (no content type added, any method, any header size). */
function sendRaw(base: string, req: RawRequest, extraHeaders: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const body = req.body === undefined ? undefined : Buffer.from(req.body);
    const headers: Record<string, string | number> = { ...req.headers, ...extraHeaders };
    if (body) headers['content-length'] = body.length;
    const call = httpRequest(`${base}${req.path}`, { method: req.method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    // A connection cut before an answer is an answer too (a wrong one): reported, not thrown.
    call.on('error', (err) => resolve({ status: 0, headers: {}, text: `transport error: ${err.message}` }));
    call.end(body);
  });
}

/** What is wrong with a GraphQL answer to a refused request: not JSON, a 5xx, no errors, an error without a stable code. */
function graphqlAnswerProblems(what: string, reply: RawReply): string[] {
  const problems: string[] = [];
  const seen = `${what} → ${reply.status} ${reply.text.slice(0, 200)}`;
  if (reply.status >= 500) problems.push(`5xx: ${seen}`);
  let body: { errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }> };
  try {
    body = JSON.parse(reply.text) as typeof body;
  } catch {
    return [...problems, `not JSON: ${seen}`];
  }
  if (!Array.isArray(body.errors) || body.errors.length === 0) return [...problems, `no errors: ${seen}`];
  for (const error of body.errors) {
    if (typeof error.message !== 'string') problems.push(`error without a message: ${seen}`);
    if (typeof error.extensions?.code !== 'string' || !STABLE_CODE.test(error.extensions.code)) problems.push(`uncoded error ${JSON.stringify(error).slice(0, 160)}: ${seen}`);
    else if (INTERNAL.has(error.extensions.code)) problems.push(`internal error: ${seen}`);
  }
  return problems;
}

/** The same for the REST API's `{ "error": { "code", "message" } }`. */
function restAnswerProblems(what: string, reply: RawReply): string[] {
  const seen = `${what} → ${reply.status} ${reply.text.slice(0, 200)}`;
  if (reply.status >= 500) return [`5xx: ${seen}`];
  if (reply.status < 400) return [`not refused: ${seen}`];
  try {
    const body = JSON.parse(reply.text) as { error?: { code?: unknown; message?: unknown } };
    const code = body.error?.code;
    if (typeof code !== 'string' || !STABLE_CODE.test(code) || typeof body.error?.message !== 'string') return [`not { error: { code, message } }: ${seen}`];
  } catch {
    return [`not JSON: ${seen}`];
  }
  return [];
}

/** Opens a TCP connection, writes `bytes`, and reads until the server closes it (or `waitMs` passes). */
function rawConnection(base: string, bytes: string, waitMs: number): Promise<{ answer: string; closedAfterMs: number | null }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: null });
    }, waitMs);
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

/** Every error a graphql-ws operation ends with (error messages, and errors inside next messages); a closed socket as { closed }. */
async function errorsOverWebSocket(base: string, payload: SubscribePayload): Promise<unknown[]> {
  const client = createClient({ url: `${base.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
  try {
    return await new Promise<unknown[]>((resolve) => {
      const errors: unknown[] = [];
      client.subscribe(payload, {
        next: (result) => void errors.push(...(result.errors ?? [])),
        error: (err) => resolve([...errors, ...(Array.isArray(err) ? err : [{ closed: String((err as { code?: number }).code ?? err) }])]),
        complete: () => resolve(errors),
      });
    });
  } finally {
    await client.dispose();
  }
}

const upgradeTo = (path: string) =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`;

type Role = 'anonymous' | 'demo' | 'agent' | 'operator';

describe('generated bad input: no 5xx, every refusal a stable code', () => {
  let server: RunningServer;
  let dir: string;
  const tokens: Partial<Record<Role, string>> = {};
  let seq = 0;
  // Each call comes from its own client address (a trusted proxy names it), so throttling never
  // refuses the suite's own logins.
  const address = () => `198.18.${(seq >> 8) & 255}.${seq++ & 255}`;

  beforeAll(async () => {
    traceBodySchemas(true);
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-bad-input-'));
    await copyMigratedStore(dir);
    server = await startServer({ ...configFromEnv({ SEED: 'demo' }), port: 0, dataDir: dir, simulator: false, staticDir: path.join(dir, 'no-spa'), trustedProxies: ['127.0.0.1'] });
  }, 180_000);
  afterAll(async () => {
    traceBodySchemas(false);
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function tokenOf(role: Role, fresh = false): Promise<string | undefined> {
    if (role === 'anonymous') return undefined;
    if (!fresh && tokens[role]) return tokens[role];
    tokens[role] = await signInToken(
      async (path, body) => (await server.app.inject({ method: 'POST', url: `/api${path}`, headers: { 'content-type': 'application/json' }, payload: body })).json(),
      role,
    );
    return tokens[role];
  }

  /** A REST call as `role`; a session the previous call ended (logout, password change) is renewed. */
  async function rest(role: Role, url: string, payload: string) {
    const send = async (token: string | undefined) =>
      server.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    let res = await send(await tokenOf(role));
    if (res.statusCode === 401 && role !== 'anonymous') res = await send(await tokenOf(role, true));
    return res;
  }

  function expectDocumentedRestReply(res: { statusCode: number; body: string }, what: string): void {
    expect(res.statusCode, `${what} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
    if (res.statusCode >= 400) {
      const body = JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } };
      expect(body.error?.code, what).toMatch(STABLE_CODE);
      expect(typeof body.error?.message, what).toBe('string');
    }
  }

  const roleOf = new Map<string, Role>();

  it('finds every REST route and its body schema', async () => {
    // Each route records its schema on the first call that reaches its body check.
    for (const url of routeUrls) {
      for (const role of ['anonymous', 'demo', 'agent', 'operator'] as const) {
        if (bodySchemas.has(url)) break;
        await rest(role, url, '{}');
        if (bodySchemas.has(url)) roleOf.set(url, role);
      }
    }
    const missing = [...routeUrls].filter((url) => !bodySchemas.has(url));
    expect(missing, 'routes whose body is not checked by parseBody').toEqual([]);
    expect(routeUrls.size).toBeGreaterThan(60);
  }, 300_000);

  it('answers every REST route’s bad bodies without a 5xx, in { error: { code, message } }', async () => {
    for (const [url, schema] of bodySchemas) {
      const jsonSchema = z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema;
      const role = roleOf.get(url) ?? 'demo';
      await fc.assert(
        fc.asyncProperty(badBody(jsonSchema), async (payload) => {
          expectDocumentedRestReply(await rest(role, url, payload), `${url} as ${role} with ${payload.slice(0, 200)}`);
        }),
        { numRuns: RUNS, seed: Number(process.env.BAD_INPUT_SEED ?? Date.now() % 2 ** 31) },
      );
    }
  }, 600_000);

  it('answers every GraphQL query and mutation’s bad variables without a 5xx, every error with extensions.code', async () => {
    const schema = buildSchema(readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8'));
    const roots: Array<['query' | 'mutation', GraphQLObjectType | null | undefined]> = [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ];
    let fields = 0;
    for (const [kind, type] of roots) {
      for (const field of Object.values(type?.getFields() ?? {}) as Array<GraphQLField<unknown, unknown>>) {
        fields += 1;
        const query = operationFor(kind, field);
        await fc.assert(
          // Both media types: graphql-http answers request errors 200 under application/json, 400 under graphql-response+json.
          fc.asyncProperty(badVariables(field), fc.constantFrom(...ACCEPTS), async (variables, accept) => {
            const send = async (token: string | undefined) =>
              fetch(`${server.url}/graphql`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', accept, 'x-forwarded-for': address(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
                body: JSON.stringify({ query, variables }),
              });
            let res = await send(await tokenOf('demo'));
            let text = await res.text();
            if (text.includes('UNAUTHENTICATED')) {
              res = await send(await tokenOf('demo', true));
              text = await res.text();
            }
            const what = `${field.name} with ${JSON.stringify(variables).slice(0, 200)} → ${text.slice(0, 300)}`;
            expect(res.status, what).toBeLessThan(500);
            const body = JSON.parse(text) as { errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }> };
            for (const error of body.errors ?? []) {
              expect(typeof error.extensions?.code === 'string' ? error.extensions.code : `no code: ${JSON.stringify(error)}`, what).toMatch(STABLE_CODE);
              expect(INTERNAL.has(String(error.extensions?.code)), what).toBe(false);
            }
          }),
          { numRuns: RUNS, seed: Number(process.env.BAD_INPUT_SEED ?? Date.now() % 2 ** 31) },
        );
      }
    }
    expect(fields).toBeGreaterThan(40);
  }, 600_000);

  it('answers every kind of refused GraphQL request, under either media type, with every error coded: zero uncoded errors', async () => {
    const schema = buildSchema(readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8'));
    const firstSubscription = Object.values(schema.getSubscriptionType()?.getFields() ?? {})[0] as GraphQLField<unknown, unknown>;
    const cases = graphqlRequestCases(operationFor('subscription', firstSubscription));
    const problems: string[] = [];
    const answers = new Map<string, string>();
    for (const req of cases) {
      for (const accept of ACCEPTS) {
        const reply = await sendRaw(server.url, req, { accept: req.headers?.accept ?? accept, 'x-forwarded-for': address() });
        problems.push(...graphqlAnswerProblems(`${req.name} (${accept})`, reply));
        if (accept === 'application/json') answers.set(req.name, `${reply.status} ${(JSON.parse(reply.text) as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.[0]?.extensions?.code}`);
      }
    }
    expect(cases.length).toBeGreaterThan(40);
    expect(problems).toEqual([]);
    // A few answers that a client acts on, by status and code.
    expect(Object.fromEntries(['PUT', 'a path below /graphql', 'oversized headers', 'a body over the limit', 'text/plain body', 'an unknown operationName', 'a persisted query (APQ) alone', 'a mutation over GET'].map((name) => [name, answers.get(name)]))).toEqual({
      PUT: '405 METHOD_NOT_ALLOWED',
      'a path below /graphql': '404 NOT_FOUND',
      'oversized headers': '431 REQUEST_HEADER_FIELDS_TOO_LARGE',
      'a body over the limit': '413 PAYLOAD_TOO_LARGE',
      'text/plain body': '415 UNSUPPORTED_MEDIA_TYPE',
      'an unknown operationName': '200 OPERATION_RESOLUTION_FAILURE',
      'a persisted query (APQ) alone': '200 PERSISTED_QUERY_NOT_SUPPORTED',
      'a mutation over GET': '405 METHOD_NOT_ALLOWED',
    });
  }, 120_000);

  it('answers every kind of refused REST request in { error: { code, message } }: zero uncoded errors', async () => {
    const problems: string[] = [];
    const statuses = new Map<string, number>();
    for (const req of restRequestCases('/api/auth/forgot-password')) {
      const reply = await sendRaw(server.url, req, { 'x-forwarded-for': address() });
      problems.push(...restAnswerProblems(req.name, reply));
      statuses.set(req.name, reply.status);
    }
    expect(Object.fromEntries(statuses)).toMatchObject({ 'oversized headers': 431, 'a body over the limit': 413, 'text/plain body': 415, 'GET on a POST route': 405, 'an unknown route': 404 });
    // Headers too large for a page URL: the REST shape too, not Fastify's.
    problems.push(...restAnswerProblems('oversized headers on a page', await sendRaw(server.url, { name: '', method: 'GET', path: '/', headers: { 'x-oversized': 'h'.repeat(20_000) } })));
    expect(problems).toEqual([]);
  }, 120_000);

  it('ends refused operations over WebSocket (graphql-ws) with every error coded', async () => {
    const schema = buildSchema(readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8'));
    const firstSubscription = Object.values(schema.getSubscriptionType()?.getFields() ?? {})[0] as GraphQLField<unknown, unknown>;
    const subscription = operationFor('subscription', firstSubscription);
    const argument = firstSubscription.args[0]!.name;
    const cases: Record<string, SubscribePayload> = {
      'an unknown operationName': { query: 'query A { __typename }', operationName: 'B' },
      'several operations, none named': { query: 'query A { __typename } query B { __typename }' },
      'an unknown field': { query: 'subscription { noSuchField }' },
      'a subscription variable of the wrong type': { query: subscription, variables: { [argument]: { not: 'an id' } } },
      'a subscription variable missing': { query: subscription, variables: {} },
      'a query variable of the wrong type': { query: 'query P($b: Boolean!) { __typename @include(if: $b) }', variables: { b: 'yes' } },
    };
    const problems: string[] = [];
    for (const [name, payload] of Object.entries(cases)) {
      const errors = await errorsOverWebSocket(server.url, payload);
      if (errors.length === 0) problems.push(`${name}: no error`);
      for (const error of errors as Array<{ extensions?: { code?: unknown } }>) {
        const code = error.extensions?.code;
        if (typeof code !== 'string' || !STABLE_CODE.test(code) || INTERNAL.has(code)) problems.push(`${name}: ${JSON.stringify(error).slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('answers a WebSocket upgrade to an unknown path with 404 and closes it at once', async () => {
    for (const unknown of ['/exchange/streams', '/graphql/', '/api/streams', '/']) {
      const { answer, closedAfterMs } = await rawConnection(server.url, upgradeTo(unknown), 3_000);
      expect(answer, unknown).toMatch(/^HTTP\/1\.1 404 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)), unknown).toMatchObject({ error: { code: 'NOT_FOUND' } });
      expect(closedAfterMs, unknown).not.toBeNull();
      expect(closedAfterMs!, unknown).toBeLessThan(1_000);
    }
    // The served paths still upgrade.
    // /exchange/stream is Betfair's Exchange Stream API (docs/trading-api.md), served since it was built.
    for (const served of ['/graphql', '/api/stream', '/exchange/stream']) {
      const { answer } = await rawConnection(server.url, upgradeTo(served), 300);
      expect(answer, served).toMatch(/^HTTP\/1\.1 101 /);
    }
  }, 30_000);

  it(`closes an upgrade whose handshake never completes within ${HEADERS_TIMEOUT_MS / 1000} s, answering in the path's shape`, async () => {
    const limit = HEADERS_TIMEOUT_MS + CONNECTIONS_CHECK_MS + 1_000;
    const [partialGraphql, partialStream, silent] = await Promise.all([
      rawConnection(server.url, 'GET /graphql HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\n', limit + 2_000),
      rawConnection(server.url, 'GET /api/stream HTTP/1.1\r\nHost: local', limit + 2_000),
      rawConnection(server.url, '', limit + 2_000),
    ]);
    for (const [name, result] of Object.entries({ partialGraphql, partialStream, silent })) {
      expect(result.closedAfterMs, name).not.toBeNull();
      expect(result.closedAfterMs!, name).toBeLessThan(limit);
    }
    expect(partialGraphql.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(graphqlAnswerProblems('partial handshake', { status: 408, headers: {}, text: partialGraphql.answer.slice(partialGraphql.answer.indexOf('\r\n\r\n') + 4) })).toEqual([]);
    expect(partialStream.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(partialStream.answer.slice(partialStream.answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: { code: 'REQUEST_TIMEOUT' } });
  }, 30_000);
});
