import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { introspectionAllowed, operationLimits } from './hardening';
import { useTestServer } from './test-server';

type GraphQLErrorReply = { errors?: Array<{ message: string; extensions?: { code?: string } }> };

describe('the one server at its edge: error shapes, limits, headers, WebSocket origins', () => {
  const server = useTestServer();
  const graphql = (body: string, contentType = 'application/json') =>
    fetch(`${server().url}/graphql`, { method: 'POST', headers: { 'content-type': contentType, accept: 'application/graphql-response+json' }, body });
  const codes = async (res: Response) => ((await res.json()) as GraphQLErrorReply).errors?.map((e) => e.extensions?.code);

  it('gives GraphQL syntax and validation errors an extensions.code', async () => {
    const syntax = await graphql(JSON.stringify({ query: '{ sports { sportId ' }));
    expect(syntax.status).toBe(400);
    expect(await codes(syntax)).toEqual(['GRAPHQL_PARSE_FAILED']);
    const invalid = await graphql(JSON.stringify({ query: '{ noSuchField }' }));
    expect(invalid.status).toBe(400);
    expect(await codes(invalid)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  it('answers bad JSON, a missing query, a wrong content type and an oversized body in the GraphQL error shape', async () => {
    const cases: Array<[Response, number]> = [
      [await graphql('{"query": '), 400],
      [await graphql('{}'), 400],
      [await graphql('query { sports { sportId } }', 'text/plain'), 415],
      [await graphql(JSON.stringify({ query: '{ sports { sportId } }', variables: { pad: 'x'.repeat(300 * 1024) } })), 413],
    ];
    for (const [res, status] of cases) {
      expect(res.status).toBe(status);
      const body = (await res.json()) as GraphQLErrorReply;
      expect(body.errors?.[0]?.message).toBeTruthy();
      expect(body.errors?.[0]?.extensions?.code).toMatch(/^[A-Z_]+$/);
    }
  });

  it('answers a wrong content type and an oversized body on /api in the REST error shape', async () => {
    const plain = await fetch(`${server().url}/api/sports/list`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'key=demo' });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
    const big = await fetch(`${server().url}/api/sports/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: 'x'.repeat(300 * 1024) }) });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
    const root = await fetch(`${server().url}/`, { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' });
    expect(root.status).toBeGreaterThanOrEqual(400);
    expect(root.status).toBeLessThan(500);
    expect(await root.json()).toMatchObject({ error: { code: expect.stringMatching(/^[A-Z_]+$/) } });
  });

  it(`counts __typename aliases against the limit of ${operationLimits.maxAliases}`, async () => {
    const aliases = Array.from({ length: 600 }, (_, i) => `t${i}: __typename`).join(' ');
    const res = await graphql(JSON.stringify({ query: `{ ${aliases} }` }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as GraphQLErrorReply).errors?.[0]?.message).toMatch(/alias/i);
  });

  it('allows introspection only in development and tests, or when asked for', () => {
    expect(introspectionAllowed({})).toBe(false);
    expect(introspectionAllowed({ NODE_ENV: 'production' })).toBe(false);
    expect(introspectionAllowed({ NODE_ENV: 'test' })).toBe(true);
    expect(introspectionAllowed({ NODE_ENV: 'development' })).toBe(true);
    expect(introspectionAllowed({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'on' })).toBe(true);
  });

  it('sends the security headers on every response: GraphQL, REST, errors and pages', async () => {
    const replies = [
      await graphql(JSON.stringify({ query: '{ sports { sportId } }' })),
      await fetch(`${server().url}/api/health`),
      await fetch(`${server().url}/api/sports/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"key":"\\u0000"}' }),
      await fetch(`${server().url}/no/such/page`),
    ];
    for (const res of replies) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, res.url).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  const upgrade = (path: string, origin?: string) =>
    new Promise<'open' | number>((resolve) => {
      const ws = new WebSocket(`${server().url.replace(/^http/, 'ws')}${path}`, path === '/graphql' ? 'graphql-transport-ws' : [], origin ? { origin } : {});
      ws.once('open', () => {
        ws.close();
        resolve('open');
      });
      ws.once('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        ws.terminate();
      });
      ws.once('error', () => resolve(-1));
    });

  it('refuses WebSockets from another origin on /graphql and /api/stream; same origin and non-browser clients connect', async () => {
    for (const path of ['/graphql', '/api/stream']) {
      expect(await upgrade(path, 'https://evil.example'), path).toBe(403);
      expect(await upgrade(path, server().url), path).toBe('open');
      expect(await upgrade(path), path).toBe('open');
    }
  });
});
