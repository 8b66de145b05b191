import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductError } from '@/components/product-error';
import { RouteLoading } from '@/components/route-loading';
import { LotteryView, type LotteryDraw, type LotteryResult } from './lottery-page';

const NOW = Date.parse('2030-01-10T12:00:00Z');
const markets = (status: 'OPEN' | 'SUSPENDED') => [
  { marketId: 'd.digit', marketName: 'Last Digit 12:03', status },
  { marketId: 'd.hilo', marketName: 'Low 0–4 / High 5–9', status },
];
const draw = (id: string, eventTime: string, over: Partial<LotteryDraw> = {}): LotteryDraw => ({
  exEventId: id,
  sportId: 66104,
  eventName: `Digit Draw ${eventTime.slice(11, 16)}`,
  eventTime,
  inPlay: false,
  tournamentName: 'Daily Lottery',
  markets: markets('OPEN'),
  ...over,
});
const results: LotteryResult[] = [
  { exEventId: '66104111', eventName: 'Digit Draw 11:57', eventTime: '2030-01-10T11:57:00Z', score: { kind: 'lottery', revealed: [3, 3, 1, 7], digits: 4, number: 3317, lastDigit: 7 } },
  { exEventId: '66104110', eventName: 'Digit Draw 11:54', eventTime: '2030-01-10T11:54:00Z', score: { kind: 'lottery', revealed: [0, 9, 4, 2], digits: 4, number: 942, lastDigit: 2 } },
];

const meta = {
  title: 'Lottery/LotteryPage',
  component: LotteryView,
  args: { draws: [draw('66104201', '2030-01-10T12:03:00Z'), draw('66104202', '2030-01-10T12:06:00Z')], results, now: NOW },
} satisfies Meta<typeof LotteryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open draws count down to their draw; each links to its details page. */
export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByLabelText('Time to draw').map((c) => c.textContent)).toEqual(['3:00', '6:00']);
    await expect(canvas.getByRole('link', { name: /Digit Draw 12:03/ })).toHaveAttribute('href', '/lotterydetails/66104201/66104');
  },
};

export const Running: Story = {
  args: { draws: [draw('66104200', '2030-01-10T11:59:50Z', { inPlay: true, markets: markets('SUSPENDED') }), draw('66104201', '2030-01-10T12:03:00Z')] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Drawing')).toBeInTheDocument();
  },
};

export const Suspended: Story = {
  args: { draws: [draw('66104201', '2030-01-10T12:03:00Z', { markets: markets('SUSPENDED') })] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Suspended')).toBeInTheDocument();
  },
};

/** Recent results show the number drawn, its last digit (what Last Digit settles on) marked. */
export const Settled: Story = {
  args: { draws: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Drawn 3317, last digit 7' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { draws: [], results: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No draws are open right now/)).toBeInTheDocument();
    await expect(within(canvasElement).getByText('No draws have been made yet.')).toBeInTheDocument();
  },
};

export const Loading: Story = { render: () => <RouteLoading /> };
export const ErrorState: Story = {
  render: () => <ProductError title="Lottery" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Lottery could not be loaded');
  },
};
