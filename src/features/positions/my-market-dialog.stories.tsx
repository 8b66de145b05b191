import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { MyMarketDialog } from './my-market-dialog';

const rows = [
  { sportId: 4, eventId: '41001', sportName: 'Cricket', eventName: 'Mumbai Indians v Chennai Super Kings', marketName: 'Match Odds', betCounts: 3 },
  { sportId: 66104, eventId: '661046601', sportName: 'Lottery', eventName: 'Daily Digit Draw', marketName: 'Digit', betCounts: 1 },
];

const meta = {
  title: 'Popups/MyMarketDialog',
  component: MyMarketDialog,
  args: { open: true, onOpenChange: fn(), rows: [], onChooseEvent: fn() },
} satisfies Meta<typeof MyMarketDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByText('No real-time records found')).toBeVisible();
    await expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Sport Name', 'Event Name', 'Market Name', 'Trade']);
  },
};

export const WithMarkets: Story = {
  args: { rows },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Daily Digit Draw' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onChooseEvent).toHaveBeenCalledWith(rows[1]);
  },
};

export const Loading: Story = { args: { loading: true } };
