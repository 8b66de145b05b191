import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatProfitLoss } from '@domain/money';
import { expectUnderHeader, headerCell } from '@/features/backoffice/risk/under-header';
import { PnlReportView } from './pnl-report-view';
import { byUser, bySport, largeReport } from './reports-fixtures';

const meta = {
  title: 'Back office/Reports',
  component: PnlReportView,
  args: { report: byUser, range: { from: '2026-11-16', to: '2026-11-22' }, groupBy: 'USER', onRangeChange: fn(), onGroupByChange: fn(), now: () => new Date('2026-11-22T12:00:00'), error: null },
} satisfies Meta<typeof PnlReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each column's figures, parsed back from the screen: the totals row must be their sum, to the paisa. */
const paiseOf = (text: string) => {
  const negative = text.startsWith('−');
  const n = Number(text.replace(/[+−,.₹]/g, ''));
  return negative ? -n : n;
};
async function expectTotalsSum(canvasElement: HTMLElement, header: string) {
  const table = canvasElement.querySelector<HTMLElement>('table')!;
  const column = [...table.querySelectorAll('thead th')].findIndex((th) => th.textContent === header);
  await expect(column).toBeGreaterThan(0);
  const cellsOf = (tr: Element) => tr.querySelectorAll(':scope > th, :scope > td')[column]!;
  const sum = [...table.querySelectorAll('tbody tr')].reduce((s, tr) => s + paiseOf(cellsOf(tr).textContent!), 0);
  const total = cellsOf(table.querySelector('tfoot tr')!) as HTMLElement;
  await expect(total).toHaveTextContent(formatProfitLoss(sum));
  await expectUnderHeader(headerCell(table, header), total);
}

/** agent1's bettors lost ₹1,000.01: I (master, 30 %) gain 300.00, the agent 300.00, my upline 400.01; the totals row sums every column. */
export const ByUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const agent1 = canvas.getByRole('row', { name: /^agent1/ });
    await expectUnderHeader(headerCell(table, 'Master (me)'), within(agent1).getAllByText('+₹300.00')[0]!);
    await expectUnderHeader(headerCell(table, 'Upline'), within(agent1).getByText('+₹400.01'));
    await expectUnderHeader(headerCell(table, "Bettors' net"), within(agent1).getByText('−₹1,000.01'));
    for (const header of ["Bettors' net", 'Master (me)', 'Agent', 'Upline']) await expectTotalsSum(canvasElement, header);
    await expect(canvas.getByRole('link', { name: 'agent1' })).toHaveAttribute('href', '/backoffice/downline?user=agent1');
  },
};

export const GroupBySport: Story = {
  args: { report: bySport, groupBy: 'SPORT' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Sport' })).toHaveAttribute('data-state', 'on');
    await expect(canvas.getByRole('columnheader', { name: 'Sport' })).toBeVisible();
    for (const header of ["Bettors' net", 'Master (me)', 'Agent', 'Upline']) await expectTotalsSum(canvasElement, header);
    await userEvent.click(canvas.getByRole('radio', { name: 'Market' }));
    await expect(args.onGroupByChange).toHaveBeenCalledWith('MARKET');
  },
};

export const Loading: Story = { args: { report: null } };
export const Pending: Story = { args: { pending: true } };
export const Empty: Story = {
  args: { report: { groupBy: 'USER', rows: [], total: { ...byUser.total, bettorsNet: 0, mine: 0, upline: 0, levels: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No settled markets of your downline in this date range.')).toBeVisible();
  },
};
export const LoadError: Story = { args: { report: null, error: 'The report could not be loaded: the exchange could not be reached.' } };
export const Large: Story = {
  args: { report: largeReport, groupBy: 'MARKET' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(200);
    await expectTotalsSum(canvasElement, 'Master (me)');
  },
};
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
