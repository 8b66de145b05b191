import { graphql } from '@/gql/gql';

/** A cash-out quote as the panel reads it: the live one, and the new one after the price moved. */
export const CashOutPanelQuoteFragment = graphql(`
  fragment CashOutPanel_quote on CashOutQuote {
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
`);

/**
 * A market as the cash-out panel reads it from the cache, where its page's query and the event's push
 * put it: names, minimum stake, status and the book (the pushed book wins once it arrives).
 */
export const CashOutMarketFragment = graphql(`
  fragment CashOut_market on Market {
    marketId
    status
    minStake
    runners {
      runnerId
      runnerName
      availableToBack {
        price
        size
      }
      availableToLay {
        price
        size
      }
    }
  }
`);

/** Places a quote; when the price moved, nothing is placed and `requote` is the new quote. */
export const CashOutMutation = graphql(`
  mutation CashOut($input: CashOutInput!) {
    cashOut(input: $input) {
      marketId
      refused
      requote {
        ...CashOutPanel_quote
      }
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

/**
 * A hedge bet as the order push leaves it in the cache (Bet by betId): the cash-out panel watches it
 * while the hedge waits out the in-play delay. sizeMatched is read when the push carries it.
 */
export const CashOutHedgeBetFragment = graphql(`
  fragment CashOutHedge_bet on Bet {
    betId
    status
    sizeMatched
  }
`);
