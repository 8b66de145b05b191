import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { buildSchema, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startServer, type RunningServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { bodySchemas, routeUrls, traceBodySchemas } from '../../server/exchange/http/errors';
import { badBody, badVariables, operationFor, type JsonSchema } from '../support/bad-input';
import { repoRoot } from '../support/server-process';

/**
 * Generated bad input against the running system: for every REST route, bodies made from the
 * route's own zod schema with one thing wrong; for every Query and Mutation field of schema.graphql,
 * an operation with wrong variables. New routes and fields are covered without a case written for
 * them. The claim: no 5xx, and every refusal carries a stable code in the documented shape.
 * BAD_INPUT_RUNS sets the runs per route and field (default 5).
 */
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 5);
const STABLE_CODE = /^[A-Z][A-Z0-9_]+$/;
const INTERNAL = new Set(['INTERNAL_ERROR', 'INTERNAL_SERVER_ERROR', 'HTTP_500']);

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
    server = await startServer({ ...configFromEnv({}), port: 0, dataDir: dir, simulator: false, staticDir: path.join(dir, 'no-spa'), trustedProxies: ['127.0.0.1'] });
  }, 180_000);
  afterAll(async () => {
    traceBodySchemas(false);
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function tokenOf(role: Role, fresh = false): Promise<string | undefined> {
    if (role === 'anonymous') return undefined;
    if (!fresh && tokens[role]) return tokens[role];
    const res = await server.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: { userName: role, password: 'demo-password' } });
    tokens[role] = (res.json() as { data: { token: string } }).data.token;
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
          fc.asyncProperty(badVariables(field), async (variables) => {
            const send = async (token: string | undefined) =>
              fetch(`${server.url}/graphql`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', 'x-forwarded-for': address(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
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
});
