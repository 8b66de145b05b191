/** The downline screens' GraphQL (A1's "Back office: hierarchy" section): the tree's page, the user card, the acts. */
import { graphql } from '@/gql/gql';

/** A user as a row of the tree and as the card shows it. */
export const DownlineRow_user = graphql(`
  fragment DownlineRow_user on BackofficeUser {
    userName
    role
    roleName
    parent
    level
    balance
    creditReference
    available
    exposure
    partnershipBps
    commissionBps
    status {
      bettingLocked
      loginLocked
    }
    lastLoginAt
    createdAt
    downlineCount
  }
`);

/** The card's extra: the way up to the caller and recent activity. */
export const UserCard_card = graphql(`
  fragment UserCard_card on BackofficeUserCard {
    user {
      ...DownlineRow_user
    }
    trail
    twoFactor
    recentLogins {
      at
      ip
      success
    }
    recentLedger {
      txId
      at
      amount
      balance
      description
    }
  }
`);

/**
 * The one query of `/backoffice/downline`: me, a page of the opened level's direct downline (`?parent=`,
 * `?search=`, `?after=`), that level's trail for the breadcrumb, and the card of `?user=`.
 */
export const BackofficeDownlineQuery = graphql(`
  query BackofficeDownline($parent: String, $search: String, $first: Int!, $after: String, $withParent: Boolean!, $openedName: String!, $user: String!, $withUser: Boolean!) {
    backofficeMe {
      ...DownlineRow_user
    }
    backofficeChildren(parent: $parent, search: $search, first: $first, after: $after) {
      users {
        ...DownlineRow_user
      }
      nextCursor
      total
    }
    opened: backofficeUser(userName: $openedName) @include(if: $withParent) {
      trail
      user {
        userName
        roleName
      }
    }
    card: backofficeUser(userName: $user) @include(if: $withUser) {
      ...UserCard_card
    }
  }
`);

export const CreateUserMutation = graphql(`
  mutation BackofficeCreateUser($input: BackofficeCreateUserInput!) {
    backofficeCreateUser(input: $input) {
      ...DownlineRow_user
    }
  }
`);

export const CreditMutation = graphql(`
  mutation BackofficeCredit($userName: String!, $amount: Paise!, $direction: BackofficeCreditDirection!, $idempotencyKey: String!) {
    backofficeCredit(userName: $userName, amount: $amount, direction: $direction, idempotencyKey: $idempotencyKey) {
      txId
      user {
        ...DownlineRow_user
      }
      me {
        ...DownlineRow_user
      }
    }
  }
`);

export const SetCreditReferenceMutation = graphql(`
  mutation BackofficeSetCreditReference($userName: String!, $creditReference: Paise!) {
    backofficeSetCreditReference(userName: $userName, creditReference: $creditReference) {
      ...DownlineRow_user
    }
  }
`);

export const SetBettingLockedMutation = graphql(`
  mutation BackofficeSetBettingLocked($userName: String!, $locked: Boolean!) {
    backofficeSetBettingLocked(userName: $userName, locked: $locked) {
      ...DownlineRow_user
    }
  }
`);

export const SetLoginLockedMutation = graphql(`
  mutation BackofficeSetLoginLocked($userName: String!, $locked: Boolean!) {
    backofficeSetLoginLocked(userName: $userName, locked: $locked) {
      ...DownlineRow_user
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation BackofficeResetPassword($userName: String!) {
    backofficeResetPassword(userName: $userName) {
      userName
      code
      expiresAt
    }
  }
`);

export const MoveUserMutation = graphql(`
  mutation BackofficeMoveUser($userName: String!, $newParent: String!, $reason: String!) {
    backofficeMoveUser(userName: $userName, newParent: $newParent, reason: $reason) {
      ...DownlineRow_user
    }
  }
`);

export const ResetTwoFactorMutation = graphql(`
  mutation BackofficeResetTwoFactor($userName: String!) {
    backofficeResetTwoFactor(userName: $userName)
  }
`);
