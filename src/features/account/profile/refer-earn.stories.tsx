import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountErrorView } from '@/features/account/shared/account-error';
import { ReferEarnView } from './refer-earn';

const meta = {
  title: 'Account/Refer and earn',
  component: ReferEarnView,
  args: {
    summary: { referralCode: 'DEMO01', earned: 25_000, rewardPercent: 10, rewardCap: 50_000, referrals: [{ userName: 'fresh_bettor', joinedAt: '2026-11-21T10:00:00.000Z' }] },
    origin: 'https://backlay.example',
    onCopy: fn(),
    onShare: fn(),
    outcome: null,
  },
} satisfies Meta<typeof ReferEarnView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReferrals: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledWith('https://backlay.example/signup?ref=DEMO01');
    await userEvent.click(canvas.getByRole('button', { name: 'Share link' }));
    await expect(args.onShare).toHaveBeenCalledWith('https://backlay.example/signup?ref=DEMO01');
    await expect(canvas.getByText('₹250.00', { selector: 'dd' })).toBeVisible();
  },
};

export const Copied: Story = {
  args: { outcome: 'copied', onShare: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Copied');
    await expect(within(canvasElement).queryByRole('button', { name: 'Share link' })).toBeNull();
  },
};

export const NobodyYet: Story = {
  args: { summary: { referralCode: 'DEMO01', earned: 0, rewardPercent: 10, rewardCap: 50_000, referrals: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nobody has joined with your code yet.')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Failed: StoryObj<typeof AccountErrorView> = {
  render: () => <AccountErrorView message="Check your connection and try again." resetTo="/referRearn" onRetry={fn()} />,
};
