import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RewardView } from './reward-page';

const at = '2026-11-22T11:30:00.000Z';
const meta = {
  title: 'Banking/Rewards',
  component: RewardView,
  args: {
    offers: [
      { rewardId: 'welcome', description: 'Welcome bonus', amount: 50_000, status: 'CLAIMABLE', expiresAt: null },
      { rewardId: 'cashback', description: 'Weekly cashback', amount: 25_000, status: 'CLAIMED', expiresAt: at },
    ],
    credited: [{ reference: 'reward:cashback', description: 'Weekly cashback', at, amount: 25_000 }],
    claimingId: null,
    error: null,
    onClaim: fn(),
  },
} satisfies Meta<typeof RewardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Claimable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Welcome bonus' }));
    await expect(args.onClaim).toHaveBeenCalledWith('welcome');
    await expect(canvas.queryByRole('button', { name: 'Claim Weekly cashback' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { offers: [], credited: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No reward offers right now.')).toBeVisible();
    await expect(canvas.getByText('No rewards credited yet.')).toBeVisible();
  },
};

export const AlreadyClaimed: Story = { args: { error: 'This reward has already been claimed.' } };
