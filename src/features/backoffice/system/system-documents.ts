/** The System page's GraphQL: every process of the deployment with its last 15 minutes (admin only). */
import { graphql } from '@/gql/gql';

export const SystemStatusQuery = graphql(`
  query SystemStatus {
    systemStatus {
      sampledEveryMs
      processes {
        instanceId
        role
        ready
        silent
        notReady
        partitions
        betsPerSecond
        p99Ms
        loopDelayMs
        busLagMs
        sampledAt
        history {
          at
          betsPerSecond
          p99Ms
          loopDelayMs
          busLagMs
        }
      }
    }
  }
`);
