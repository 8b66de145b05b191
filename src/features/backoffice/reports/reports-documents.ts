/** The reports' GraphQL: the downline P&L report, the settle-up statement and recording a settle-up. */
import { graphql } from '@/gql/gql';

export const PnlReport_report = graphql(`
  fragment PnlReport_report on BackofficePnlReport {
    groupBy
    rows {
      key
      label
      bettorsNet
      mine
      levels {
        role
        roleName
        amount
      }
      upline
    }
    total {
      key
      label
      bettorsNet
      mine
      levels {
        role
        roleName
        amount
      }
      upline
    }
  }
`);

/** The one query of `/backoffice/reports`. */
export const BackofficePnlQuery = graphql(`
  query BackofficePnl($from: String!, $to: String!, $groupBy: BackofficePnlGroupBy!) {
    backofficePnl(from: $from, to: $to, groupBy: $groupBy) {
      ...PnlReport_report
    }
  }
`);

export const SettleUp_balance = graphql(`
  fragment SettleUp_balance on BackofficeSettleUpBalance {
    userName
    roleName
    outstanding
    sinceLast
    lastSettledAt
  }
`);

export const SettleUp_record = graphql(`
  fragment SettleUp_record on BackofficeSettleUpRecord {
    id
    downline
    upline
    amount
    note
    recordedBy
    at
  }
`);

/** The one query of `/backoffice/settle-up`. */
export const BackofficeSettleUpQuery = graphql(`
  query BackofficeSettleUp {
    backofficeSettleUp {
      upline
      withUpline {
        ...SettleUp_balance
      }
      withDownline {
        ...SettleUp_balance
      }
      history {
        ...SettleUp_record
      }
    }
  }
`);

export const RecordSettleUpMutation = graphql(`
  mutation RecordSettleUp($downlineUserName: String!, $amount: Paise!, $note: String!, $idempotencyKey: String!) {
    backofficeRecordSettleUp(downlineUserName: $downlineUserName, amount: $amount, note: $note, idempotencyKey: $idempotencyKey) {
      ...SettleUp_record
    }
  }
`);
