import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UnmatchedBetRow } from './unmatched-bet-row';

const bet = { betId: 'b-1', marketId: '41001.mo', selectionName: 'Chennai Super Kings', type: 'L' as const, oddsPrice: 2.2, sizeRemaining: 50_000 };

const meta = {
  title: 'Bets/UnmatchedBetRow',
  component: UnmatchedBetRow,
  args: { bet, busy: false, onCancel: fn(), onChangePrice: fn() },
  decorators: [(Story) => <ul style={{ maxWidth: 320, listStyle: 'none', padding: 0 }}><Story /></ul>],
} satisfies Meta<typeof UnmatchedBetRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lay waiting on the book: cancel it, or step its price along the ladder and apply. */
export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chennai Super Kings')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Higher odds' }));
    await expect(canvas.getByLabelText('New odds')).toHaveTextContent('2.22');
    await userEvent.click(canvas.getByRole('button', { name: 'Change price' }));
    await expect(args.onChangePrice).toHaveBeenCalledWith(bet, 2.22);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledWith(bet);
  },
};

/** Still in the in-play delay: it cannot be changed yet. */
export const InDelay: Story = {
  args: { bet: { ...bet, pending: true } },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).queryAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** A change is on its way to the exchange. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /cancel/i })).toBeDisabled();
  },
};
