import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListOdds } from '@/features/home/public';
import { EventSearch } from './event-search';

const results = [
  { exEventId: '13001', sportId: 1, sportName: 'Soccer', eventName: 'Arsenal v Liverpool', eventTime: '2030-01-01T15:00:00Z' },
  { exEventId: '41004', sportId: 4, sportName: 'Cricket', eventName: 'India v Australia', eventTime: '2030-01-01T09:00:00Z' },
];

const meta = {
  title: 'Shell/EventSearch',
  component: EventSearch,
  args: { text: '', results: [], open: false, busy: false, error: null, variant: 'dropdown', onTextChange: fn(), onFocus: fn(), onBlur: fn(), onChoose: fn() },
  decorators: [(Story) => <div style={{ background: '#0b3d2e', padding: 12, minHeight: 260 }}><Story /></div>],
} satisfies Meta<typeof EventSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'a');
    await expect(args.onTextChange).toHaveBeenCalledWith('a');
    await expect(canvas.queryByTestId('search-results')).toBeNull();
  },
};

export const Searching: Story = { args: { text: 'ars', open: true, busy: true } };

export const WithResults: Story = {
  args: { text: 'aRs', open: true, results },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByTestId('search-results');
    await expect(box.getBoundingClientRect().width).toBe(300);
    await expect(box.getBoundingClientRect().height).toBe(200);
    await userEvent.click(canvas.getByText('Arsenal v Liverpool'));
    await expect(args.onChoose).toHaveBeenCalledWith(results[0]);
  },
};

export const NoResults: Story = {
  args: { text: 'zzz', open: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No events match “zzz”.')).toBeVisible();
  },
};

export const Failed: Story = { args: { text: 'ars', open: true, error: 'offline' } };

export const MobileList: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { variant: 'list', text: 'v', open: true, results: [...results, ...results.map((r) => ({ ...r, exEventId: `${r.exEventId}b` })), ...results.map((r) => ({ ...r, exEventId: `${r.exEventId}c` }))] },
  decorators: [(Story) => <div style={{ background: '#fff', padding: 12 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('search-results');
    await expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(300);
  },
};

const level = (price: number) => [{ price, size: 250_000 }];
const oddsMarkets = {
  '13001': { marketId: '13001.mo', runners: [{ runnerId: '1', runnerName: 'Arsenal', role: 'HOME' }, { runnerId: '2', runnerName: 'Liverpool', role: 'AWAY' }, { runnerId: '3', runnerName: 'The Draw', role: 'DRAW' }] },
  '41004': { marketId: '41004.mo', runners: [{ runnerId: '1', runnerName: 'India', role: 'HOME' }, { runnerId: '2', runnerName: 'Australia', role: 'AWAY' }] },
} as const;
const pickOdds = fn();
/** Live back prices beside each result (the home lists' odds, compact); 41004 is suspended. */
const oddsFor = (exEventId: string) => {
  const market = oddsMarkets[exEventId as keyof typeof oddsMarkets];
  if (!market) return null;
  const book = {
    marketId: market.marketId,
    status: exEventId === '41004' ? ('SUSPENDED' as const) : ('OPEN' as const),
    inPlay: false,
    runners: market.runners.map((r, i) => ({ runnerId: r.runnerId, availableToBack: level(1.8 + i), availableToLay: level(1.82 + i), lastTradedPrice: null })),
  };
  return <ListOdds market={market} book={book} compact onPick={pickOdds} />;
};

/** Results with their match odds: a click on a price opens the slip on it (not the event); the box stays 300 × 200. */
export const WithOdds: Story = {
  args: { text: 'a', open: true, results, oddsFor },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByTestId('search-results');
    await expect(box.getBoundingClientRect().width).toBe(300);
    await userEvent.click(canvas.getByRole('button', { name: 'Back Liverpool at 2.8' }));
    await expect(pickOdds).toHaveBeenCalledWith(oddsMarkets['13001'].runners[1], 'BACK', 2.8);
    await expect(args.onChoose).not.toHaveBeenCalled();
    await expect(canvas.getByText('Suspended')).toBeVisible();
    // The two-runner market keeps 1 and 2 under the three-runner one's 1 and 2.
    const groups = canvas.getAllByRole('group', { name: 'Match odds' });
    await expect(groups.map((g) => Math.round((g.children[2] as HTMLElement).getBoundingClientRect().left))).toEqual(Array(2).fill(Math.round((groups[0]!.children[2] as HTMLElement).getBoundingClientRect().left)));
  },
};

export const WithOddsMobileList: Story = {
  ...MobileList,
  args: { ...MobileList.args, oddsFor },
};
