import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  type DocumentNode,
  type Source,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * Limits on what one operation may ask for. Every operation of the SPA, as Apollo sends it, stays
 * within three quarters of each (tests/integration/spa-operation-limits.test.ts): the costliest are the
 * binary page's pushed list (~1,460) and the market page's event (~1,030).
 */
export const operationLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 2_000,
  maxTokens: 2_000,
} as const;

/**
 * Introspection is for tools: on in development and tests (NODE_ENV development or test) or with
 * GRAPHQL_INTROSPECTION=on, off otherwise — `npm start` sets neither. Codegen reads schema.graphql,
 * not the running server.
 */
export function introspectionAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GRAPHQL_INTROSPECTION === 'on' || env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
}

/** graphql's own rules plus depth, alias and cost limits; no introspection when `production`. */
export function validationRules(production = !introspectionAllowed()): ValidationRule[] {
  // Report a refusal as a validation error (a 400), never throw it (a 500).
  const report = { exposeLimits: true, propagateOnRejection: false, onReject: [(ctx: ValidationContext | null, err: GraphQLError) => ctx?.reportError(err)] };
  const rules: ValidationRule[] = [
    ...specifiedRules,
    maxDepthRule({ n: operationLimits.maxDepth, ...report }) as unknown as ValidationRule,
    maxAliasesRule({ n: operationLimits.maxAliases, allowList: [], ...report }) as unknown as ValidationRule,
    costLimitRule({ maxCost: operationLimits.maxCost, ...report }) as unknown as ValidationRule,
  ];
  if (production) rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}

/** The same error with `extensions.code` set, unless it has one (`replace`: whatever it has). */
export function withCode(err: GraphQLError, code: string, replace = false): GraphQLError {
  const extensions = (err as { extensions?: Record<string, unknown> }).extensions ?? {};
  if (typeof extensions.code === 'string' && (!replace || extensions.code === code)) return err;
  // graphql-jit reports some errors (variables) as plain objects: keep what they say, add the code.
  if (!(err instanceof GraphQLError)) return { ...(err as object), message: (err as { message?: string }).message ?? 'Bad request', extensions: { ...extensions, code } } as unknown as GraphQLError;
  return new GraphQLError(err.message, {
    nodes: err.nodes,
    source: err.source,
    positions: err.positions,
    path: err.path,
    originalError: err.originalError,
    extensions: { ...err.extensions, code },
  });
}

/** Parsing stops at maxTokens, so a huge document costs little before it is refused. Syntax errors carry GRAPHQL_PARSE_FAILED. */
export function parseLimited(source: string | Source): DocumentNode {
  try {
    return parse(source, { maxTokens: operationLimits.maxTokens });
  } catch (err) {
    throw err instanceof GraphQLError ? withCode(err, 'GRAPHQL_PARSE_FAILED') : err;
  }
}

/**
 * Every error graphql-http answers with passes here (its formatError), so each leaves with a code,
 * whatever status it picked (200 under Accept: application/json, 400 under graphql-response+json);
 * so does every error message graphql-ws sends (its onError).
 * Its own refusals carry none: a body it cannot read ("Missing query", "Unparsable JSON body",
 * "Invalid variables" …), no operation to run (an unknown operationName, or several operations and
 * none named) and a subscription over HTTP. Any other error without a code is BAD_REQUEST, or
 * INTERNAL_SERVER_ERROR when a resolver (it has a path) threw it.
 */
export function formatHttpError(err: Readonly<GraphQLError | Error>): GraphQLError {
  if (typeof (err as { extensions?: { code?: unknown } }).extensions?.code === 'string') return err as GraphQLError;
  // graphql-http's words, and graphql-ws's for the same over WebSocket.
  if (err.message === 'Unable to detect operation AST' || err.message === 'Unable to identify operation') {
    return new GraphQLError('No operation to run: operationName names none of the document’s operations, or the document has several and no operationName', {
      extensions: { code: 'OPERATION_RESOLUTION_FAILURE' },
    });
  }
  if (err.message === 'Subscriptions are not supported') {
    return new GraphQLError('Subscriptions are served over WebSocket (graphql-ws) on this path, not over HTTP', { extensions: { code: 'BAD_REQUEST' } });
  }
  if (!(err instanceof GraphQLError)) return new GraphQLError(err.message, { extensions: { code: 'BAD_REQUEST' } });
  return withCode(err, err.path ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
}

/** Whether a request that has no query asks for a persisted one (Apollo's automatic persisted queries). */
export function asksPersistedQuery(method: string, url: string, body: unknown): boolean {
  let extensions: unknown = body && typeof body === 'object' ? (body as { extensions?: unknown }).extensions : undefined;
  if (method === 'GET') {
    try {
      extensions = JSON.parse(new URL(url, 'http://localhost').searchParams.get('extensions') ?? 'null');
    } catch {
      return false;
    }
  }
  return typeof extensions === 'object' && extensions !== null && 'persistedQuery' in extensions;
}

/** A code for an error graphql-http or Fastify answered without one, from its HTTP status. */
export function codeForStatus(status: number): string {
  switch (status) {
    case 404:
      return 'NOT_FOUND';
    case 408:
      return 'REQUEST_TIMEOUT';
    case 431:
      return 'REQUEST_HEADER_FIELDS_TOO_LARGE';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 406:
      return 'NOT_ACCEPTABLE';
    default:
      return status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
  }
}

/** Headers that a browser cannot send cross-site without a CORS preflight. */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name', 'graphql-preflight'];

/**
 * CSRF prevention (as Apollo Server does it): a GET, which a browser sends cross-site without a
 * preflight, must carry one of the preflight headers. POSTs must be JSON, which graphql-http enforces.
 */
export function isCsrfSafe(method: string, headers: Record<string, string | string[] | undefined>): boolean {
  if (method !== 'GET') return true;
  return PREFLIGHT_HEADERS.some((name) => headers[name] !== undefined);
}
