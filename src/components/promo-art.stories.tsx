import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PromoArt } from './promo-art';
import { PROMOTIONS } from './promotions';

const meta = {
  title: 'Components/PromoArt',
  component: PromoArt,
  args: { promotion: PROMOTIONS[0]! },
  decorators: [(Story) => <div style={{ width: 260 }}><Story /></div>],
} satisfies Meta<typeof PromoArt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /100% Welcome Bonus/ })).toBeVisible();
  },
};
export const Cashback: Story = { args: { promotion: PROMOTIONS[2]! } };
