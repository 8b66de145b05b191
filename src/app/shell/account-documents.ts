import { graphql } from '@/gql/gql';

/** The header's money (paise). */
export const HeaderBalanceQuery = graphql(`
  query HeaderBalance {
    balance {
      bankBalance
      exposure
    }
  }
`);

/** My Market: the caller's markets with bets (the user events exposure call). */
export const MyMarketQuery = graphql(`
  query MyMarket {
    userEventsExposure {
      sportId
      eventId
      marketId
      sportName
      eventName
      marketName
      betCounts
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {
    changePassword(oldPassword: $oldPassword, newPassword: $newPassword) {
      token
    }
  }
`);
