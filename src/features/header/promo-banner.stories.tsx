import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PromoBanner } from './promo-banner';

const meta = {
  title: 'Shell/PromoBanner',
  component: PromoBanner,
  args: { offers: ['100% welcome bonus', '5% weekly cashback', 'Refer and earn'] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scrolling: Story = {
  play: async ({ canvasElement }) => {
    const track = within(canvasElement).getByText('Refer and earn').parentElement!;
    await expect(getComputedStyle(track).animationDuration).toBe('25s');
  },
};
