import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { Link, useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { PasswordHistoryQueryQuery } from '@/gql/graphql';
import { AccountPage } from '@/features/account/shared/account-page';
import { AccountTable } from '@/features/account/shared/account-table';
import { formatDateTime } from '@/features/account/shared/account-format';
import { pathTo } from '../../../../machines/lib/routes';

/** The one query of `/passhistory`. */
export const PasswordHistoryQuery = graphql(`
  query PasswordHistoryQuery {
    passwordHistory {
      changedAt
    }
  }
`);

export interface PasswordHistoryViewProps {
  changes: readonly { changedAt: string }[];
  locale?: string;
}

/** Password history: when the password was changed, newest first. */
export function PasswordHistoryView({ changes, locale }: PasswordHistoryViewProps) {
  return (
    <AccountPage title="Password History" toolbar={<Link to={pathTo('changePassword')}>Change password</Link>}>
      <AccountTable
        caption="Password changes"
        columns={[
          { key: 'n', header: '#', numeric: true, cell: (c) => changes.length - changes.indexOf(c) },
          { key: 'at', header: 'Changed at', cell: (c) => formatDateTime(c.changedAt, locale) },
        ]}
        rows={changes}
        rowKey={(c) => c.changedAt}
        emptyText="Your password has not been changed since the account was opened."
      />
    </AccountPage>
  );
}

/** `/passhistory` (both). */
export function PasswordHistoryPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<PasswordHistoryQueryQuery>);
  return <PasswordHistoryView changes={data.passwordHistory} />;
}
