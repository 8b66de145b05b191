import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountErrorView } from '@/features/account/shared/account-error';
import { unsettledFixture } from '@/features/account/shared/account-fixtures';
import { UnsettledBetsView } from './unsettled-bets';

const meta = {
  title: 'Account/Unsettled bets',
  component: UnsettledBetsView,
  args: { bets: unsettledFixture, onCancel: fn(), cancelling: new Set<string>(), notice: null },
} satisfies Meta<typeof UnsettledBetsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBets: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', '/marketdetails/41002/4');
    // Only the unmatched bet can be cancelled.
    await expect(canvas.getAllByRole('button', { name: /Cancel unmatched/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel unmatched ₹50.00 on Royal Challengers Bengaluru' }));
    await expect(args.onCancel).toHaveBeenCalledWith(unsettledFixture[0]);
  },
};

export const Cancelling: Story = {
  args: { cancelling: new Set(['u-1']) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Cancel unmatched/ })).toBeDisabled();
  },
};

export const CancelFailed: Story = {
  args: { notice: { kind: 'failed', text: 'Could not cancel the bet on Royal Challengers Bengaluru: BET_TAKEN_OR_LAPSED' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('BET_TAKEN_OR_LAPSED');
  },
};

export const Empty: Story = {
  args: { bets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have no unsettled bets.')).toBeVisible();
  },
};

export const Loading: Story = { args: { pending: true } };

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Failed: StoryObj<typeof AccountErrorView> = {
  render: () => <AccountErrorView message="Your session has ended. Please log in again." resetTo="/unsetteledbet" onRetry={fn()} />,
};
