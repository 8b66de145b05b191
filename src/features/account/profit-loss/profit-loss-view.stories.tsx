import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AccountErrorView } from '@/features/account/shared/account-error';
import { fixtureRange, profitLossByMarket, profitLossBySport } from '@/features/account/shared/account-fixtures';
import { profitLossCrumbs, profitLossPaths } from './profit-loss-paths';
import { ProfitLossView } from './profit-loss-view';

const meta = {
  title: 'Account/Profit and Loss',
  component: ProfitLossView,
  args: {
    level: 'sport',
    title: 'Betting Profit and Loss',
    report: profitLossBySport,
    range: fixtureRange,
    onRangeChange: fn(),
    rowLink: (r) => profitLossPaths.event(r.sportId, fixtureRange),
    chart: true,
  },
} satisfies Meta<typeof ProfitLossView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BySport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cricket' })).toHaveAttribute('href', '/profitlossEvent/4/2026-11-16/2026-11-22');
    await expect(canvas.getByText('+₹574.00', { selector: 'dd' })).toBeVisible();
    // The chart's library arrives lazily.
    await waitFor(() => expect(canvas.getByTestId('profit-loss-chart')).toBeInTheDocument(), { timeout: 10_000 });
  },
};

export const ByMarketWithBreadcrumbs: Story = {
  args: {
    level: 'market',
    title: 'Profit and Loss: England v South Africa',
    report: profitLossByMarket,
    chart: false,
    rowLink: (r) => profitLossPaths.bets(r.marketId ?? r.key, r.sportId, fixtureRange, '41005'),
    breadcrumbs: profitLossCrumbs(fixtureRange, { sportId: 4, sportName: 'Cricket' }, { eventId: '41005', eventName: 'England v South Africa' }),
  },
  play: async ({ canvasElement }) => {
    const crumbs = within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByRole('link', { name: 'Cricket' })).toHaveAttribute('href', '/profitlossEvent/4/2026-11-16/2026-11-22');
    await expect(crumbs.getByText('England v South Africa')).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).getByRole('link', { name: 'England v South Africa · Match Odds' })).toHaveAttribute('href', '/userBetHistory/41005.mo/4?from=2026-11-16&to=2026-11-22&eventId=41005');
  },
};

export const Empty: Story = {
  args: { report: { total: 0, rows: [], series: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No settled bets in this date range.')).toBeVisible();
    await expect(within(canvasElement).getByText('Nothing settled in this range to chart.')).toBeVisible();
  },
};

export const Loading: Story = { args: { pending: true } };

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Failed: StoryObj<typeof AccountErrorView> = {
  render: () => <AccountErrorView message="Response not successful: Received status code 503" resetTo="/profitloss" onRetry={fn()} />,
};
