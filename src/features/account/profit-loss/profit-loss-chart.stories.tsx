import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import ProfitLossChart from './profit-loss-chart';
import { xAxisLabels } from '@/lib/chart-checks';

/** The y-axis labels as drawn. */
const yLabels = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')].map((t) => t.textContent ?? '');

/** The drawn dots' x positions as shares of the plot's width (0 left, 1 right). */
function dotShares(canvasElement: HTMLElement): number[] {
  const grid = canvasElement.querySelector('.recharts-cartesian-grid')!.getBoundingClientRect();
  return [...canvasElement.querySelectorAll('.recharts-area-dots circle, .recharts-area-dot')].map((d) => {
    const box = d.getBoundingClientRect();
    return (box.left + box.width / 2 - grid.left) / grid.width;
  });
}

const meta = {
  title: 'Account/Profit and loss chart',
  component: ProfitLossChart,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('profit-loss-chart')).toBeInTheDocument();
  },
} satisfies Meta<typeof ProfitLossChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One settled market lost ₹10: the axis reads 0 to about −₹11 and the point is a dot in the middle, not at the right edge. */
export const OnePoint: Story = {
  args: { series: [{ at: '2024-06-02T12:00:00.000Z', net: -1_000 }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dotShares(canvasElement)).toHaveLength(1));
    const [share] = dotShares(canvasElement);
    await expect(share).toBeGreaterThan(0.3);
    await expect(share).toBeLessThan(0.7);
    const labels = yLabels(canvasElement);
    await expect(labels).toContain('₹0.00');
    await expect(labels).toContain('−₹10.00');
    await expect(labels.some((l) => l.includes('100.00'))).toBe(false);
  },
};

/** Many markets, ups and downs: the line runs from the plot's left edge to its right. */
export const ManyPoints: Story = {
  args: {
    series: [
      { at: '2024-06-02T12:00:00.000Z', net: 50_000 },
      { at: '2024-06-03T18:00:00.000Z', net: 20_000 },
      { at: '2024-06-04T09:30:00.000Z', net: -12_500 },
      { at: '2024-06-05T09:30:00.000Z', net: 30_000 },
      { at: '2024-06-07T20:15:00.000Z', net: 145_050 },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dotShares(canvasElement)).toHaveLength(5));
    const shares = dotShares(canvasElement);
    await expect(shares[0]).toBeLessThan(0.02);
    await expect(shares.at(-1)).toBeGreaterThan(0.98);
    await expect(yLabels(canvasElement)).toContain('₹0.00');
    const labels = xAxisLabels(canvasElement);
    await expect(new Set(labels).size).toBe(labels.length);
  },
};

/** Only losses: the axis tops out at zero. */
export const AllLosses: Story = {
  args: {
    series: [
      { at: '2024-06-02T12:00:00.000Z', net: -25_000 },
      { at: '2024-06-03T08:00:00.000Z', net: -40_000 },
      { at: '2024-06-04T20:00:00.000Z', net: -80_000 },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(yLabels(canvasElement).length).toBeGreaterThan(1));
    const labels = yLabels(canvasElement);
    await expect(labels.at(-1)).toBe('₹0.00');
    await expect(labels.some((l) => l.startsWith('+'))).toBe(false);
  },
};

/** Only wins: the axis starts at zero. */
export const AllWins: Story = {
  args: {
    series: [
      { at: '2024-06-02T12:00:00.000Z', net: 50_000 },
      { at: '2024-06-03T18:00:00.000Z', net: 20_000 },
      { at: '2024-06-05T09:30:00.000Z', net: 145_050 },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(yLabels(canvasElement).length).toBeGreaterThan(1));
    const labels = yLabels(canvasElement);
    await expect(labels[0]).toBe('₹0.00');
    await expect(labels.some((l) => l.startsWith('−'))).toBe(false);
  },
};

/** Two markets settled within the same minute: the x axis reads that minute once, not five times. */
export const SameMinute: Story = {
  args: {
    series: [
      { at: '2024-06-02T12:00:05.000Z', net: 57_500 },
      { at: '2024-06-02T12:00:06.000Z', net: 56_350 },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dotShares(canvasElement)).toHaveLength(2));
    const labels = xAxisLabels(canvasElement);
    await expect(labels).toHaveLength(1);
    await expect(new Set(labels).size).toBe(labels.length);
  },
};

export const Mobile: Story = { args: ManyPoints.args, globals: { viewport: { value: 'mobile', isRotated: false } } };
