import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AccountErrorView } from '@/features/account/shared/account-error';
import { activityFixture, protectionFixture } from '@/features/account/shared/account-fixtures';
import { ActivityLogView } from './activity-log';

const meta = {
  title: 'Account/Activity log',
  component: ActivityLogView,
  args: { entries: activityFixture },
} satisfies Meta<typeof ActivityLogView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithEntries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Chrome on Android')).toHaveLength(2);
    await expect(canvas.getByText('Safari on macOS')).toBeVisible();
    await expect(canvas.getByText('Failed')).toBeVisible();
    await expect(canvas.getByText('Unknown')).toBeVisible();
  },
};

export const WithProtectionChanges: Story = {
  args: { protections: protectionFixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Protection changes' });
    await expect(within(table).getByText('Deposit limit')).toBeVisible();
    await expect(within(table).getByText('deposit limit day ₹10,000.00 → ₹5,000.00')).toBeVisible();
    await expect(within(table).getByText('203.0.113.7 · Chrome on Android')).toBeVisible();
    await expect(within(table).getByText('every minutes 30')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No login activity yet.')).toBeVisible();
    await expect(within(canvasElement).getByText('No protection changes yet.')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Failed: StoryObj<typeof AccountErrorView> = {
  render: () => <AccountErrorView message="Check your connection and try again." resetTo="/activityLog" onRetry={fn()} />,
};
