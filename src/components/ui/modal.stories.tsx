import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Modal } from './modal';

const meta = {
  title: 'Components/UI/Modal',
  component: Modal,
  args: { open: true, onOpenChange: fn(), title: 'My Market', children: <p>Body</p> },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByRole('dialog', { name: 'My Market' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
export const Compact: Story = { args: { size: 'compact', description: 'A short note.' } };
export const Closed: Story = { args: { open: false } };
