import { graphql } from '@/gql/gql';

/** The caller's whole-event book as the exchange computes it (matched bets): the query's and the order push's selection. */
export const EventBook_book = graphql(`
  fragment EventBook_book on EventBook {
    eventId
    hasPosition
    outcomes {
      key
      name
      profit
    }
    markets {
      marketId
      marketName
      runners {
        runnerId
        runnerName
        profit
      }
    }
    fancy {
      marketId
      marketName
      rows {
        key
        value
      }
    }
  }
`);

/** The caller's whole-event book as the exchange computes it (matched bets). */
export const EventBookQuery = graphql(`
  query EventBook($eventId: ID!) {
    eventBook(eventId: $eventId) {
      ...EventBook_book
    }
  }
`);
