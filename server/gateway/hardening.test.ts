import { auditServer } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { parse, validate } from 'graphql';
import { operationLimits, validationRules } from './hardening';
import { buildGatewaySchema } from './schema';
import { useTestServer } from './test-server';

describe('gateway hardening', () => {
  const server = useTestServer();
  const post = (body: unknown) =>
    fetch(`${server().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const firstError = async (res: Response) => ((await res.json()) as { errors?: Array<{ message: string }> }).errors?.[0]?.message ?? '';

  it('passes every MUST item of the graphql-http audit', async () => {
    const results = await auditServer({ url: `${server().url}/graphql` });
    const failedMusts = results.filter((r) => r.name.startsWith('MUST') && r.status !== 'ok');
    expect(failedMusts.map((r) => `${r.name}: ${'reason' in r ? r.reason : ''}`)).toEqual([]);
    expect(results.filter((r) => r.name.startsWith('MUST')).length).toBeGreaterThan(5);
  });

  it(`refuses operations deeper than ${operationLimits.maxDepth}`, async () => {
    expect((await post({ query: '{ allEvents { events { eventName } } }' })).status).toBe(200);
    // Validation reports every problem; the depth limit is one of them.
    const levels = ['sports', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    const nested = `{ ${levels.join(' { ')} { k ${' }'.repeat(levels.length)} }`;
    const res = await post({ query: nested });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: Array<{ message: string }> };
    expect(errors.map((e) => e.message)).toContainEqual(expect.stringMatching(/depth limit of 10 exceeded/i));
  });

  it(`refuses more than ${operationLimits.maxAliases} aliases`, async () => {
    const aliases = Array.from({ length: operationLimits.maxAliases + 1 }, (_, i) => `s${i}: sports { sportId }`).join(' ');
    const res = await post({ query: `{ ${aliases} }` });
    expect(res.status).toBe(400);
    expect(await firstError(res)).toMatch(/alias/i);
  });

  it('refuses an operation whose cost is over the limit', async () => {
    const light = await post({ query: `{ allEvents { events { ${'eventName '.repeat(100)} } } }` });
    expect(light.status).toBe(200);
    const res = await post({ query: `{ allEvents { events { ${'eventName '.repeat(1300)} } } }` });
    expect(res.status).toBe(400);
    expect(await firstError(res)).toMatch(/cost/i);
  });

  it(`refuses a document of more than ${operationLimits.maxTokens} tokens`, async () => {
    const res = await post({ query: `{ ${'sports { sportId } '.repeat(600)} }` });
    expect(res.status).toBe(400);
    expect(await firstError(res)).toMatch(/token/i);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await post({ query: '{ sports { sportId } }', variables: { pad: 'x'.repeat(300 * 1024) } });
    expect(res.status).toBe(413);
  });

  it('blocks a GET without a preflight header (CSRF) and serves one with it', async () => {
    const url = `${server().url}/graphql?query=${encodeURIComponent('{ sports { sportId } }')}`;
    expect((await fetch(url)).status).toBe(400);
    const ok = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(ok.status).toBe(200);
  });

  it('keeps introspection on outside production', async () => {
    const res = await post({ query: '{ __schema { queryType { name } } }' });
    expect(res.status).toBe(200);
  });

  it('turns introspection off when NODE_ENV=production', () => {
    const document = parse('{ __schema { queryType { name } } }');
    expect(validate(buildGatewaySchema(), document, validationRules(false))).toEqual([]);
    const errors = validate(buildGatewaySchema(), document, validationRules(true));
    expect(errors[0]?.message).toMatch(/introspection/i);
  });
});
