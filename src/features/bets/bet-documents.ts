import { graphql } from '@/gql/gql';

/** The caller's bets in an event (My Bets) and the exchange's profit and loss per runner (the market page). */
export const MyBetsQuery = graphql(`
  query MyBets($eventId: ID!) {
    matchedBets(eventId: $eventId) {
      ...MyBets_bet
    }
    unmatchedBets(eventId: $eventId) {
      ...MyBets_bet
    }
    marketPositions(eventId: $eventId) {
      marketId
      kind
      runners {
        runnerId
        profit
      }
    }
  }
`);

export const MyBets_bet = graphql(`
  fragment MyBets_bet on Bet {
    betId
    marketId
    marketName
    runnerId
    selectionName
    side
    type
    oddsPrice
    averagePriceMatched
    stake
    sizeMatched
    sizeRemaining
    status
    placedAt
    queueAhead
  }
`);

/** The caller's matched bets in the settled markets of an event, each with its result (My Bets keeps them while on the event). */
export const SettledBetsQuery = graphql(`
  query SettledBets($eventId: ID!) {
    settledBets(eventId: $eventId) {
      betId
      marketName
      selectionName
      type
      oddsPrice
      averagePriceMatched
      sizeMatched
      state
      profitAndLoss
    }
  }
`);

/** What the bet slip starts from: the quick stakes, one-click and odds-change choices of the bettor's settings. */
export const BetSlipSettingsQuery = graphql(`
  query BetSlipSettings {
    settings {
      defaultStakes
      oneClickBetting
      oneClickStake
      acceptOddsChanges
    }
  }
`);

export const PlaceBetMutation = graphql(`
  mutation PlaceBet($input: PlaceBetInput!) {
    placeBet(input: $input) {
      betId
      marketId
      status
      sizeMatched
      sizeRemaining
      averagePriceMatched
      releaseAt
    }
  }
`);

export const CancelBetMutation = graphql(`
  mutation CancelBet($marketId: ID!, $betId: ID!) {
    cancelBet(marketId: $marketId, betId: $betId) {
      ...MyBets_bet
    }
  }
`);

export const ReplaceBetMutation = graphql(`
  mutation ReplaceBet($marketId: ID!, $betId: ID!, $price: Float!) {
    replaceBet(marketId: $marketId, betId: $betId, price: $price) {
      betId
      status
      sizeMatched
      sizeRemaining
    }
  }
`);

/** The fancy book (Run / Amount) of one market. */
export const FancyBookQuery = graphql(`
  query FancyBook($marketId: ID!) {
    fancyBook(marketId: $marketId) {
      key
      value
    }
  }
`);
