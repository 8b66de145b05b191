import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMoney } from '@domain/money';
import { AccountTable, VIRTUAL_FROM_ROWS } from './account-table';
import type { AccountTableProps } from './account-table';

interface Entry {
  id: string;
  market: string;
  side: 'back' | 'lay';
  amount: number;
}

const entries: Entry[] = [
  { id: '1', market: 'India v Australia — Match Odds', side: 'back', amount: 125_000 },
  { id: '2', market: 'Arsenal v Chelsea — Over/Under 2.5', side: 'lay', amount: -40_050 },
  { id: '3', market: 'Alcaraz v Sinner — Match Odds', side: 'back', amount: 9_900 },
];

const columns: AccountTableProps<Entry>['columns'] = [
  { key: 'market', header: 'Market', cell: (r) => r.market },
  { key: 'side', header: 'Side', cell: (r) => r.side.toUpperCase() },
  { key: 'amount', header: 'Amount', cell: (r) => formatMoney(r.amount), numeric: true },
];

/** The account screens' table, shown here with its own rows (not a screen's). */
function EntriesTable(props: Partial<AccountTableProps<Entry>>) {
  return (
    <AccountTable<Entry>
      caption="Entries"
      columns={columns}
      rows={entries}
      rowKey={(r) => r.id}
      emptyText="No data!"
      rowSide={(r) => r.side}
      {...props}
    />
  );
}

const meta = {
  title: 'Account/Account table',
  component: EntriesTable,
} satisfies Meta<typeof EntriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Entries' });
    await expect(within(table).getAllByRole('row')).toHaveLength(entries.length + 1);
  },
};
export const WithTotals: Story = { args: { footer: ['Total', '', formatMoney(entries.reduce((n, e) => n + e.amount, 0))] } };
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No data!');
  },
};
/** Over VIRTUAL_FROM_ROWS rows the table renders only the rows in view. */
export const ManyRows: Story = {
  args: {
    virtual: true,
    rows: Array.from({ length: VIRTUAL_FROM_ROWS + 300 }, (_, i) => ({ ...entries[i % 3]!, id: String(i), market: `${entries[i % 3]!.market} #${i + 1}` })),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
