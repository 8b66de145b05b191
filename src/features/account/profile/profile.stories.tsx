import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AccountErrorView } from '@/features/account/shared/account-error';
import { ProfileView } from './profile';

const meta = {
  title: 'Account/Profile',
  component: ProfileView,
  args: {
    profile: { userName: 'demo', role: 'bettor', isLogin: 1, upline: 'agent', memberSince: '2026-01-05T10:00:00.000Z', referralCode: 'DEMO01' },
    lossLimit: 5_000_000,
  },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bettor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('agent')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'DEMO01' })).toHaveAttribute('href', '/referRearn');
    await expect(canvas.getByText(/50,000\.00/)).toBeVisible();
  },
};

export const NoLimitNoUpline: Story = {
  args: { profile: { userName: 'operator', role: 'operator', isLogin: 1, upline: null, memberSince: '2025-12-01T00:00:00.000Z', referralCode: null }, lossLimit: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No limit/)).toBeVisible();
  },
};

export const Blocked: Story = {
  args: { profile: { userName: 'blocked', role: 'bettor', isLogin: 0, upline: 'agent', memberSince: '2026-01-05T10:00:00.000Z', referralCode: null } },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Failed: StoryObj<typeof AccountErrorView> = {
  render: () => <AccountErrorView message="Check your connection and try again." resetTo="/profile" onRetry={fn()} />,
};
