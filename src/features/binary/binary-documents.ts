import { graphql } from '@/gql/gql';

/** What /binary shows: open index lines with their quotes, and recent closes (the query and each push read the same). */
export const BinaryLists = graphql(`
  fragment BinaryLists on Query {
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

/** The one query of /binary. */
export const BinaryQuery = graphql(`
  query BinaryQuery {
    ...BinaryLists
  }
`);

/** The lists again each time a line opens, closes or settles (productChanged, once at the start too); quotes move on marketBook. */
export const BinaryLive = graphql(`
  subscription BinaryLive {
    productChanged(product: BINARY) {
      ...BinaryLists
    }
  }
`);
