/** The operator console's GraphQL: the markets and the settings pages' queries, their acts, the markets' live state. */
import { graphql } from '@/gql/gql';

export const OperatorMarket_market = graphql(`
  fragment OperatorMarket_market on OperatorMarket {
    marketId
    marketName
    kind
    eventId
    eventName
    sportId
    sportName
    status
    inPlay
    betDelayMs
    runners {
      runnerId
      runnerName
    }
    betCount
    matched
    settledVersion
    result
    reason
    settledAt
  }
`);

/** The one query of `/backoffice/markets` (`?q=`, `?sport=`, `?state=` narrow it). */
export const OperatorMarketsQuery = graphql(`
  query OperatorMarkets($search: String, $sportId: Int, $state: OperatorMarketState) {
    sports {
      sportId
      sportName
    }
    operatorMarkets(search: $search, sportId: $sportId, state: $state) {
      ...OperatorMarket_market
    }
  }
`);

/** A market's live state (the public market stream): an incident's suspension shows without a reload. */
export const OperatorMarketLive = graphql(`
  subscription OperatorMarketLive($marketId: ID!) {
    marketBook(marketId: $marketId) {
      marketId
      status
      inPlay
    }
  }
`);

export const OperatorSetMarketStatus = graphql(`
  mutation OperatorSetMarketStatus($marketId: ID!, $status: MarketStatus!) {
    operatorSetMarketStatus(marketId: $marketId, status: $status) {
      ...OperatorMarket_market
    }
  }
`);

export const OperatorSettleMarket = graphql(`
  mutation OperatorSettleMarket($marketId: ID!, $winnerId: ID, $runs: Int, $reason: String) {
    operatorSettleMarket(marketId: $marketId, winnerId: $winnerId, runs: $runs, reason: $reason) {
      version
      bettors
      market {
        ...OperatorMarket_market
      }
    }
  }
`);

export const OperatorVoidMarket = graphql(`
  mutation OperatorVoidMarket($marketId: ID!, $reason: String!) {
    operatorVoidMarket(marketId: $marketId, reason: $reason) {
      version
      bettors
      market {
        ...OperatorMarket_market
      }
    }
  }
`);

export const SiteSettings_settings = graphql(`
  fragment SiteSettings_settings on SiteSettings {
    levels
    bettorTwoFactor
    moneyLocale
    moneyLocales
    defaultShares {
      role
      roleName
      shareBps
    }
    sportLimits {
      sportId
      sportName
      minStake
      maxStake
      delaySeconds
    }
    deskRoles {
      role
      roleName
      allowed
    }
    updatedBy
    updatedAt
  }
`);

/** The one query of `/backoffice/settings`. */
export const SiteSettingsQuery = graphql(`
  query SiteSettingsPage {
    siteSettings {
      ...SiteSettings_settings
    }
  }
`);

export const UpdateSiteSettings = graphql(`
  mutation UpdateSiteSettings($input: SiteSettingsInput!) {
    updateSiteSettings(input: $input) {
      ...SiteSettings_settings
    }
  }
`);
