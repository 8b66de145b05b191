import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ProfitLossChart from './profit-loss-chart';

const meta = {
  title: 'Account/Profit and loss chart',
  component: ProfitLossChart,
  args: { from: '2024-06-01T00:00:00.000Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('profit-loss-chart')).toBeInTheDocument();
  },
} satisfies Meta<typeof ProfitLossChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProfit: Story = {
  args: {
    series: [
      { at: '2024-06-02T12:00:00.000Z', net: 50_000 },
      { at: '2024-06-03T18:00:00.000Z', net: 20_000 },
      { at: '2024-06-05T09:30:00.000Z', net: 145_050 },
    ],
  },
};
export const InLoss: Story = {
  args: {
    series: [
      { at: '2024-06-02T12:00:00.000Z', net: -25_000 },
      { at: '2024-06-04T20:00:00.000Z', net: -80_000 },
    ],
  },
};
/** No settled markets in the range: the line stays at zero. */
export const NoMarkets: Story = { args: { series: [] } };
export const Mobile: Story = { args: InProfit.args, globals: { viewport: { value: 'mobile', isRotated: false } } };
