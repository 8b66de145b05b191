import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AccountErrorView } from '@/features/account/shared/account-error';
import { commissionFixture, fixtureRange } from '@/features/account/shared/account-fixtures';
import { RollingCommissionView } from './rolling-commission';

const meta = {
  title: 'Account/Rolling commission',
  component: RollingCommissionView,
  args: { report: commissionFixture, range: fixtureRange, onRangeChange: fn() },
} satisfies Meta<typeof RollingCommissionView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCommission: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹26.00', { selector: 'dd' })).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Commission by market' })).getAllByRole('row')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { report: { total: 0, rows: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No commission was charged in this date range.')).toBeVisible();
  },
};

export const Loading: Story = { args: { pending: true } };

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Failed: StoryObj<typeof AccountErrorView> = {
  render: () => <AccountErrorView message="at most 366 days" resetTo="/rollingComm" onRetry={fn()} />,
};
