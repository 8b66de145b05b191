import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountErrorView } from '@/features/account/shared/account-error';
import { fixtureRange, longStatement, statementFixture } from '@/features/account/shared/account-fixtures';
import { StatementView } from './statement-view';

const meta = {
  title: 'Account/Statement',
  component: StatementView,
  args: { statement: statementFixture, range: fixtureRange, type: 'ALL', onRangeChange: fn(), onTypeChange: fn(), onDownload: fn() },
} satisfies Meta<typeof StatementView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Account statement' });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 6 + 1);
    // Betting lines name the event and market; no raw market id shows ("Win (66101707175.win)").
    await expect(within(table).getByRole('link', { name: 'England v South Africa · Match Odds — won' })).toHaveAttribute('href', '/userBetHistory/41005.mo/4');
    await expect(within(table).getByRole('link', { name: 'England v South Africa · Match Odds — commission' })).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'Virtual Cricket 16:30 · Win — lost' })).toBeVisible();
    await expect(table.textContent).not.toMatch(/\(\d{6,}\./);
    await expect(canvas.getByText('₹1,03,634.00', { selector: 'dd' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownload).toHaveBeenCalledWith(statementFixture.rows);
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'BETTING');
    await expect(args.onTypeChange).toHaveBeenCalledWith('BETTING');
  },
};

export const BettingOnly: Story = {
  args: { type: 'BETTING' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Account statement' });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 2 + 1);
  },
};

export const Empty: Story = {
  args: { statement: { opening: 10_000_000, closing: 10_000_000, rows: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No transactions in this date range.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** 10,000 lines: only those in view are in the page. */
export const TenThousandLines: Story = {
  args: { statement: longStatement(10_000) },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Account statement, 10000 rows' });
    const rendered = within(region).getAllByRole('row').length;
    await expect(rendered).toBeLessThan(120);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Failed: StoryObj<typeof AccountErrorView> = {
  render: () => <AccountErrorView message="at most 366 days" resetTo="/accountstatment" onRetry={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('at most 366 days');
  },
};
