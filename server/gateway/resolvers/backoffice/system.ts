import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers';
import { SAMPLE_MS } from '../../../metrics/system';

/**
 * The operator's System page (issue #49): answered by this gateway from the samples every process
 * broadcasts (server/metrics/system.ts), for the operator (admin) only.
 */
export const systemResolvers: Resolvers = {
  Query: {
    systemStatus: async (_root, _args, { sources, system }) => {
      const me = await sources.account.me();
      if (me?.role !== 'operator') throw new GraphQLError('Only the operator sees the system', { extensions: { code: 'PERMISSION_DENIED' } });
      if (!system) throw new GraphQLError('This server keeps no system board', { extensions: { code: 'SERVICE_UNAVAILABLE' } });
      return {
        sampledEveryMs: SAMPLE_MS,
        processes: system.view().map(({ latest, silent, history }) => ({
          instanceId: latest.instanceId,
          role: latest.role,
          ready: latest.ready && !silent,
          silent,
          notReady: latest.notReady,
          partitions: latest.partitions,
          betsPerSecond: latest.betsPerSecond,
          p99Ms: latest.p99Ms,
          loopDelayMs: latest.loopDelayMs,
          busLagMs: latest.busLagMs,
          sampledAt: new Date(latest.at).toISOString(),
          history,
        })),
      };
    },
  },
};
