import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { StatementQueryQuery, StatementView_StatementFragment } from '@/gql/graphql';
import { downloadCsv } from '@/features/account/shared/account-csv';
import { rangeFromSearch, rangeVariables } from '@/features/account/shared/account-range';
import { todayKey, usePendingHere, useSearchFilter, useSearchRange } from '@/features/account/shared/account-route-hooks';
import { STATEMENT_TYPES, statementCsv, StatementView, type StatementType } from './statement-view';

/** The one query of `/accountstatment`. */
export const StatementQuery = graphql(`
  query StatementQuery($from: String!, $to: String!) {
    statement(from: $from, to: $to) {
      ...StatementView_statement
    }
  }
`);

/** The query's variables: the range in `?from=&to=` (default the last 7 days). */
export const statementVariables = (_params: unknown, url: URL) => rangeVariables(rangeFromSearch(url.searchParams, new Date()));

/** `/accountstatment` (token). */
export function StatementPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<StatementQueryQuery>);
  return <StatementScreen statement={data.statement} />;
}

/** A statement with its range and type in the URL and its CSV download: the bettor's, and the back office's own (issue #32). */
export function StatementScreen({ statement }: { statement: StatementView_StatementFragment }) {
  const [range, setRange] = useSearchRange();
  const [type, setType] = useSearchFilter<StatementType>(
    'type',
    STATEMENT_TYPES.map((t) => t.value),
    'ALL',
  );
  return (
    <StatementView
      statement={statement}
      range={range}
      type={type}
      onRangeChange={setRange}
      onTypeChange={setType}
      onDownload={(rows) => downloadCsv(`statement-${range.from}-to-${range.to}-${todayKey()}.csv`, statementCsv(rows))}
      pending={usePendingHere()}
    />
  );
}
