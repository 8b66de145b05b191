import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductError } from '@/components/product-error';
import { RouteLoading } from '@/components/route-loading';
import { VirtualSportsView, type VirtualEvent, type VirtualResult } from './virtual-sports-page';

const NOW = Date.parse('2030-01-10T12:00:00Z');
const race = (id: string, eventTime: string, over: Partial<VirtualEvent> = {}): VirtualEvent => ({
  exEventId: id,
  sportId: 66101,
  eventName: `${eventTime.slice(11, 16)} Dash Park (Virtual)`,
  eventTime,
  inPlay: false,
  tournamentId: 'v-racing',
  tournamentName: 'Virtual Racing',
  markets: [
    {
      marketId: `${id}.win`,
      status: 'OPEN',
      runners: [
        { runnerId: '1', runnerName: 'Blue Harbour', availableToBack: [{ price: 2.4 }] },
        { runnerId: '2', runnerName: 'Red Admiral', availableToBack: [{ price: 4.2 }] },
      ],
    },
  ],
  ...over,
});
const match: VirtualEvent = {
  ...race('66101302', '2030-01-10T12:04:30Z'),
  eventName: 'Virtual Football: Eagles v Sharks',
  tournamentId: 'v-football',
  tournamentName: 'Virtual Football',
};
const results: VirtualResult[] = [
  { exEventId: '66101101', eventName: '11:58 Pixel Vale (Virtual)', eventTime: '2030-01-10T11:58:00Z', tournamentId: 'v-racing', tournamentName: 'Virtual Racing', score: { kind: 'race', distance: 1000, runners: [{ runnerId: '1', runnerName: 'Night Owl', covered: 1000 }, { runnerId: '2', runnerName: 'Old Faithful', covered: 960 }], finishOrder: ['1', '2'] } },
  { exEventId: '66101100', eventName: 'Virtual Football: Wolves v Bears', eventTime: '2030-01-10T11:56:00Z', tournamentId: 'v-football', tournamentName: 'Virtual Football', score: { kind: 'match', homeName: 'Wolves', awayName: 'Bears', home: 2, away: 1, minute: 90, goals: [] } },
];

const meta = {
  title: 'VirtualSports/VirtualSportsPage',
  component: VirtualSportsView,
  args: { events: [race('66101301', '2030-01-10T12:01:30Z'), match], results, now: NOW },
} satisfies Meta<typeof VirtualSportsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A race and a match every few minutes, each with a countdown and its favourite's price. */
export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByLabelText('Time to start').map((c) => c.textContent)).toEqual(['1:30', '4:30']);
    await expect(canvas.getByRole('link', { name: /Dash Park/ })).toHaveAttribute('href', '/virtualdetails/66101/66101301');
    await expect(canvas.getAllByText(/Fav Blue Harbour 2.4/)).toHaveLength(2);
  },
};
/** The favourite follows the first market's live book once it has one (the query's price until then). */
export const LivePrices: Story = {
  args: {
    books: new Map([
      [
        '66101301.win',
        {
          marketId: '66101301.win',
          status: 'OPEN',
          inPlay: false,
          runners: [
            { runnerId: '1', availableToBack: [{ price: 3.1, size: 5_000 }], availableToLay: [], lastTradedPrice: null },
            { runnerId: '2', availableToBack: [{ price: 1.9, size: 8_000 }], availableToLay: [], lastTradedPrice: null },
          ],
        },
      ],
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Fav Red Admiral 1.9/)).toBeInTheDocument();
    // The match has no live book yet: its query price stands.
    await expect(canvas.getByText(/Fav Blue Harbour 2.4/)).toBeInTheDocument();
  },
};
export const Running: Story = {
  args: { events: [race('66101300', '2030-01-10T11:59:40Z', { inPlay: true }), match] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Live')).toBeInTheDocument();
  },
};
export const Suspended: Story = {
  args: { events: [race('66101301', '2030-01-10T12:01:30Z', { markets: [{ ...race('x', '2030-01-10T12:01:30Z').markets[0]!, status: 'SUSPENDED' }] })] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Suspended')).toBeInTheDocument();
  },
};
export const Settled: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1. Night Owl · 2. Old Faithful')).toBeInTheDocument();
    await expect(canvas.getByText('Wolves 2–1 Bears')).toBeInTheDocument();
  },
};
export const Empty: Story = {
  args: { events: [], results: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No virtual events are scheduled/)).toBeInTheDocument();
  },
};
export const Loading: Story = { render: () => <RouteLoading /> };
export const ErrorState: Story = { render: () => <ProductError title="Virtual sports" /> };
