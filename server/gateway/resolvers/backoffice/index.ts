import type { Resolvers } from '../../__generated__/resolvers';
import { auditResolvers } from './audit';
import { hierarchyResolvers } from './hierarchy';
import { operatorResolvers } from './operator';
import { reportsResolvers } from './reports';
import { riskResolvers } from './risk';

/**
 * The back office's resolvers (issue #32), one module per part, merged into the schema beside the
 * bettor's (schema.ts): each part's Query, Mutation, Subscription and type fields live in its own file.
 */
export const backofficeResolvers: Resolvers[] = [riskResolvers, operatorResolvers, reportsResolvers, hierarchyResolvers, auditResolvers];
