import { graphql } from '@/gql/gql';

/** A runner's traded prices and volume over time (the price history dialog). */
export const PriceHistoryQuery = graphql(`
  query PriceHistory($marketId: ID!, $runnerId: ID!) {
    priceHistory(marketId: $marketId, runnerId: $runnerId) {
      marketId
      runnerId
      bucketMs
      buckets {
        at
        open
        high
        low
        close
        average
        volume
        trades
      }
    }
  }
`);
