import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { projectRoot } from '../paths';
import type { Resolvers } from './__generated__/resolvers';
import { Balance } from './resolvers/balance';
import { DownlineUser } from './resolvers/downline-user';
import { BankingRequest } from './resolvers/banking-request';
import { Bet } from './resolvers/bet';
import { BetHistoryRow } from './resolvers/bet-history-row';
import { DepositMethod } from './resolvers/deposit-method';
import { Mutation } from './resolvers/mutation';
import { Query } from './resolvers/query';
import { JSONObject, Paise } from './resolvers/scalars';
import { Subscription } from './resolvers/subscription';
import { backofficeResolvers } from './resolvers/backoffice';
import { saferBettingResolvers } from './resolvers/safer-betting';
import { OrdersEventFigures } from './resolvers/orders-update';

const schemaPath = path.join(projectRoot, 'schema.graphql');

export const resolvers: Resolvers = { Query, Mutation, Subscription, Balance, DownlineUser, BankingRequest, Bet, OrdersEventFigures, BetHistoryRow, DepositMethod, Paise, JSONObject };

/** Subscription fields whose result is the same for every subscriber: their updates are executed once and shared. */
export const PUBLIC_SUBSCRIPTIONS: ReadonlySet<string> = new Set(['marketBook', 'score', 'productChanged', 'eventChanged']);

/** The executable schema: schema.graphql (the single source) plus one resolver file per type. */
export function buildGatewaySchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: readFileSync(schemaPath, 'utf8'), resolvers: [resolvers, ...backofficeResolvers, saferBettingResolvers] });
}
