import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from './__generated__/resolvers';
import { Mutation } from './resolvers/mutation';
import { Query } from './resolvers/query';

const schemaPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'schema.graphql');

export const resolvers: Resolvers = { Query, Mutation };

/** The executable schema: schema.graphql (the single source) plus one resolver file per type. */
export function buildGatewaySchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: readFileSync(schemaPath, 'utf8'), resolvers });
}
