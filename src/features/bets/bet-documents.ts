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
      ...MyBets_position
    }
  }
`);

/** The caller's matched profit or loss per runner of one market, as the exchange keeps it. */
export const MyBets_position = graphql(`
  fragment MyBets_position on MarketPosition {
    marketId
    kind
    runners {
      runnerId
      profit
    }
  }
`);

/** The cache's fields an order push's figures are written to (the same fields the MyBets and EventBook queries read). */
export const EventFiguresQuery = graphql(`
  query EventFigures($eventId: ID!) {
    marketPositions(eventId: $eventId) {
      ...MyBets_position
    }
    eventBook(eventId: $eventId) {
      ...EventBook_book
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
    line
    oddsPrice
    averagePriceMatched
    stake
    sizeMatched
    sizeRemaining
    status
    lapseReason
    placedAt
    queueAhead
  }
`);

/**
 * The caller's orders as the exchange pushes them: first every open order (SNAPSHOT), then each order
 * as it changes (DELTA), each a whole My Bets row; a settled market's bets come once more, settled,
 * with their profit or loss and event (they move to the event's settled bets). Written into the cache
 * (orders-cache.ts), so My Bets, settled bets and the slip's in-play outcome move with the push
 * instead of a refetch or a poll. `$after` is the resume point: the live link sets it to each
 * update's `seq`, so a reconnect (to any gateway) gets exactly the changes missed (src/app/apollo.ts).
 */
export const MyOrdersBetsSubscription = graphql(`
  subscription MyOrdersBets($after: Float) {
    myOrders(after: $after) {
      kind
      seq
      orders {
        ...MyBets_bet
        exEventId
        settled
        profitAndLoss
      }
    }
  }
`);

/** The caller's positions and event book after each order change, per event (orders-cache.ts writes them where MyBets and EventBook read). */
export const MyEventFiguresSubscription = graphql(`
  subscription MyEventFigures {
    myEventFigures {
      eventId
      marketPositions {
        ...MyBets_position
      }
      eventBook {
        ...EventBook_book
      }
    }
  }
`);

/** A placed bet's average matched price from its receipt (order pushes leave it out). */
export const BetAverage_bet = graphql(`
  fragment BetAverage_bet on Bet {
    betId
    averagePriceMatched
  }
`);

/** What the bet slip needs to know of a market (read from the cache the market page filled). */
export const BetMarket_info = graphql(`
  fragment BetMarket_info on Market {
    marketId
    exEventId
    kind
    marketName
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
      line
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
