import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useNavigation, type Params } from 'react-router-dom';
import { rangeFromSearch, rangeVariables, type DayRange } from '@/features/account/public';
import type { BackofficePnlGroupBy, BackofficePnlQuery as PnlData } from '@/gql/graphql';
import { BackofficePnlQuery } from './reports-documents';
import { GROUPS, PnlReportView } from './pnl-report-view';

export { BackofficePnlQuery };

const groupOf = (search: URLSearchParams): BackofficePnlGroupBy => GROUPS.find((g) => g.value === search.get('group'))?.value ?? 'USER';

/** The query's variables: the range in `?from=&to=` (default the last 7 days) and `?group=` (default USER). */
export function backofficePnlVariables(_params: Params, url: URL): { from: string; to: string; groupBy: BackofficePnlGroupBy } {
  return { ...rangeVariables(rangeFromSearch(url.searchParams, new Date())), groupBy: groupOf(url.searchParams) };
}

/** `/backoffice/reports`: the downline P&L report, its range and grouping in the URL. */
export function ReportsPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<PnlData>);
  const { search, pathname } = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  const params = new URLSearchParams(search);
  const range = rangeFromSearch(params, now);
  const groupBy = groupOf(params);
  const go = (next: { range?: DayRange; groupBy?: BackofficePnlGroupBy }) => {
    const r = next.range ?? range;
    navigate(`?${new URLSearchParams({ from: r.from, to: r.to, group: next.groupBy ?? groupBy }).toString()}`);
  };
  return (
    <PnlReportView
      report={data.backofficePnl}
      range={range}
      groupBy={groupBy}
      onRangeChange={(r) => go({ range: r })}
      onGroupByChange={(g) => go({ groupBy: g })}
      pending={navigation.state === 'loading' && navigation.location.pathname === pathname}
    />
  );
}
