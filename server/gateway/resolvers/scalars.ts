import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

function paise(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new GraphQLError(`Paise must be a whole number of paise (a safe integer), got ${JSON.stringify(value)}`, { extensions: { code: 'INVALID_INPUT_DATA' } });
  }
  return value;
}

/** Integer paise, exact up to 2^53 − 1 (a GraphQL Int stops at 2^31 − 1, ₹2.1 crore). */
export const Paise = new GraphQLScalarType<number, number>({
  name: 'Paise',
  serialize: paise,
  parseValue: paise,
  parseLiteral: (ast: ValueNode) => {
    if (ast.kind !== Kind.INT) throw new GraphQLError('Paise must be an integer literal', { nodes: ast, extensions: { code: 'INVALID_INPUT_DATA' } });
    return paise(Number(ast.value));
  },
});

/** A JSON object passed through as is (output only). */
export const JSONObject = new GraphQLScalarType<Record<string, unknown>, Record<string, unknown>>({
  name: 'JSONObject',
  serialize: (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new GraphQLError('JSONObject must be an object');
    return value as Record<string, unknown>;
  },
  parseValue: () => {
    throw new GraphQLError('JSONObject is output only', { extensions: { code: 'INVALID_INPUT_DATA' } });
  },
  parseLiteral: () => {
    throw new GraphQLError('JSONObject is output only', { extensions: { code: 'INVALID_INPUT_DATA' } });
  },
});
