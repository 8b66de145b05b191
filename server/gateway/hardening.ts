import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  type DocumentNode,
  type GraphQLError,
  type Source,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** Limits on what one operation may ask for. The SPA's largest query stays far below each. */
export const operationLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 1_000,
  maxTokens: 2_000,
} as const;

/** graphql's own rules plus depth, alias and cost limits; no introspection in production. */
export function validationRules(production = process.env.NODE_ENV === 'production'): ValidationRule[] {
  // Report a refusal as a validation error (a 400), never throw it (a 500).
  const report = { exposeLimits: true, propagateOnRejection: false, onReject: [(ctx: ValidationContext | null, err: GraphQLError) => ctx?.reportError(err)] };
  const rules: ValidationRule[] = [
    ...specifiedRules,
    maxDepthRule({ n: operationLimits.maxDepth, ...report }) as unknown as ValidationRule,
    maxAliasesRule({ n: operationLimits.maxAliases, ...report }) as unknown as ValidationRule,
    costLimitRule({ maxCost: operationLimits.maxCost, ...report }) as unknown as ValidationRule,
  ];
  if (production) rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}

/** Parsing stops at maxTokens, so a huge document costs little before it is refused. */
export function parseLimited(source: string | Source): DocumentNode {
  return parse(source, { maxTokens: operationLimits.maxTokens });
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
