import { buildSchema, execute, parse, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DocumentCache } from './documents';

const schema = buildSchema(`
  input Pick @oneOf { exchange: ExchangePick, fancy: FancyPick }
  input ExchangePick { runnerId: String!, price: Float! }
  input FancyPick { line: Int! }
  input Order { size: Int!, pick: Pick! }
  input Plain { note: String }
  type Query { ok(order: Order, orders: [Order!], plain: Plain): Boolean }
`);
const root = { ok: true };

async function run(query: string, variableValues: Record<string, unknown>): Promise<ExecutionResult> {
  const cache = new DocumentCache(schema, []);
  return cache.execute({ schema, document: cache.parse(query), rootValue: root, variableValues });
}
const ONE = 'query ($o: Order) { ok(order: $o) }';
const MANY = 'query ($os: [Order!]) { ok(orders: $os) }';
const messageOf = (result: ExecutionResult) => result.errors?.[0]?.message;

describe('DocumentCache @oneOf variables', () => {
  it('passes a variable with exactly one member', async () => {
    expect(await run(ONE, { o: { size: 1, pick: { exchange: { runnerId: '1', price: 2 } } } })).toEqual({ data: { ok: true } });
    expect(await run(MANY, { os: [{ size: 1, pick: { fancy: { line: 50 } } }] })).toEqual({ data: { ok: true } });
  });

  it('refuses two members, none, or a null member with BAD_USER_INPUT and graphql-js’s message, however deep', async () => {
    const two = await run(ONE, { o: { size: 1, pick: { exchange: { runnerId: '1', price: 2 }, fancy: { line: 1 } } } });
    expect(two.errors?.[0]).toMatchObject({ message: 'Variable "$o" got invalid value at "o.pick"; Exactly one key must be specified for OneOf type "Pick".', extensions: { code: 'BAD_USER_INPUT' } });
    expect(two.data).toBeUndefined();
    expect(messageOf(await run(ONE, { o: { size: 1, pick: {} } }))).toMatch(/Exactly one key/);
    expect(messageOf(await run(ONE, { o: { size: 1, pick: { exchange: null } } }))).toBe('Variable "$o" got invalid value at "o.pick.exchange"; Field "exchange" must be non-null.');
    const inList = await run(MANY, { os: [{ size: 1, pick: { fancy: { line: 1 } } }, { size: 2, pick: {} }] });
    expect(messageOf(inList)).toMatch(/at "os\[1\]\.pick"; Exactly one key/);
    expect(inList.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reads one value where a list is expected as a list of one, at the path graphql-js gives it (no index)', async () => {
    const variableValues = { os: { size: 1, pick: {} } };
    const ours = messageOf(await run(MANY, variableValues));
    const theirs = messageOf(await execute({ schema, document: parse(MANY), rootValue: root, variableValues }));
    expect(ours).toBe('Variable "$os" got invalid value at "os.pick"; Exactly one key must be specified for OneOf type "Pick".');
    // graphql-js's message also quotes the value; the path is the same.
    expect(theirs).toMatch(/ at "os\.pick"; Exactly one key must be specified for OneOf type "Pick"\.$/);
  });

  it('leaves other mistakes to graphql-jit’s coercion: an unknown member, a wrong type, a missing field', async () => {
    for (const o of [{ size: 1, pick: { exchange: { runnerId: '1', price: 2 }, bogus: 1 } }, { size: 1, pick: { exchange: { runnerId: '1', price: 'two' } } }, { pick: { fancy: { line: 1 } } }]) {
      const result = await run(ONE, { o });
      expect(result.errors?.length).toBeGreaterThan(0);
      expect(result.data ?? undefined).toBeUndefined();
    }
  });

  it('checks nothing for an operation whose variables reach no @oneOf input', async () => {
    expect(await run('query ($p: Plain) { ok(plain: $p) }', { p: { note: 'x' } })).toEqual({ data: { ok: true } });
  });
});

// The checker is worked out once per document, not per request.
it('compiles each document once', () => {
  const cache = new DocumentCache(schema, []);
  const document = parse(ONE);
  expect(cache.compiledFor(document, undefined)).toBe(cache.compiledFor(document, undefined));
});
