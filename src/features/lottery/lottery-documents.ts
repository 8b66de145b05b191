import { graphql } from '@/gql/gql';

/** The one query of /lottery: open draws and recent results. */
export const LotteryQuery = graphql(`
  query LotteryQuery {
    lotteryDraws {
      exEventId
      sportId
      eventName
      eventTime
      inPlay
      tournamentName
      markets {
        marketId
        marketName
        status
      }
    }
    productResults(sportId: 66104) {
      exEventId
      eventName
      eventTime
      score
    }
  }
`);
