import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { PromotionsDialog } from './promotions-dialog';

const meta = {
  title: 'Popups/PromotionsDialog',
  component: PromotionsDialog,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof PromotionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await expect(await screen.findAllByRole('img')).toHaveLength(10);
  },
};
