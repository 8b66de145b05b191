import { addTypenameToDocument } from '@apollo/client/utilities';
import { validate, type DocumentNode, type GraphQLError } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { describe, expect, it } from 'vitest';
import * as documents from '../../src/gql/graphql';
import { operationLimits, validationRules } from '../../server/gateway/hardening';
import { buildGatewaySchema } from '../../server/gateway/schema';

/** Every operation the SPA sends, as Apollo sends it (with __typename on each selection). */
const operations = Object.entries(documents).flatMap(([name, doc]) =>
  doc && typeof doc === 'object' && (doc as DocumentNode).kind === 'Document' && (doc as DocumentNode).definitions.some((d) => d.kind === 'OperationDefinition')
    ? [{ name: name.replace(/Document$/, ''), document: addTypenameToDocument(doc as DocumentNode) }]
    : [],
);

/** An operation's cost as the gateway's limit counts it. */
function costOf(schema: ReturnType<typeof buildGatewaySchema>, document: DocumentNode): number {
  const found: GraphQLError[] = [];
  validate(schema, document, [costLimitRule({ maxCost: 1, exposeLimits: true, propagateOnRejection: false, onReject: [(_ctx: unknown, err: GraphQLError) => void found.push(err)] }) as never]);
  const match = /found ([\d.]+)/.exec(found.map((e) => e.message).join(' '));
  return match ? parseFloat(match[1]!) : 0;
}

describe("the SPA's own operations against the gateway's limits", () => {
  const schema = buildGatewaySchema();

  it('are all there to check', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.map((o) => o.name)).toContain('MarketDetails');
  });

  it('pass validation with the production rules, every one of them, with room to grow', () => {
    const refused = operations.flatMap(({ name, document }) => validate(schema, document, validationRules(true)).map((e) => `${name}: ${e.message}`));
    expect(refused).toEqual([]);
    // A field or two more must not tip the largest over the limit (a market page once broke so): a quarter to spare.
    const tight = operations.map(({ name, document }) => ({ name, cost: Math.round(costOf(schema, document)) })).filter((o) => o.cost > operationLimits.maxCost * 0.75);
    expect(tight).toEqual([]);
  });
});
