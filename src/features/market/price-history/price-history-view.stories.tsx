import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PriceHistoryView } from './price-history-view';
import { xAxisLabels } from '@/lib/chart-checks';

const start = Date.parse('2026-11-22T14:00:00Z');
const points = Array.from({ length: 40 }, (_, i) => {
  const average = Math.round((1.9 + Math.sin(i / 5) * 0.08 - i * 0.002) * 100) / 100;
  return { at: new Date(start + i * 30_000).toISOString(), open: average, high: Math.round((average + 0.02) * 100) / 100, low: Math.round((average - 0.01) * 100) / 100, close: average, average, volume: 20_000 + ((i * 7919) % 13) * 15_000, trades: 1 + (i % 4) };
});

const meta = {
  title: 'Market/Price history',
  component: PriceHistoryView,
  args: { state: { kind: 'ready', bucketMs: 30_000, points }, onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof PriceHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: { kind: 'loading' } } };

export const NoTradesYet: Story = {
  args: { state: { kind: 'ready', bucketMs: 1000, points: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No trades yet on this runner');
  },
};

export const Failed: Story = {
  args: { state: { kind: 'error', message: 'Network error.' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Traded prices over volume; the chart module loads lazily when the view first shows data. */
export const WithTrades: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('price-history-chart')).toBeInTheDocument(), { timeout: 10_000 });
    await expect(canvas.getByTestId('price-history-last')).toHaveTextContent(points.at(-1)!.average.toFixed(2));
  },
};

/** Two minutes of trading, in 15 s buckets: the axis reads to the second, each tick a different time (not five of one minute). */
export const FirstMinutes: Story = {
  args: { state: { kind: 'ready', bucketMs: 15_000, points: points.slice(0, 9).map((p, i) => ({ ...p, at: new Date(start + i * 15_000).toISOString() })) } },
  play: async ({ canvasElement }) => {
    const labels = await waitFor(
      () => {
        const drawn = xAxisLabels(canvasElement);
        expect(drawn.length).toBeGreaterThan(1);
        return drawn;
      },
      { timeout: 10_000 },
    );
    await expect(new Set(labels).size).toBe(labels.length);
    await expect(labels.every((l) => /\d{1,2}:\d{2}:\d{2}/.test(l))).toBe(true);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
