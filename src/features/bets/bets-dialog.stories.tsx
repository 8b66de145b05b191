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
