import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { marketLabel } from '@domain/bet-label';
import { graphql } from '@/gql/gql';
import type { ProfitLossView_ReportFragment } from '@/gql/graphql';
import { AccountPage, SummaryFigures, type Crumb } from '@/features/account/shared/account-page';
import type { DayRange } from '@/features/account/shared/account-range';
import { AccountRange } from '@/features/account/shared/account-range-field';
import { AccountTable, type Column } from '@/features/account/shared/account-table';
import { formatSignedPaise, formatPaise, signOf } from '@/features/account/shared/account-format';
import styles from './profit-loss.module.css';

export const ProfitLossView_report = graphql(`
  fragment ProfitLossView_report on ProfitLossReport {
    total
    rows {
      key
      sportId
      sportName
      eventId
      eventName
      marketId
      marketName
      profitAndLoss
      commission
      net
      markets
    }
    series {
      at
      net
    }
  }
`);

/** The chart's library loads with this page only. */
const ProfitLossChart = lazy(() => import('./profit-loss-chart'));

export type ProfitLossLevel = 'sport' | 'event' | 'market';
type Row = ProfitLossView_ReportFragment['rows'][number];

const LEVEL: Record<ProfitLossLevel, { header: string; name: (r: Row) => string; empty: string }> = {
  sport: { header: 'Sport', name: (r) => r.sportName, empty: 'No settled bets in this date range.' },
  event: { header: 'Event', name: (r) => r.eventName ?? r.key, empty: 'No settled bets in this sport in this date range.' },
  // The event and market by name ("Mumbai v Chennai · Match Odds"), never the market id.
  market: { header: 'Market', name: (r) => marketLabel(r) || r.key, empty: 'No settled bets in this event in this date range.' },
};

export interface ProfitLossViewProps {
  level: ProfitLossLevel;
  title: string;
  report: ProfitLossView_ReportFragment;
  range: DayRange;
  onRangeChange: (range: DayRange) => void;
  /** Where a row drills to (the next level, or the market's bets). */
  rowLink: (row: Row) => string;
  breadcrumbs?: readonly Crumb[];
  /** The cumulative chart (the top level). */
  chart?: boolean;
  pending?: boolean;
  locale?: string;
}

/** Betting Profit and Loss at one level of the drill-down: sport, event or market. */
export function ProfitLossView({ level, title, report, range, onRangeChange, rowLink, breadcrumbs, chart = false, pending, locale }: ProfitLossViewProps) {
  const spec = LEVEL[level];
  const pnl = report.rows.reduce((sum, r) => sum + r.profitAndLoss, 0);
  const commission = report.rows.reduce((sum, r) => sum + r.commission, 0);
  const columns: Column<Row>[] = [
    { key: 'name', header: spec.header, cell: (r) => <Link to={rowLink(r)}>{spec.name(r)}</Link> },
    { key: 'markets', header: 'Markets', numeric: true, cell: (r) => r.markets },
    { key: 'pnl', header: 'Profit/Loss', numeric: true, cell: (r) => <span data-sign={signOf(r.profitAndLoss)}>{formatSignedPaise(r.profitAndLoss)}</span> },
    { key: 'commission', header: 'Commission', numeric: true, cell: (r) => formatPaise(r.commission) },
    { key: 'net', header: 'Net', numeric: true, cell: (r) => <span data-sign={signOf(r.net)}>{formatSignedPaise(r.net)}</span> },
  ];
  return (
    <AccountPage title={title} breadcrumbs={breadcrumbs} pending={pending} toolbar={<AccountRange range={range} onChange={onRangeChange} />}>
      <SummaryFigures
        label="Profit and loss totals"
        figures={[
          { label: 'Profit/Loss', value: formatSignedPaise(pnl), sign: signOf(pnl) },
          { label: 'Commission', value: formatPaise(commission) },
          { label: 'Net total', value: formatSignedPaise(report.total), sign: signOf(report.total) },
        ]}
      />
      {chart && (
        <figure className={styles.chart} aria-label="Cumulative profit and loss">
          <figcaption className={styles.chartTitle}>Cumulative net profit and loss</figcaption>
          {report.series.length === 0 ? (
            <p className={styles.chartEmpty}>Nothing settled in this range to chart.</p>
          ) : (
            <Suspense fallback={<p className={styles.chartEmpty} role="status">Loading chart…</p>}>
              <ProfitLossChart series={report.series} locale={locale} />
            </Suspense>
          )}
        </figure>
      )}
      <AccountTable
        caption={`Profit and loss by ${level}`}
        columns={columns}
        rows={report.rows}
        rowKey={(r) => r.key}
        emptyText={spec.empty}
        footer={['Total', report.rows.reduce((sum, r) => sum + r.markets, 0), formatSignedPaise(pnl), formatPaise(commission), formatSignedPaise(report.total)]}
      />
    </AccountPage>
  );
}
