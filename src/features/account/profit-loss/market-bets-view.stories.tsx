import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { betHistoryFixture, fixtureRange } from '@/features/account/shared/account-fixtures';
import { MarketBetsView } from './market-bets-view';
import { profitLossCrumbs } from './profit-loss-paths';

const oneMarket = betHistoryFixture.filter((b) => b.marketId === '41005.mo');
const meta = {
  title: 'Account/Market bets (userBetHistory)',
  component: MarketBetsView,
  args: {
    title: 'Bet History: Match Odds',
    bets: oneMarket,
    result: { profitAndLoss: 80_000, commission: 1_600, net: 78_400 },
    breadcrumbs: profitLossCrumbs(fixtureRange, { sportId: 4, sportName: 'Cricket' }, { eventId: '41005', eventName: 'England v South Africa' }, { marketName: 'Match Odds' }),
  },
} satisfies Meta<typeof MarketBetsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Settled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Market result')).toHaveTextContent('+₹784.00');
    await expect(within(canvas.getByRole('table', { name: 'Bets in this market' })).getAllByRole('row')).toHaveLength(1 + oneMarket.length);
  },
};

export const NotSettled: Story = {
  args: { result: null, bets: oneMarket.filter((b) => b.state === 'OPEN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This market is not settled yet.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { result: null, bets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have no bets in this market.')).toBeVisible();
  },
};

export const Loading: Story = { args: { pending: true } };

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
