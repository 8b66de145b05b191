import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { matchOdds, matchOddsBets } from './risk-fixtures';
import { RiskMarketView } from './risk-market-view';
import { expectUnderHeader, headerCell } from './under-header';

const meta = {
  title: 'Back office/Risk market',
  component: RiskMarketView,
  args: { market: matchOdds, bets: matchOddsBets, error: null },
} satisfies Meta<typeof RiskMarketView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The market's figures on top, then each bet with the bettor's P&L under each outcome's column and my share. */
export const WithBets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mumbai Indians v Chennai Super Kings · Match Odds' })).toBeVisible();
    const totals = within(canvas.getByRole('list', { name: 'My P&L by outcome' }));
    await expect(totals.getAllByText('−₹18,450.00')).toHaveLength(2);
    const table = canvas.getByRole('table');
    const lay = canvasElement.querySelector<HTMLElement>('tbody tr[data-side="LAY"]')!;
    await expectUnderHeader(headerCell(table, 'If Chennai Super Kings'), within(lay).getByText('−₹2,250.00'));
    await expectUnderHeader(headerCell(table, 'Matched'), within(lay).getByText('₹2,500.00'));
    await expectUnderHeader(headerCell(table, 'My share'), within(lay).getByText('30%'));
  },
};
export const NoBets: Story = { args: { bets: [] } };
export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
