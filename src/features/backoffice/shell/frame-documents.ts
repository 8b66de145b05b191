import { graphql } from '@/gql/gql';

/**
 * The caller as the back-office frame shows them: name, role, balance and the credit reference their upline set;
 * and whether the trading desk is open to their level (the nav lists it only then).
 */
export const BackofficeFrameQuery = graphql(`
  query BackofficeFrame {
    backofficeMe {
      userName
      role
      roleName
      balance
      creditReference
    }
    tradingDeskOpen
  }
`);
