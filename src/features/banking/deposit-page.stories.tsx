import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { depositMethods } from './banking-fixtures';
import { DepositView } from './deposit-page';

const meta = {
  title: 'Banking/Deposit',
  component: DepositView,
  args: { methods: depositMethods, method: depositMethods[0], onContinue: fn() },
} satisfies Meta<typeof DepositView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upi: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'UPI' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText(/Min ₹100\.00 · Max ₹2,00,000\.00/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '+₹5,000' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith(500_000, 'details');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with a UPI app' }));
    await expect(args.onContinue).toHaveBeenCalledWith(500_000, 'auto');
  },
};

export const Bank: Story = {
  args: { method: depositMethods[1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Min ₹500\.00/)).toBeVisible();
    // No automatic path for a bank transfer.
    await expect(canvas.queryByRole('button', { name: 'Pay with a UPI app' })).toBeNull();
  },
};

export const Wallet: Story = { args: { method: depositMethods[2] } };

export const InvalidAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '50');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The minimum is ₹100.00');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Amount/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '12.345');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter an amount in rupees');
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const AmountFromHeader: Story = { args: { initialAmount: '2500' } };

export const NoMethods: Story = {
  args: { methods: [], method: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No deposit methods are offered/)).toBeVisible();
  },
};
