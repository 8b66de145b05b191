import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pendingWithdrawal, rejectedWithdrawal, savedAccounts } from './banking-fixtures';
import { WithdrawView } from './withdraw-page';

const meta = {
  title: 'Banking/Withdraw',
  component: WithdrawView,
  args: { available: 10_075_000, accounts: savedAccounts, withdrawals: [], submitting: false, error: null, onWithdraw: fn() },
} satisfies Meta<typeof WithdrawView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToSavedAccount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /State Bank of India/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '2000');
    await userEvent.click(canvas.getByRole('button', { name: 'Request withdrawal' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(200_000, 'ba-2');
  },
};

export const AboveAvailable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '200000');
    await userEvent.click(canvas.getByRole('button', { name: 'Request withdrawal' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('You can withdraw at most ₹1,00,750.00');
    await expect(args.onWithdraw).not.toHaveBeenCalled();
  },
};

export const NoSavedAccount: Story = {
  args: { accounts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Add a bank account' })).toHaveAttribute('href', '/banking/withdrawdetails');
    await expect(canvas.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  },
};

export const Waiting: Story = { args: { withdrawals: [pendingWithdrawal] } };

export const Rejected: Story = {
  args: { withdrawals: [rejectedWithdrawal] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reason: Account name does not match')).toBeVisible();
  },
};

export const RefusedByExchange: Story = { args: { error: 'That is more than you can withdraw right now.' } };
