import { graphql } from '@/gql/gql';

/** The caller's whole-event book as the exchange computes it (matched bets). */
export const EventBookQuery = graphql(`
  query EventBook($eventId: ID!) {
    eventBook(eventId: $eventId) {
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
  }
`);
