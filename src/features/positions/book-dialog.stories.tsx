import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { BookDialog } from './book-dialog';

const meta = {
  title: 'Popups/BookDialog',
  component: BookDialog,
  args: { open: true, onOpenChange: fn(), marketName: null, rows: [] },
} satisfies Meta<typeof BookDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByText('No data!')).toBeVisible();
  },
};

/** Profits as back rows, losses as lay rows. */
export const Mixed: Story = {
  args: { marketName: '6 over runs MI', rows: [{ key: '45', value: -50_000 }, { key: '46', value: -50_000 }, { key: '47', value: 90_000 }] },
  play: async () => {
    const rows = (await screen.findAllByRole('row')).slice(1);
    await expect(rows.map((r) => r.getAttribute('data-side'))).toEqual(['lay', 'lay', 'back']);
  },
};
