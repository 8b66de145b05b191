import { graphql } from '@/gql/gql';

/** What /lottery shows: open draws and recent results (the query and each push read the same). */
export const LotteryLists = graphql(`
  fragment LotteryLists on Query {
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

/** The one query of /lottery. */
export const LotteryQuery = graphql(`
  query LotteryQuery {
    ...LotteryLists
  }
`);

/** The lists again each time a draw opens, draws or settles (productChanged, once at the start too). */
export const LotteryLive = graphql(`
  subscription LotteryLive {
    productChanged(product: LOTTERY) {
      ...LotteryLists
    }
  }
`);
