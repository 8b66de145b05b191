import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UnmatchedBetRow } from './unmatched-bet-row';

const bet = { betId: 'b-1', marketId: '41001.mo', selectionName: 'Chennai Super Kings', type: 'L' as const, oddsPrice: 2.2, sizeRemaining: 50_000, queueAhead: 125_000 };

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

/** Where it stands: the exchange's figure of the stake ahead of it at its price. */
export const InQueue: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Queue position')).toHaveTextContent(/1,250\.00 ahead in the queue/);
  },
};

/** Nothing ahead: the next bet at this price matches it first. */
export const FirstInQueue: Story = {
  args: { bet: { ...bet, queueAhead: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Queue position')).toHaveTextContent('First in the queue at this price');
  },
};
