/** The trading desk's GraphQL (issue #48): the desk's one query, its acts (each answers with what it changed), its live feeds. */
import { graphql } from '@/gql/gql';

export const DeskMarket_market = graphql(`
  fragment DeskMarket_market on DeskMarket {
    marketId
    marketName
    kind
    status
    inPlay
    runners {
      runnerId
      runnerName
      back
      lay
      size
      odds
    }
    fancy {
      noLine
      noRate
      yesLine
      yesRate
      size
    }
  }
`);

export const DeskEvent_event = graphql(`
  fragment DeskEvent_event on DeskEvent {
    eventId
    eventName
    sportId
    sportName
    tournamentId
    tournamentName
    eventTime
    inPlay
    status
    betting
    score
    markets {
      ...DeskMarket_market
    }
  }
`);

export const DeskRisk_row = graphql(`
  fragment DeskRisk_row on BackofficeRiskRow {
    marketId
    outcomes {
      key
      name
      myPnl
    }
    worstCase
    betCount
  }
`);

/** The one query of `/backoffice/desk`: the events, the competitions and sports to file new ones under, the house's risk. */
export const TradingDeskQuery = graphql(`
  query TradingDesk {
    sports {
      sportId
      sportName
    }
    tradingDesk {
      events {
        ...DeskEvent_event
      }
      competitions {
        tournamentId
        tournamentName
        sportId
      }
    }
    backofficeRiskBook {
      marketId
      ...DeskRisk_row
    }
  }
`);

export const DeskCreateEvent = graphql(`
  mutation DeskCreateEvent($input: DeskEventInput!) {
    deskCreateEvent(input: $input) {
      ...DeskEvent_event
    }
  }
`);

export const DeskEditEvent = graphql(`
  mutation DeskEditEvent($input: DeskEventEditInput!) {
    deskEditEvent(input: $input) {
      ...DeskEvent_event
    }
  }
`);

export const DeskAddMarket = graphql(`
  mutation DeskAddMarket($input: DeskMarketInput!) {
    deskAddMarket(input: $input) {
      ...DeskEvent_event
    }
  }
`);

export const DeskQuote = graphql(`
  mutation DeskQuote($input: DeskQuoteInput!) {
    deskQuote(input: $input) {
      ...DeskMarket_market
    }
  }
`);

export const DeskSetMarketStatus = graphql(`
  mutation DeskSetMarketStatus($marketId: ID!, $status: DeskMarketStatus!) {
    deskSetMarketStatus(marketId: $marketId, status: $status) {
      ...DeskMarket_market
    }
  }
`);

export const DeskSuspendEvent = graphql(`
  mutation DeskSuspendEvent($eventId: ID!) {
    deskSuspendEvent(eventId: $eventId) {
      ...DeskEvent_event
    }
  }
`);

export const DeskReopenEvent = graphql(`
  mutation DeskReopenEvent($eventId: ID!) {
    deskReopenEvent(eventId: $eventId) {
      ...DeskEvent_event
    }
  }
`);

export const DeskStartPlay = graphql(`
  mutation DeskStartPlay($eventId: ID!) {
    deskStartPlay(eventId: $eventId) {
      ...DeskEvent_event
    }
  }
`);

export const DeskPlay = graphql(`
  mutation DeskPlay($input: DeskPlayInput!) {
    deskPlay(input: $input) {
      ...DeskEvent_event
    }
  }
`);

export const DeskSettleMarket = graphql(`
  mutation DeskSettleMarket($marketId: ID!, $winnerId: ID, $runs: Int) {
    deskSettleMarket(marketId: $marketId, winnerId: $winnerId, runs: $runs) {
      ...DeskEvent_event
    }
  }
`);

/** A desk market's state as bettors see it (the public market stream): another desk's act shows here too. */
export const DeskMarketLive = graphql(`
  subscription DeskMarketLive($marketId: ID!) {
    marketBook(marketId: $marketId) {
      marketId
      status
      inPlay
    }
  }
`);

export const DeskRiskLive = graphql(`
  subscription DeskRiskLive {
    backofficeRiskBook {
      marketId
      row {
        marketId
        ...DeskRisk_row
      }
    }
  }
`);
