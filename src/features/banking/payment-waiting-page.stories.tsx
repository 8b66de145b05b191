import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { approvedDeposit, pendingDeposit } from './banking-fixtures';
import { PaymentWaitingView } from './payment-waiting-page';

const meta = {
  title: 'Banking/PaymentWaiting',
  component: PaymentWaitingView,
  args: { utr: '123456789012', request: pendingDeposit },
} satisfies Meta<typeof PaymentWaitingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payment waiting' })).toBeVisible();
    await expect(canvas.getByText('With your upline').closest('li')).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByText('Approved or rejected').closest('li')).toHaveAttribute('data-state', 'waiting');
  },
};

export const Approved: Story = {
  args: { request: approvedDeposit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Deposit approved' })).toBeVisible();
    await expect(canvas.getByText('Credited to your balance')).toBeVisible();
  },
};

export const Rejected: Story = {
  args: {
    request: { ...pendingDeposit, status: 'REJECTED', history: [...pendingDeposit.history, { status: 'REJECTED', at: pendingDeposit.createdAt, by: 'agent', note: 'UTR not found in statement' }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Deposit rejected' })).toBeVisible();
    await expect(canvas.getByText('Reason: UTR not found in statement')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { request: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No deposit with UTR 123456789012/)).toBeVisible();
  },
};
