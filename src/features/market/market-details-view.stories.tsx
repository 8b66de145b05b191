import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LiveStore } from '@/lib/feed/book-store';
import { MATCH_ODDS, matchOddsBook } from './market-fixtures';
import { MarketDetailsView, type EventDetail } from './market-details-view';

const book = matchOddsBook('OPEN', true);

const event: EventDetail = {
  exEventId: '41001',
  sportId: 4,
  sportName: 'Cricket',
  eventName: 'Mumbai Indians v Chennai Super Kings',
  eventTime: '2026-11-21T14:00:00.000Z',
  tournamentName: 'Indian Premier League',
  inPlay: true,
  status: 'IN_PLAY',
  score: { kind: 'cricket', innings: 1, batting: 0, runs: [52, 0], wickets: [1, 0], balls: [38, 0], lastBall: '4' },
  videoId: 'video-1001',
  markets: [
    {
      ...MATCH_ODDS,
      exEventId: '41001',
      status: 'OPEN',
      inPlay: true,
      totalMatched: book.totalMatched ?? 0,
      fancy: null,
      runners: MATCH_ODDS.runners.map((r, i) => ({ ...r, ...book.runners[i]!, lastTradedPrice: book.runners[i]!.lastTradedPrice })),
    },
    {
      marketId: '41001.f6',
      exEventId: '41001',
      marketName: '6 Over Runs MI',
      kind: 'fancy',
      status: 'OPEN',
      inPlay: true,
      totalMatched: 0,
      minStake: 1000,
      maxStake: 10_000_000,
      betDelayMs: 0,
      fancy: { yesLine: 57, yesRate: 100, noLine: 56, noRate: 100 },
      runners: [],
    },
  ],
};

const meta = {
  title: 'Market/MarketDetailsView',
  component: MarketDetailsView,
  args: { event, store: new LiveStore(), profitLoss: new Map(), projected: null, onPick: fn(), onOpenBook: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof MarketDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In play: the event header with the score, the Match Odds grid from the query's book, and a fancy line with its Book button. */
export const InPlay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mumbai Indians v Chennai Super Kings')).toBeVisible();
    const grid = canvas.getByRole('region', { name: 'Match Odds' });
    await userEvent.click(within(grid).getByRole('button', { name: /^Back Mumbai Indians at 1\.84,/ }));
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ side: 'BACK', price: 1.84 }), { minStake: 1000, kind: 'exchange' });
    await expect(canvas.getByText('6 Over Runs MI')).toBeVisible();
  },
};

/** Ball-by-ball pages show only the kinds they ask for: no fancy lines here. */
export const OnlyExchangeKinds: Story = {
  args: { kinds: ['exchange'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('6 Over Runs MI')).toBeNull();
  },
};
