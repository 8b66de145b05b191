import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Sheet } from './sheet';

const meta = {
  title: 'Components/UI/Sheet',
  component: Sheet,
  args: { open: true, onOpenChange: fn(), title: 'Side menu', children: <p style={{ padding: 16 }}>Menu</p> },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByRole('dialog', { name: 'Side menu' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
export const Closed: Story = { args: { open: false } };
