import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectUnderHeader, headerCell } from '@/features/backoffice/risk/under-header';
import { settleUpHistory, withDownline, withUpline } from './reports-fixtures';
import { SettleUpView } from './settle-up-view';

const meta = {
  title: 'Back office/Settle up',
  component: SettleUpView,
  args: { upline: 'supermaster1', withUpline, withDownline, history: settleUpHistory, onRecord: fn(async () => {}), newKey: () => 'key-1' },
} satisfies Meta<typeof SettleUpView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

export const Statement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You owe supermaster1 ₹12,500.50')).toBeVisible();
    const table = within(canvas.getByRole('region', { name: 'Balances with my downline levels' })).getByRole('table');
    const agent2 = canvas.getByRole('row', { name: /^agent2/ });
    await expectUnderHeader(headerCell(table, 'Outstanding'), within(agent2).getAllByText('−₹750.25')[1]!);
    await expect(within(agent2).getByText('You owe agent2 ₹750.25')).toBeVisible();
    await expect(canvas.getByText('agent1 paid master1')).toBeVisible();
  },
};

/** agent1 owes me ₹4,200.00: the dialog offers that, asks for a note, confirms in words, sends paise with the dialog's key. */
export const RecordOne: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Record settle-up with agent1' }));
    const box = within(await dialog());
    await expect(box.getByLabelText('Amount (₹)')).toHaveValue('4200');
    await expect(box.getByRole('button', { name: 'Review' })).toBeDisabled();
    await userEvent.type(box.getByLabelText('Note'), 'Cash, Monday');
    await userEvent.click(box.getByRole('button', { name: 'Review' }));
    await expect(box.getByText('agent1 paid you ₹4,200.00')).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: 'Confirm settle-up' }));
    await expect(args.onRecord).toHaveBeenCalledWith({ downlineUserName: 'agent1', amount: 420_000, note: 'Cash, Monday', idempotencyKey: 'key-1' });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** I paid agent2: the amount is sent negative. */
export const RecordIPaid: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Record settle-up with agent2' }));
    const box = within(await dialog());
    await expect(box.getByRole('radio', { name: 'I paid agent2' })).toBeChecked();
    await userEvent.clear(box.getByLabelText('Amount (₹)'));
    await userEvent.type(box.getByLabelText('Amount (₹)'), '500.5');
    await userEvent.type(box.getByLabelText('Note'), 'UPI');
    await userEvent.click(box.getByRole('button', { name: 'Review' }));
    await userEvent.click(box.getByRole('button', { name: 'Confirm settle-up' }));
    await expect(args.onRecord).toHaveBeenCalledWith(expect.objectContaining({ downlineUserName: 'agent2', amount: -50_050 }));
  },
};

export const InvalidAmount: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Record settle-up with agent1' }));
    const box = within(await dialog());
    await userEvent.clear(box.getByLabelText('Amount (₹)'));
    await userEvent.type(box.getByLabelText('Amount (₹)'), '12.345');
    await expect(box.getByText('Type an amount in rupees above 0, at most two decimals.')).toBeVisible();
    await expect(box.getByRole('button', { name: 'Review' })).toBeDisabled();
  },
};

/** A refusal reads in words; Try again resends the same key. */
export const Refused: Story = {
  args: { onRecord: fn(() => Promise.reject({ code: 'NETWORK_ERROR', message: 'down' })) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Record settle-up with agent1' }));
    const box = within(await dialog());
    await userEvent.type(box.getByLabelText('Note'), 'Cash');
    await userEvent.click(box.getByRole('button', { name: 'Review' }));
    await userEvent.click(box.getByRole('button', { name: 'Confirm settle-up' }));
    await expect(await box.findByRole('alert')).toHaveTextContent('The exchange could not be reached.');
    await userEvent.click(box.getByRole('button', { name: 'Try again' }));
    await expect(args.onRecord).toHaveBeenCalledTimes(2);
    await expect(args.onRecord).toHaveBeenLastCalledWith(expect.objectContaining({ idempotencyKey: 'key-1' }));
  },
};

export const Busy: Story = {
  args: { onRecord: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Record settle-up with agent1' }));
    const box = within(await dialog());
    await userEvent.type(box.getByLabelText('Note'), 'Cash');
    await userEvent.click(box.getByRole('button', { name: 'Review' }));
    await userEvent.click(box.getByRole('button', { name: 'Confirm settle-up' }));
    await expect(box.getByRole('button', { name: 'Recording…' })).toBeDisabled();
  },
};

export const Recorded: Story = { args: { recorded: settleUpHistory[0]! } };
export const Admin: Story = { args: { upline: null, withUpline: null } };
export const Empty: Story = { args: { withDownline: [], history: [] } };
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
