import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TransferView } from './transfer-page';

const at = '2026-11-22T11:30:00.000Z';
const meta = {
  title: 'Banking/Transfer',
  component: TransferView,
  args: {
    available: 500_000,
    upline: 'agent',
    history: [
      { txId: '41', description: 'Transfer agent → demo', at, amount: 100_000 },
      { txId: '40', description: 'Transfer demo → agent', at, amount: -25_000 },
    ],
    submitting: false,
    error: null,
    done: null,
    onTransfer: fn(),
  },
} satisfies Meta<typeof TransferView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHistory: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('To user')).toHaveValue('agent');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '250');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(args.onTransfer).toHaveBeenCalledWith('agent', 25_000);
  },
};

export const EmptyHistory: Story = {
  args: { history: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No transfers yet.')).toBeVisible();
  },
};

export const Refused: Story = { args: { error: 'Transfers go only between a user and their upline or downline' } };
export const Sent: Story = { args: { done: '250.00 sent to agent' } };
