import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductError } from '@/components/product-error';
import { RouteLoading } from '@/components/route-loading';
import { BinaryView, type BinaryEvent, type BinaryResult } from './binary-page';

const NOW = Date.parse('2030-01-10T12:00:00Z');
const line = (eventId: string, i: number, value: number, status: 'OPEN' | 'SUSPENDED' = 'OPEN'): BinaryEvent['markets'][number] => ({
  marketId: `${eventId}.l${i}`,
  exEventId: eventId,
  kind: 'fancy',
  status,
  inPlay: false,
  totalMatched: 0,
  line: null,
  marketName: `NIFTY 50 ≥ ${value.toLocaleString('en-IN')} at 12:03`,
  minStake: 1_000,
  maxStake: 10_000_000,
  betDelayMs: 0,
  fancy: { yesLine: value, yesRate: 85, noLine: value, noRate: 112, size: null },
  runners: [],
});
const event = (status: 'OPEN' | 'SUSPENDED' = 'OPEN', eventTime = '2030-01-10T12:03:00Z'): BinaryEvent => ({
  exEventId: '66103501',
  sportId: 66103,
  eventName: 'NIFTY 50 at 12:03',
  eventTime,
  inPlay: false,
  markets: [line('66103501', 1, 24_480, status), line('66103501', 2, 24_500, status), line('66103501', 3, 24_520, status)],
});
const results: BinaryResult[] = [{ exEventId: '66103500', eventName: 'NIFTY 50 at 11:57', eventTime: '2030-01-10T11:57:00Z', score: { kind: 'index', index: 24_512 } }];

const meta = {
  title: 'Binary/BinaryPage',
  component: BinaryView,
  args: { events: [event()], results, books: new Map(), scores: { '66103501': { kind: 'index', index: 24_503 } }, now: NOW, onPick: fn(), onOpenBook: fn() },
} satisfies Meta<typeof BinaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** YES/NO lines priced like session markets, the index now and a countdown to the close. */
export const Upcoming: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Time to close')).toHaveTextContent('3:00');
    await expect(canvas.getByText('NIFTY 50 now 24,503')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes NIFTY 50 ≥ 24,500 at 12:03 at 24500 85' }));
    await expect(args.onPick).toHaveBeenCalledWith(
      { kind: 'fancy', marketId: '66103501.l2', runnerName: 'NIFTY 50 ≥ 24,500 at 12:03 YES 24500', side: 'BACK', line: 24_500, rate: 85 },
      expect.objectContaining({ minStake: 1_000 }),
    );
  },
};
export const Suspended: Story = {
  args: { events: [event('SUSPENDED')] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent('Suspended');
  },
};
export const Running: Story = { args: { events: [event('SUSPENDED', '2030-01-10T11:59:59Z')] } };
export const Settled: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('24,512')).toBeInTheDocument();
  },
};
export const Empty: Story = {
  args: { events: [], results: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No binary lines are open/)).toBeInTheDocument();
  },
};
export const Loading: Story = { render: () => <RouteLoading /> };
export const ErrorState: Story = { render: () => <ProductError title="Binary" /> };
