import { graphql } from '@/gql/gql';

/** The exchange's cash-out quote of one market for a share of the full hedge. */
export const CashOutQuoteQuery = graphql(`
  query CashOutQuote($marketId: ID!, $fraction: Float) {
    cashOutQuote(marketId: $marketId, fraction: $fraction) {
      marketId
      fraction
      available
      reason
      guaranteed
      bets {
        runnerId
        runnerName
        side
        price
        size
      }
      profitBefore {
        runnerId
        runnerName
        profit
      }
      profitAfter {
        runnerId
        runnerName
        profit
      }
    }
  }
`);

export const CashOutMutation = graphql(`
  mutation CashOut($input: CashOutInput!) {
    cashOut(input: $input) {
      marketId
      bets {
        betId
        runnerId
        side
        price
        size
        status
        sizeMatched
        averagePriceMatched
        sizeCancelled
        releaseAt
        error
      }
      profitAfter {
        runnerId
        profit
      }
    }
  }
`);
