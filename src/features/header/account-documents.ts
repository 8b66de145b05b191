import { graphql } from '@/gql/gql';

/**
 * The caller's money (paise, docs/money.md): one Balance in Apollo's cache (a singleton, see
 * src/app/apollo.ts) that the header, the profile menu, the banking pages and the bet slip all read.
 */
export const HeaderBalanceQuery = graphql(`
  query HeaderBalance {
    balance {
      wallet
      exposure
      held
      available
    }
  }
`);

/** The caller's balance and exposure as they change (needs the token on the socket). */
export const MyBalanceLiveSubscription = graphql(`
  subscription MyBalanceLive {
    myBalance {
      wallet
      exposure
      held
      available
    }
  }
`);
