import { graphql } from '@/gql/gql';

/** One runner's full-depth ladder (the ladder dialog). */
export const RunnerLadderQuery = graphql(`
  query RunnerLadder($marketId: ID!, $runnerId: ID!) {
    runnerLadder(marketId: $marketId, runnerId: $runnerId) {
      marketId
      runnerId
      status
      lastTradedPrice
      tradedVolume
      levels {
        price
        availableToBack
        availableToLay
        traded
      }
    }
  }
`);
