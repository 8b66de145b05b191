import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingPage } from './coming-page';

const meta = {
  title: 'Pages/ComingPage',
  component: ComingPage,
  args: { title: 'Account Statement', comingWith: 'the account pages' },
} satisfies Meta<typeof ComingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Account Statement' })).toBeVisible();
  },
};
