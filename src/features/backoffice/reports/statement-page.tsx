import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData, type Params } from 'react-router-dom';
import { rangeFromSearch, rangeVariables, StatementScreen } from '@/features/account/public';
import { graphql } from '@/gql/gql';
import type { BackofficeStatementQuery as StatementData } from '@/gql/graphql';

/** The one query of `/backoffice/statement`: my own ledger statement, the same rows as a bettor's. */
export const BackofficeStatementQuery = graphql(`
  query BackofficeStatement($from: String!, $to: String!) {
    backofficeStatement(from: $from, to: $to) {
      ...StatementView_statement
    }
  }
`);

/** The range in `?from=&to=` (default the last 7 days). */
export const backofficeStatementVariables = (_params: Params, url: URL) => rangeVariables(rangeFromSearch(url.searchParams, new Date()));

/** `/backoffice/statement`: my statement (credit given and taken back, settlements, commission) with the site's date-range picker. */
export function BackofficeStatementPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<StatementData>);
  return <StatementScreen statement={data.backofficeStatement} />;
}
