import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AccountRange } from './account-range-field';

const now = () => new Date(2024, 5, 15, 10, 0);

const meta = {
  title: 'Account/Date range field',
  component: AccountRange,
  args: { range: { from: '2024-06-09', to: '2024-06-15' }, onChange: fn(), now },
} satisfies Meta<typeof AccountRange>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LastSevenDays: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Date range')).toBeInTheDocument();
  },
};
export const OneDay: Story = { args: { range: { from: '2024-06-15', to: '2024-06-15' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
