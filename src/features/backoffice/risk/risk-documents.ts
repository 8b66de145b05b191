/** The risk screens' GraphQL: the book and a market's bets in one query, the book's live pushes. */
import { graphql } from '@/gql/gql';

export const RiskRow_row = graphql(`
  fragment RiskRow_row on BackofficeRiskRow {
    marketId
    marketName
    eventName
    sportId
    inPlay
    status
    outcomes {
      key
      name
      myPnl
    }
    worstCase
    betCount
  }
`);

export const RiskBet_bet = graphql(`
  fragment RiskBet_bet on BackofficeRiskBet {
    betId
    userName
    side
    selectionName
    price
    line
    stake
    matched
    placedAt
    bettorPnl
    myShareBps
  }
`);

/** The one query of `/backoffice/risk` (`?market=` adds that market's bets: the drill-down). */
export const BackofficeRiskQuery = graphql(`
  query BackofficeRisk($marketId: ID!, $withMarket: Boolean!) {
    sports {
      sportId
      sportName
    }
    backofficeRiskBook {
      marketId
      ...RiskRow_row
    }
    backofficeRiskMarket(marketId: $marketId) @include(if: $withMarket) {
      row {
        marketId
        ...RiskRow_row
      }
      bets {
        ...RiskBet_bet
      }
    }
  }
`);

export const BackofficeRiskLive = graphql(`
  subscription BackofficeRiskLive {
    backofficeRiskBook {
      marketId
      row {
        marketId
        ...RiskRow_row
      }
    }
  }
`);
