import { graphql } from '@/gql/gql';

/** The header's money (paise). */
export const HeaderBalanceQuery = graphql(`
  query HeaderBalance {
    balance {
      bankBalance
      exposure
      available
    }
  }
`);

/** The caller's balance and exposure as they change (needs the token on the socket). */
export const MyBalanceLiveSubscription = graphql(`
  subscription MyBalanceLive {
    myBalance {
      bankBalance
      exposure
      available
    }
  }
`);

/** The caller's orders as they change: a match, a lapse or a cancel refreshes My Bets. */
export const MyOrdersLiveSubscription = graphql(`
  subscription MyOrdersLive {
    myOrders {
      kind
      orders {
        betId
        status
      }
    }
  }
`);
