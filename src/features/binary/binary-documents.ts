import { graphql } from '@/gql/gql';

/** The one query of /binary: open index lines with their quotes, and recent closes. */
export const BinaryQuery = graphql(`
  query BinaryQuery {
    binaryMarkets {
      exEventId
      sportId
      eventName
      eventTime
      inPlay
      markets {
        marketId
        exEventId
        kind
        line
        ...MarketBook_market
        ...FancyMarkets_market
        ...OddsGrid_market
      }
    }
    productResults(sportId: 66103) {
      exEventId
      eventName
      eventTime
      score
    }
  }
`);
