import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { savedAccounts } from './banking-fixtures';
import { WithdrawDetailsView } from './withdraw-details-page';

const meta = {
  title: 'Banking/BankAccounts',
  component: WithdrawDetailsView,
  args: { accounts: savedAccounts, saving: false, removingId: null, error: null, onAdd: fn(async () => true), onRemove: fn() },
} satisfies Meta<typeof WithdrawDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAccounts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: 'Withdraw here' })[0]).toHaveAttribute('href', '/banking/withdraw?account=ba-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove HDFC Bank •••• 9012' }));
    await expect(args.onRemove).toHaveBeenCalledWith('ba-1');
  },
};

export const Empty: Story = {
  args: { accounts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No bank accounts saved/)).toBeVisible();
  },
};

export const AddWithIfscCheck: Story = {
  args: { accounts: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Account holder'), 'Demo User');
    await userEvent.type(canvas.getByLabelText('Account number'), '123456789012');
    await userEvent.type(canvas.getByRole('textbox', { name: /^IFSC/ }), 'hdfc123');
    await userEvent.type(canvas.getByLabelText('Bank name'), 'HDFC Bank');
    await userEvent.click(canvas.getByRole('button', { name: 'Save account' }));
    await expect(canvas.getByText(/An IFSC is 4 letters/)).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: /^IFSC/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^IFSC/ }), 'hdfc0001234');
    await userEvent.click(canvas.getByRole('button', { name: 'Save account' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ accountHolder: 'Demo User', accountNumber: '123456789012', ifsc: 'HDFC0001234', bankName: 'HDFC Bank' });
  },
};

export const Duplicate: Story = { args: { error: 'This bank account is already saved.' } };
