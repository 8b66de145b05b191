import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { depositMethods } from './banking-fixtures';
import { DepositDetailsView } from './deposit-details-page';

const meta = {
  title: 'Banking/DepositDetails',
  component: DepositDetailsView,
  args: { method: depositMethods[0], amount: 150_000, mode: 'details', submitting: false, error: null, onCopy: fn(), onSubmitUtr: fn() },
} satisfies Meta<typeof DepositDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upi: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'UPI QR code to pay ₹1,500.00' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy UPI ID' }));
    await expect(args.onCopy).toHaveBeenCalledWith('backlay@upi');
    await userEvent.type(canvas.getByLabelText('UTR / reference number'), '123456789012');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit deposit' }));
    await expect(args.onSubmitUtr).toHaveBeenCalledWith('123456789012');
  },
};

export const Bank: Story = {
  args: { method: depositMethods[1], amount: 500_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('001234567890')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy IFSC' }));
    await expect(args.onCopy).toHaveBeenCalledWith('BKLY0000001');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Wallet: Story = { args: { method: depositMethods[2], amount: 20_000 } };

export const AutoUpi: Story = {
  args: { mode: 'auto' },
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('link', { name: 'Open UPI app to pay ₹1,500.00' });
    await expect(open.getAttribute('href')).toMatch(/^upi:\/\/pay\?pa=backlay%40upi&.*am=1500\.00/);
  },
};

export const InvalidUtr: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('UTR / reference number'), '12ab34');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit deposit' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('A UTR is 12 digits');
    await expect(args.onSubmitUtr).not.toHaveBeenCalled();
  },
};

export const DuplicateUtr: Story = {
  args: { error: 'This UTR has already been submitted. Check the 12-digit reference in your bank or UPI app.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('already been submitted');
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const AmountOutOfRange: Story = {
  args: { amount: 5_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The minimum is ₹100.00');
    await expect(canvas.getByRole('link', { name: 'Choose the amount again' })).toHaveAttribute('href', '/banking/deposit/upi-1');
  },
};
