import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { BankingDialog } from './banking-dialog';

const meta = {
  title: 'Popups/BankingDialog',
  component: BankingDialog,
  args: { open: true, onOpenChange: fn(), onDeposit: fn() },
} satisfies Meta<typeof BankingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deposit: Story = {
  play: async ({ args }) => {
    const submit = await screen.findByRole('button', { name: 'Continue' });
    await expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /\+₹5,000/ }));
    await userEvent.click(submit);
    await expect(args.onDeposit).toHaveBeenCalledWith(500_000);
  },
};
export const Closed: Story = { args: { open: false } };
