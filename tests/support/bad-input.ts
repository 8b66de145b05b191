import fc from 'fast-check';
import type {
  GraphQLScalarType} from 'graphql';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  getNamedType,
  isLeafType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';

/**
 * Arbitraries for the bad-input suite: a valid value from a schema (REST: the JSON Schema zod makes
 * of a route's own body schema; GraphQL: the input types of schema.graphql), then one thing wrong
 * with it — a wrong type, a missing or extra field, NUL and control characters, huge strings,
 * numbers out of range, deep nesting, prototype keys.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Values no field should accept as they are, or that test the edges of the ones that do. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\u0007bell', '\u001b[2J', '\u007f', '\ud800', '%00', "' OR 1=1 --", '../../etc/passwd', '<script>x</script>'),
  fc.constantFrom('x'.repeat(10_000), 'é'.repeat(5_000), ''),
  fc.constantFrom(-1, 0, 1.5, -0.0001, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.constantFrom(true, false, null),
  fc.constantFrom([], [null], {}, { toString: 1 }, { valueOf: 'x' }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** Nesting far past anything the API takes. */
export function deeplyNested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

function arbitraryFromPattern(pattern: string, minLength?: number, maxLength?: number): fc.Arbitrary<string> {
  return fc
    .stringMatching(new RegExp(pattern))
    .filter((s) => (minLength === undefined || s.length >= minLength) && (maxLength === undefined || s.length <= maxLength));
}

/** A value the schema accepts (as far as JSON Schema can say: refinements zod checks in code may still refuse it). */
export function validFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => validFor(c, depth + 1)));
  if (schema.allOf?.length) return validFor(schema.allOf[0]!, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.pattern) return arbitraryFromPattern(schema.pattern, schema.minLength, schema.maxLength);
      if (schema.format === 'date-time') return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 24, 24) }).filter((s) => s.length >= (schema.minLength ?? 0));
    }
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
      return fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) });
    }
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(depth > 4 ? fc.constant(null) : validFor(schema.items ?? {}, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(properties)) shape[key] = depth > 4 ? fc.constant(null) : validFor(child, depth + 1);
      return fc.record(shape, { requiredKeys: [...required].filter((k) => k in shape) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A JSON text: one thing wrong with a valid body. */
export function badBody(schema: JsonSchema): fc.Arbitrary<string> {
  const valid = validFor(schema).map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}));
  const keys = Object.keys(schema.properties ?? {});
  const key = keys.length ? fc.constantFrom(...keys) : fc.constant('field');
  return fc.oneof(
    // A field holds a value of the wrong kind, or a nasty one of the right kind.
    fc.tuple(valid, key, nastyValue).map(([body, k, v]) => JSON.stringify({ ...body, [k]: v })),
    // A required field missing.
    fc.tuple(valid, key).map(([body, k]) => {
      const copy = { ...body };
      delete copy[k];
      return JSON.stringify(copy);
    }),
    // A field nobody asked for.
    fc.tuple(valid, fc.string({ minLength: 1, maxLength: 12 }), nastyValue).map(([body, k, v]) => JSON.stringify({ ...body, [k]: v })),
    // Deep nesting in a field.
    fc.tuple(valid, key, fc.integer({ min: 20, max: 200 })).map(([body, k, depth]) => JSON.stringify({ ...body, [k]: deeplyNested(depth) })),
    // Prototype keys (written into the text: JSON.stringify would drop __proto__).
    fc.tuple(valid, fc.constantFrom('"__proto__":{"isAdmin":true}', '"constructor":{"prototype":{"role":"operator"}}', '"__proto__":null')).map(([body, extra]) => {
      const text = JSON.stringify(body);
      return text === '{}' ? `{${extra}}` : `{${extra},${text.slice(1)}`;
    }),
    // Not an object at all.
    fc.constantFrom('null', '[]', '"text"', '42', 'true', '[{}]', '{"a":'),
    // The valid body itself, with a huge string somewhere it may be allowed to go.
    fc.tuple(valid, key).map(([body, k]) => JSON.stringify({ ...body, [k]: 'y'.repeat(100_000) })),
  );
}

// ---- GraphQL: operations and variables from schema.graphql ----

/** A selection of the scalar fields of a type, two levels deep; '' for a leaf. */
export function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!(named instanceof GraphQLObjectType)) return '{ __typename }';
  const parts: string[] = [];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((a) => a.type instanceof GraphQLNonNull)) continue;
    const leaf = isLeafType(getNamedType(field.type));
    if (leaf) parts.push(field.name);
    else if (depth < 1) {
      const inner = selectionOf(field.type, depth + 1);
      if (inner && inner !== '{ __typename }') parts.push(`${field.name} ${inner}`);
    }
    if (parts.length >= 12) break;
  }
  return `{ ${parts.length ? parts.join(' ') : '__typename'} }`;
}

/** The operation text for one root field, with a variable per argument. */
export function operationFor(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind}${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selectionOf(field.type)} }`;
}

/** A value of a GraphQL input type. */
export function validInput(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLNonNull) return validInput(type.ofType as GraphQLInputType, depth);
  if (type instanceof GraphQLList) return fc.array(validInput(type.ofType as GraphQLInputType, depth + 1), { maxLength: 3 });
  if (type instanceof GraphQLEnumType) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (type instanceof GraphQLInputObjectType) {
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    const required: string[] = [];
    for (const f of Object.values(type.getFields())) {
      shape[f.name] = depth > 3 ? fc.constant(null) : validInput(f.type, depth + 1);
      if (f.type instanceof GraphQLNonNull) required.push(f.name);
    }
    return fc.record(shape, { requiredKeys: required });
  }
  const scalar = type as GraphQLScalarType;
  switch (scalar.name) {
    case 'Int':
      return fc.integer({ min: -5, max: 100_000 });
    case 'Float':
      return fc.double({ min: -10, max: 1_000, noNaN: true });
    case 'Boolean':
      return fc.boolean();
    case 'Paise':
      return fc.integer({ min: 0, max: 10_000_000 });
    case 'JSONObject':
      return fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
    default:
      return fc.oneof(fc.constantFrom('demo', '41002.mo', '41002', '1', 'BACK', '2026-01-01T00:00:00.000Z'), fc.string({ maxLength: 16 }));
  }
}

/** Variables for a root field: valid ones with one argument (or one input field) made wrong. */
export function badVariables(field: GraphQLField<unknown, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const arg of field.args) shape[arg.name] = validInput(arg.type);
  const valid = fc.record(shape);
  if (!field.args.length) return fc.oneof(fc.constant({}), nastyValue.map((v) => ({ unexpected: v })));
  const name = fc.constantFrom(...field.args.map((a) => a.name));
  return fc.oneof(
    fc.tuple(valid, name, nastyValue).map(([vars, k, v]) => ({ ...vars, [k]: v })),
    fc.tuple(valid, name).map(([vars, k]) => {
      const copy = { ...vars };
      delete copy[k];
      return copy;
    }),
    fc.tuple(valid, name, nastyValue).map(([vars, k, v]) => {
      const inner = vars[k];
      if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
        const keys = Object.keys(inner);
        const target = keys.length ? keys[Math.abs(JSON.stringify(v ?? 0).length) % keys.length]! : 'extra';
        return { ...vars, [k]: { ...(inner as object), [target]: v } };
      }
      return { ...vars, [k]: v };
    }),
    fc.tuple(valid, name, fc.integer({ min: 20, max: 120 })).map(([vars, k, depth]) => ({ ...vars, [k]: deeplyNested(depth) })),
    valid,
  );
}

// ---- Whole requests: what can be wrong with a request before any field is looked at ----

/** One raw HTTP request (the suite sends it as it is). */
export interface RawRequest {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const PREFLIGHT = { 'apollo-require-preflight': 'true' };
const gql = (name: string, payload: unknown, headers: Record<string, string> = {}): RawRequest => ({
  name,
  method: 'POST',
  path: '/graphql',
  headers: { ...JSON_TYPE, ...headers },
  body: typeof payload === 'string' ? payload : JSON.stringify(payload),
});
const gqlGet = (name: string, params: Record<string, string>, headers: Record<string, string> = PREFLIGHT): RawRequest => ({
  name,
  method: 'GET',
  path: `/graphql?${new URLSearchParams(params).toString()}`,
  headers,
});
/** Headers over Node's 16 KiB limit: refused by the HTTP parser, before any route. */
export const OVERSIZED_HEADERS = { 'x-oversized': 'h'.repeat(20_000) };
/** A valid operation whose variable `$b` decides a directive: any schema has it. */
const BOOLEAN_VARIABLE = 'query Probe($b: Boolean!) { __typename @include(if: $b) }';

/**
 * Every kind of GraphQL request graphql-http, Fastify or Node can refuse before or instead of
 * running an operation, by where it goes wrong: the HTTP request (method, media types, size,
 * headers, path), the body (JSON, its members), the document (syntax, validation, limits), the
 * choice of operation, the variables. `subscription` is a valid subscription operation of the schema.
 */
export function graphqlRequestCases(subscription: string): RawRequest[] {
  const deep = `{ sports ${'{ a '.repeat(11)}{ k ${'} '.repeat(12)}}`;
  const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: sports { sportId }`).join(' ')} }`;
  const costly = `{ allEvents { events { ${'eventName '.repeat(1300)} } } }`;
  const tokens = `{ ${'sports { sportId } '.repeat(600)} }`;
  return [
    // The HTTP request itself.
    { name: 'PUT', method: 'PUT', path: '/graphql', headers: JSON_TYPE, body: '{"query":"{ __typename }"}' },
    { name: 'DELETE', method: 'DELETE', path: '/graphql' },
    { name: 'PATCH', method: 'PATCH', path: '/graphql', headers: JSON_TYPE, body: '{}' },
    { name: 'OPTIONS', method: 'OPTIONS', path: '/graphql' },
    { name: 'a path below /graphql', method: 'POST', path: '/graphql/extra', headers: JSON_TYPE, body: '{"query":"{ __typename }"}' },
    { name: 'text/plain body', method: 'POST', path: '/graphql', headers: { 'content-type': 'text/plain' }, body: '{"query":"{ __typename }"}' },
    { name: 'application/graphql body', method: 'POST', path: '/graphql', headers: { 'content-type': 'application/graphql' }, body: '{ __typename }' },
    { name: 'form body', method: 'POST', path: '/graphql', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'query=%7B__typename%7D' },
    { name: 'JSON in another charset', method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json; charset=iso-8859-1' }, body: '{"query":"{ __typename }"}' },
    { name: 'no content type', method: 'POST', path: '/graphql', body: '{"query":"{ __typename }"}' },
    gql('an Accept nothing is served in', { query: '{ __typename }' }, { accept: 'text/html' }),
    gql('a body over the limit', { query: `{ __typename }${' '.repeat(300_000)}` }),
    gql('oversized headers', { query: '{ __typename }' }, OVERSIZED_HEADERS),
    // The body.
    gql('malformed JSON', '{"query":'),
    gql('an empty body', ''),
    gql('a null body', 'null'),
    gql('an array body (batching)', '[{"query":"{ __typename }"}]'),
    gql('a string body', '"{ __typename }"'),
    gql('no query', {}),
    gql('a query that is not a string', { query: 5 }),
    gql('variables that are not an object', { query: BOOLEAN_VARIABLE, variables: [true] }),
    gql('an operationName that is not a string', { query: BOOLEAN_VARIABLE, operationName: 5, variables: { b: true } }),
    gql('extensions that are not an object', { query: '{ __typename }', extensions: 'x' }),
    gql('NUL in the body', '{"query":"{ __typename }\\u0000"}'),
    gql('a raw NUL byte in the JSON', '{"query":"{ __typename }\u0000"}'),
    gql('a persisted query (APQ) alone', { extensions: { persistedQuery: { version: 1, sha256Hash: 'ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38' } } }),
    // The document.
    gql('a syntax error', { query: '{ __typename' }),
    gql('an unknown field', { query: '{ noSuchField }' }),
    gql('too deep', { query: deep }),
    gql('too many aliases', { query: aliases }),
    gql('too costly', { query: costly }),
    gql('too many tokens', { query: tokens }),
    // The choice of operation.
    gql('an unknown operationName', { query: 'query A { __typename }', operationName: 'B' }),
    gql('several operations, none named', { query: 'query A { __typename } query B { __typename }' }),
    gql('a subscription over POST', { query: subscription }),
    // The variables.
    gql('a variable of the wrong type', { query: BOOLEAN_VARIABLE, variables: { b: 'yes' } }),
    gql('a missing variable', { query: BOOLEAN_VARIABLE, variables: {} }),
    gql('a null for a non-null variable', { query: BOOLEAN_VARIABLE, variables: { b: null } }),
    gql('NUL in a variable', { query: BOOLEAN_VARIABLE, variables: { b: '\u0000' } }),
    // Over GET.
    gqlGet('a GET without a preflight header (CSRF)', { query: '{ __typename }' }, {}),
    gqlGet('a mutation over GET', { query: 'mutation { logout }' }),
    gqlGet('a GET with unparsable variables', { query: BOOLEAN_VARIABLE, variables: '{' }),
    gqlGet('a GET with no query', {}),
    gqlGet('a persisted query over GET', { extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'ab' } }) }),
    gqlGet('a subscription over GET', { query: subscription }),
  ];
}

/** The same for the REST API: requests refused before a route's own schema sees them. */
export function restRequestCases(route: string): RawRequest[] {
  const post = (name: string, body: string | undefined, headers: Record<string, string> = JSON_TYPE): RawRequest => ({ name, method: 'POST', path: route, headers, ...(body === undefined ? {} : { body }) });
  return [
    post('malformed JSON', '{"userName":'),
    post('an empty body', ''),
    post('a null body', 'null'),
    post('NUL in a field', '{"userName":"a\\u0000b"}'),
    post('a raw NUL byte in the JSON', '{"userName":"a\u0000b"}'),
    post('text/plain body', '{}', { 'content-type': 'text/plain' }),
    post('a body over the limit', JSON.stringify({ userName: 'x'.repeat(300_000) })),
    post('oversized headers', '{}', { ...JSON_TYPE, ...OVERSIZED_HEADERS }),
    { name: 'GET on a POST route', method: 'GET', path: route },
    { name: 'PUT on a POST route', method: 'PUT', path: route, headers: JSON_TYPE, body: '{}' },
    { name: 'an unknown route', method: 'POST', path: '/api/no/such/route', headers: JSON_TYPE, body: '{}' },
    { name: 'an unknown route over GET', method: 'GET', path: '/api/no-such-route' },
  ];
}
