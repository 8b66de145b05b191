import { graphql } from '@/gql/gql';

/** My Market: the caller's markets with bets (the user events exposure call). */
export const MyMarketQuery = graphql(`
  query MyMarket {
    userEventsExposure {
      sportId
      eventId
      marketId
      sportName
      eventName
      marketName
      betCounts
    }
  }
`);
