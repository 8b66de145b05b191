import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { startOfDay } from 'date-fns';
import { useLoaderData, type Params } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { RollingCommission_ReportFragment, RollingCommissionQueryQuery } from '@/gql/graphql';
import { AccountPage, SummaryFigures } from '@/features/account/shared/account-page';
import { dayKey, rangeFromSearch, rangeVariables, type DayRange } from '@/features/account/shared/account-range';
import { AccountRange } from '@/features/account/shared/account-range-field';
import { usePendingHere, useSearchRange } from '@/features/account/shared/account-route-hooks';
import { AccountTable, type Column } from '@/features/account/shared/account-table';
import { formatDateTime, formatDay, formatPaise, formatSignedPaise, signOf } from '@/features/account/shared/account-format';

export const RollingCommission_report = graphql(`
  fragment RollingCommission_report on RollingCommission {
    total
    rows {
      marketId
      marketName
      exEventId
      eventName
      sportId
      sportName
      settledAt
      profitAndLoss
      commission
    }
  }
`);

/** The one query of `/rollingComm`. */
export const RollingCommissionQuery = graphql(`
  query RollingCommissionQuery($from: String!, $to: String!) {
    rollingCommission(from: $from, to: $to) {
      ...RollingCommission_report
    }
  }
`);

export const rollingCommissionVariables = (_params: Params, url: URL) => rangeVariables(rangeFromSearch(url.searchParams, new Date()));

type Row = RollingCommission_ReportFragment['rows'][number];
interface Period {
  day: string;
  markets: number;
  profitAndLoss: number;
  commission: number;
}

/** The rows per settlement day (the period of the rolling commission), latest first. */
export function commissionPeriods(rows: readonly Row[]): Period[] {
  const periods = new Map<string, Period>();
  for (const r of rows) {
    const day = dayKey(startOfDay(new Date(r.settledAt)));
    const p = periods.get(day) ?? { day, markets: 0, profitAndLoss: 0, commission: 0 };
    p.markets += 1;
    p.profitAndLoss += r.profitAndLoss;
    p.commission += r.commission;
    periods.set(day, p);
  }
  return [...periods.values()].sort((a, b) => b.day.localeCompare(a.day));
}

export interface RollingCommissionViewProps {
  report: RollingCommission_ReportFragment;
  range: DayRange;
  onRangeChange: (range: DayRange) => void;
  pending?: boolean;
  locale?: string;
}

/** Rolling Commission: commission paid per day of the range, then per market, with totals. */
export function RollingCommissionView({ report, range, onRangeChange, pending, locale }: RollingCommissionViewProps) {
  const periods = commissionPeriods(report.rows);
  const periodColumns: Column<Period>[] = [
    { key: 'day', header: 'Day', cell: (p) => formatDay(`${p.day}T00:00:00`, locale) },
    { key: 'markets', header: 'Markets', numeric: true, cell: (p) => p.markets },
    { key: 'pnl', header: 'Profit/Loss', numeric: true, cell: (p) => <span data-sign={signOf(p.profitAndLoss)}>{formatSignedPaise(p.profitAndLoss)}</span> },
    { key: 'commission', header: 'Commission', numeric: true, cell: (p) => formatPaise(p.commission) },
  ];
  const marketColumns: Column<Row>[] = [
    { key: 'settled', header: 'Settled', cell: (r) => formatDateTime(r.settledAt, locale) },
    { key: 'event', header: 'Event', cell: (r) => `${r.sportName} · ${r.eventName}` },
    { key: 'market', header: 'Market', cell: (r) => r.marketName },
    { key: 'pnl', header: 'Profit/Loss', numeric: true, cell: (r) => <span data-sign={signOf(r.profitAndLoss)}>{formatSignedPaise(r.profitAndLoss)}</span> },
    { key: 'commission', header: 'Commission', numeric: true, cell: (r) => formatPaise(r.commission) },
  ];
  return (
    <AccountPage title="Rolling Commission" pending={pending} toolbar={<AccountRange range={range} onChange={onRangeChange} />}>
      <SummaryFigures label="Commission totals" figures={[{ label: 'Markets', value: String(report.rows.length) }, { label: 'Total commission', value: formatPaise(report.total) }]} />
      <h2>By day</h2>
      <AccountTable caption="Commission by day" columns={periodColumns} rows={periods} rowKey={(p) => p.day} emptyText="No commission was charged in this date range." footer={['Total', report.rows.length, '', formatPaise(report.total)]} />
      {report.rows.length > 0 && (
        <>
          <h2>By market</h2>
          <AccountTable caption="Commission by market" columns={marketColumns} rows={report.rows} rowKey={(r) => r.marketId} emptyText="" />
        </>
      )}
    </AccountPage>
  );
}

/** `/rollingComm` (both). */
export function RollingCommissionPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<RollingCommissionQueryQuery>);
  const [range, setRange] = useSearchRange();
  return <RollingCommissionView report={data.rollingCommission} range={range} onRangeChange={setRange} pending={usePendingHere()} />;
}
