import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { RulesDialog } from './rules-dialog';

const meta = {
  title: 'Popups/RulesDialog',
  component: RulesDialog,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof RulesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Rules & Regulations' })).toBeVisible();
  },
};
export const Closed: Story = { args: { open: false } };
