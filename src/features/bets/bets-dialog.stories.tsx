import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { BetsDialog } from './bets-dialog';

const meta = {
  title: 'Popups/BetsDialog',
  component: BetsDialog,
  args: { open: true, onOpenChange: fn(), matched: [] },
} satisfies Meta<typeof BetsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByText('You have no Matched Bets')).toBeVisible();
  },
};
export const WithBets: Story = { args: { matched: [{ betId: '1', selectionName: 'India', oddsPrice: 1.85, stake: 100_000, type: 'B' }] } };
/** Opened by the phone's My Bets button: one heading (the popup's title), the event's open bets under it. */
export const PhoneFromMyBetsButton: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    matched: [
      { betId: '1', selectionName: 'Iron Duke', oddsPrice: 6, stake: 10_000, type: 'B' },
      { betId: '2', selectionName: 'Night Owl', oddsPrice: 3.55, stake: 5_000, type: 'L' },
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'My Bets' });
    await expect(screen.getAllByRole('heading', { name: 'My Bets' })).toHaveLength(1);
    await expect(dialog.querySelectorAll('tbody tr')).toHaveLength(2);
  },
};
