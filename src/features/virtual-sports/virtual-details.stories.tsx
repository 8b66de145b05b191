import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductError } from '@/components/product-error';
import { RouteLoading } from '@/components/route-loading';
import { VirtualDetailsView } from './virtual-details';

const NOW = Date.parse('2030-01-10T12:00:00Z');
const runners = [
  { runnerId: '1', runnerName: 'Blue Harbour', covered: 620 },
  { runnerId: '2', runnerName: 'Red Admiral', covered: 655 },
  { runnerId: '3', runnerName: 'Night Owl', covered: 540 },
];
const next = { exEventId: '66101402', sportId: 66101, eventName: '12:03 Sprint Downs (Virtual)', eventTime: '2030-01-10T12:03:00Z', inPlay: false, tournamentName: 'Virtual Racing' };

const meta = {
  title: 'VirtualSports/VirtualDetails',
  component: VirtualDetailsView,
  args: { eventName: '12:01 Dash Park (Virtual)', eventTime: '2030-01-10T12:01:00Z', state: 'upcoming', score: null, next, now: NOW },
} satisfies Meta<typeof VirtualDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Time to start')).toHaveTextContent('1:00');
  },
};
export const Suspended: Story = { args: { state: 'suspended' } };
/** The race as it runs: each runner's marker at the distance covered. */
export const RunningRace: Story = {
  args: { eventTime: '2030-01-10T11:59:50Z', state: 'running', score: { kind: 'race', distance: 1000, runners, finishOrder: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Red Admiral running 1')).toHaveTextContent('655m');
  },
};
export const RunningMatch: Story = {
  args: {
    eventName: 'Virtual Football: Eagles v Sharks',
    eventTime: '2030-01-10T11:59:30Z',
    state: 'running',
    score: { kind: 'match', homeName: 'Eagles', awayName: 'Sharks', home: 1, away: 0, minute: 37, goals: [{ minute: 22, side: 'home' }] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Score')).toHaveTextContent('1 – 0');
  },
};
/** Finished: the result, settlement, and the next event offered. */
export const Settled: Story = {
  args: { eventTime: '2030-01-10T11:58:00Z', state: 'settled', score: { kind: 'race', distance: 1000, runners: runners.map((r, i) => ({ ...r, covered: 1000 - i * 30 })), finishOrder: ['1', '2', '3'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Result: 1. Blue Harbour · 2. Red Admiral · 3. Night Owl. Bets are settled.');
    await expect(canvas.getByRole('link', { name: 'Bet on the next' })).toHaveAttribute('href', '/virtualdetails/66101/66101402');
  },
};
export const SettledNoNext: Story = { args: { ...Settled.args, next: null } };
export const Loading: Story = { render: () => <RouteLoading /> };
export const ErrorState: Story = { render: () => <ProductError title="This virtual event" /> };
