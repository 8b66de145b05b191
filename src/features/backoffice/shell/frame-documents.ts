import { graphql } from '@/gql/gql';

/** The caller as the back-office frame shows them: name, role, balance and the credit reference their upline set. */
export const BackofficeFrameQuery = graphql(`
  query BackofficeFrame {
    backofficeMe {
      userName
      role
      roleName
      balance
      creditReference
    }
  }
`);
