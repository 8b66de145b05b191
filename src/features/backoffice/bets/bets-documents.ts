/** The bet list's GraphQL: one page with the sports for the filter, and the live ticker. */
import { graphql } from '@/gql/gql';

export const BetRow_bet = graphql(`
  fragment BetRow_bet on BackofficeBet {
    betId
    userName
    marketName
    eventName
    sportId
    selectionName
    side
    price
    line
    stake
    matched
    status
    placedAt
  }
`);

/** The one query of `/backoffice/bets`. */
export const BackofficeBetsQuery = graphql(`
  query BackofficeBets($filter: BackofficeBetFilter, $first: Int, $after: String) {
    sports {
      sportId
      sportName
    }
    backofficeBets(filter: $filter, first: $first, after: $after) {
      bets {
        ...BetRow_bet
      }
      nextCursor
    }
  }
`);

export const BackofficeBetTicker = graphql(`
  subscription BackofficeBetTicker {
    backofficeBetTicker {
      betId
      userName
      marketName
      selectionName
      side
      price
      stake
      placedAt
    }
  }
`);
