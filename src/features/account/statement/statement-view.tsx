import { Link } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { StatementCategory, StatementView_StatementFragment } from '@/gql/graphql';
import { AccountPage, SummaryFigures, ToolbarButton } from '@/features/account/shared/account-page';
import type { DayRange } from '@/features/account/shared/account-range';
import { AccountRange, FilterSelect } from '@/features/account/shared/account-range-field';
import { AccountTable, type Column } from '@/features/account/shared/account-table';
import { toCsv } from '@/features/account/shared/account-csv';
import { formatDateTime, formatPaise, signOf } from '@/features/account/shared/account-format';
import { pathTo } from '../../../../machines/lib/routes';
import { statementLineLabel } from './statement-label';

export const StatementView_statement = graphql(`
  fragment StatementView_statement on AccountStatement {
    opening
    closing
    rows {
      txId
      at
      kind
      category
      reference
      description
      amount
      balance
      marketId
      sportId
      eventName
      marketName
    }
  }
`);

export type StatementType = 'ALL' | StatementCategory;
export const STATEMENT_TYPES: readonly { value: StatementType; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'BETTING', label: 'Betting' },
  { value: 'BANKING', label: 'Deposits and withdrawals' },
  { value: 'COMMISSION', label: 'Commission' },
  { value: 'BONUS', label: 'Bonus' },
];

type Row = StatementView_StatementFragment['rows'][number];

export const statementRowsOf = (statement: StatementView_StatementFragment, type: StatementType): readonly Row[] =>
  type === 'ALL' ? statement.rows : statement.rows.filter((r) => r.category === type);

/** The CSV of the rows shown: date, description (event and market by name), credit, debit, balance in currency units. */
export function statementCsv(rows: readonly Row[]): string {
  const units = (paise: number) => (paise / 100).toFixed(2);
  return toCsv(
    ['Date', 'Type', 'Description', 'Credit', 'Debit', 'Balance', 'Reference'],
    rows.map((r) => [r.at, r.category, statementLineLabel(r), r.amount > 0 ? units(r.amount) : '', r.amount < 0 ? units(-r.amount) : '', units(r.balance), r.reference]),
  );
}

export interface StatementViewProps {
  statement: StatementView_StatementFragment;
  range: DayRange;
  type: StatementType;
  onRangeChange: (range: DayRange) => void;
  onTypeChange: (type: StatementType) => void;
  onDownload: (rows: readonly Row[]) => void;
  pending?: boolean;
  locale?: string;
}

/** Account Statement: every money movement of the range with the running balance. */
export function StatementView({ statement, range, type, onRangeChange, onTypeChange, onDownload, pending, locale }: StatementViewProps) {
  const rows = statementRowsOf(statement, type);
  const credits = rows.reduce((sum, r) => sum + Math.max(0, r.amount), 0);
  const debits = rows.reduce((sum, r) => sum + Math.max(0, -r.amount), 0);
  const { closing } = statement;
  const columns: Column<Row>[] = [
    { key: 'at', header: 'Date', cell: (r) => formatDateTime(r.at, locale) },
    {
      key: 'description',
      header: 'Description',
      cell: (r) => (r.marketId && r.sportId !== null && r.sportId !== undefined ? <Link to={pathTo('userBetHistory', { marketId: r.marketId, sportsId: r.sportId })}>{statementLineLabel(r)}</Link> : statementLineLabel(r)),
    },
    { key: 'credit', header: 'Credit', numeric: true, cell: (r) => (r.amount > 0 ? <span data-sign="positive">{formatPaise(r.amount)}</span> : '') },
    { key: 'debit', header: 'Debit', numeric: true, cell: (r) => (r.amount < 0 ? <span data-sign="negative">{formatPaise(-r.amount)}</span> : '') },
    { key: 'balance', header: 'Balance', numeric: true, cell: (r) => formatPaise(r.balance) },
  ];
  return (
    <AccountPage
      title="Account Statement"
      pending={pending}
      toolbar={
        <>
          <AccountRange range={range} onChange={onRangeChange} />
          <FilterSelect label="Type" value={type} options={STATEMENT_TYPES} onChange={onTypeChange} />
          <ToolbarButton onClick={() => onDownload(rows)} disabled={rows.length === 0}>
            Download CSV
          </ToolbarButton>
        </>
      }
    >
      <SummaryFigures
        label="Statement totals"
        figures={[
          { label: 'Opening balance', value: formatPaise(statement.opening) },
          { label: 'Credits', value: formatPaise(credits), sign: signOf(credits) },
          { label: 'Debits', value: formatPaise(debits), sign: signOf(-debits) },
          { label: 'Closing balance (wallet)', value: formatPaise(closing) },
        ]}
      />
      <AccountTable
        caption="Account statement"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.txId}
        emptyText="No transactions in this date range."
        footer={['Total', `${rows.length} ${rows.length === 1 ? 'line' : 'lines'}`, formatPaise(credits), formatPaise(debits), formatPaise(closing)]}
        virtual
      />
    </AccountPage>
  );
}
