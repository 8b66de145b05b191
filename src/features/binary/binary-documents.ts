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
        status
        inPlay
        totalMatched
        line
        ...FancyMarkets_market
        ...OddsGrid_market
        runners {
          runnerId
          availableToBack {
            price
            size
          }
          availableToLay {
            price
            size
          }
          lastTradedPrice
        }
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
