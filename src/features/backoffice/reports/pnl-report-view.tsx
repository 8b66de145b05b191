import { ToggleGroup } from 'radix-ui';
import { Link } from 'react-router-dom';
import { AccountRange, type DayRange } from '@/features/account/public';
import { PnlFigure } from '@/features/backoffice/risk/figures';
import type { BackofficePnlGroupBy, PnlReport_ReportFragment } from '@/gql/graphql';
import styles from './reports.module.css';

type Row = PnlReport_ReportFragment['rows'][number];

export const GROUPS: readonly { value: BackofficePnlGroupBy; label: string }[] = [
  { value: 'USER', label: 'User' },
  { value: 'SPORT', label: 'Sport' },
  { value: 'EVENT', label: 'Event' },
  { value: 'MARKET', label: 'Market' },
];

export interface PnlReportViewProps {
  /** The report of the range; null while it loads. */
  report: PnlReport_ReportFragment | null;
  range: DayRange;
  groupBy: BackofficePnlGroupBy;
  onRangeChange: (range: DayRange) => void;
  onGroupByChange: (groupBy: BackofficePnlGroupBy) => void;
  /** A new range or grouping is on its way (the rows shown are the last ones). */
  pending?: boolean;
  error?: string | null;
  now?: () => Date;
}

/** The level columns: mine first, then each level below me that has a part in the report (the totals row names them all). */
const levelColumns = (report: PnlReport_ReportFragment) => report.total.levels.map((l, i) => ({ role: l.role, header: i === 0 ? `${l.roleName} (me)` : l.roleName }));
const levelAmount = (row: Row, role: string) => row.levels.find((l) => l.role === role)?.amount ?? 0;

/** `/backoffice/reports`: my downline's P&L by user, sport, event or market, each level's part, a totals row. */
export function PnlReportView({ report, range, groupBy, onRangeChange, onGroupByChange, pending = false, error, now }: PnlReportViewProps) {
  const groupLabel = GROUPS.find((g) => g.value === groupBy)!.label;
  return (
    <section className={styles.page} aria-labelledby="pnl-report-title" aria-busy={pending}>
      <h1 id="pnl-report-title" className={styles.title}>
        Downline P&amp;L
      </h1>
      <div className={styles.toolbar}>
        <AccountRange range={range} onChange={onRangeChange} now={now} />
        <div className={styles.group}>
          <span id="pnl-group-label" className={styles.groupLabel}>
            Group by
          </span>
          <ToggleGroup.Root type="single" value={groupBy} onValueChange={(v) => v && onGroupByChange(v as BackofficePnlGroupBy)} aria-labelledby="pnl-group-label" className={styles.segments}>
            {GROUPS.map((g) => (
              <ToggleGroup.Item key={g.value} value={g.value} className={styles.segment}>
                {g.label}
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>
        </div>
      </div>
      {pending ? (
        <p className={styles.updating} role="status">
          Updating the report…
        </p>
      ) : null}
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      {report === null ? (
        <p className={styles.empty} role="status" aria-busy="true">
          Loading the report…
        </p>
      ) : report.rows.length === 0 ? (
        <p className={styles.empty} role="status">
          No settled markets of your downline in this date range.
        </p>
      ) : (
        <PnlTable report={report} groupLabel={groupLabel} />
      )}
    </section>
  );
}

function PnlTable({ report, groupLabel }: { report: PnlReport_ReportFragment; groupLabel: string }) {
  const levels = levelColumns(report);
  const cells = (row: Row) => (
    <>
      <td data-label="Bettors' net" className={styles.num}>
        <PnlFigure paise={row.bettorsNet} />
      </td>
      {levels.map((l) => (
        <td key={l.role} data-label={l.header} className={styles.num}>
          <PnlFigure paise={levelAmount(row, l.role)} />
        </td>
      ))}
      <td data-label="Upline" className={styles.num}>
        <PnlFigure paise={row.upline} />
      </td>
    </>
  );
  return (
    <div className={styles.scroll} role="region" aria-label="P&L rows" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>Downline P&amp;L by {groupLabel.toLowerCase()}, each level&apos;s part</caption>
        <thead>
          <tr>
            <th scope="col">{groupLabel}</th>
            <th scope="col" className={styles.num}>
              Bettors&apos; net
            </th>
            {levels.map((l) => (
              <th key={l.role} scope="col" className={styles.num}>
                {l.header}
              </th>
            ))}
            <th scope="col" className={styles.num}>
              Upline
            </th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.rowLabel}>
                {report.groupBy === 'USER' ? <Link to={`/backoffice/downline?user=${encodeURIComponent(row.label)}`}>{row.label}</Link> : row.label}
              </th>
              {cells(row)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totals}>
            <th scope="row" className={styles.rowLabel}>
              Total
            </th>
            {cells(report.total)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
