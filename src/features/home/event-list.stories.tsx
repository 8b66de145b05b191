import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MarketBook } from '@/lib/feed/feed';
import { EventList } from './event-list';
import { ListOdds, type ListOddsMarket } from './list-odds';
import { eventGroupsFixture } from './home-fixtures';

const cricket = { sportId: 4, sportName: 'Cricket', events: eventGroupsFixture[0]!.events };

const meta = {
  title: 'Home/EventList',
  component: EventList,
  args: { ...cricket, favourites: null, onToggleFavourite: fn(), locale: 'en-GB' },
} satisfies Meta<typeof EventList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/marketdetails/41001/4', '/marketdetails/41002/4', '/marketdetails/41005/4']);
    await expect(canvas.queryByRole('button', { name: /favourites/ })).toBeNull();
  },
};

export const LoggedInWithFavourite: Story = {
  args: { favourites: new Set(['41002']) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Remove Royal Challengers/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Add Mumbai Indians/ }));
    await expect(args.onToggleFavourite).toHaveBeenCalledWith('41001');
  },
};

export const Empty: Story = { args: { sportId: 7522, sportName: 'Basketball', events: [], favourites: null } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } }, args: { favourites: new Set<string>() } };

const level = (price: number) => [{ price, size: 250_000 }];
/** Two-runner (no draw) and three-runner match odds in one list. */
const ROLES = ['HOME', 'AWAY', 'DRAW'] as const;
const mixedMarkets: Record<string, { market: ListOddsMarket; book: MarketBook }> = Object.fromEntries(
  cricket.events.map((event, i) => {
    const names = event.eventName.split(' v ');
    const runners = [...names, ...(i === 1 ? ['The Draw'] : [])].map((runnerName, r) => ({ runnerId: String(r + 1), runnerName, role: ROLES[r] ?? null }));
    const book: MarketBook = {
      marketId: `${event.exEventId}.mo`,
      status: i === 2 ? 'SUSPENDED' : 'OPEN',
      inPlay: event.inPlay,
      runners: runners.map((r, k) => ({ runnerId: r.runnerId, availableToBack: level(1.5 + k + i / 10), availableToLay: level(1.52 + k + i / 10), lastTradedPrice: null })),
    };
    return [event.exEventId, { market: { marketId: book.marketId, runners }, book }];
  }),
);
const mixedOdds = (exEventId: string) => {
  const entry = mixedMarkets[exEventId];
  return entry ? <ListOdds market={entry.market} book={entry.book} onPick={fn()} /> : null;
};

/** Every event's "2" back price, left edge in px: equal when the columns line up. */
const secondColumnLefts = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group', { name: 'Match odds' })
    .map((group) => {
      const pairs = group.children;
      return Math.round((pairs[2] as HTMLElement).getBoundingClientRect().left);
    });

/**
 * A list mixing two- and three-runner markets: the two-runner rows leave the X column empty, so
 * 1, X and 2 line up down the list; a suspended market shows it over its prices.
 */
export const MixedRunnerCounts: Story = {
  args: { oddsFor: mixedOdds },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lefts = secondColumnLefts(canvasElement);
    await expect(lefts).toHaveLength(3);
    await expect(new Set(lefts).size).toBe(1);
    const groups = canvas.getAllByRole('group', { name: 'Match odds' });
    // Two two-runner rows with an empty X, one three-runner row without.
    await expect(groups.map((g) => g.querySelectorAll('[data-column="empty"]').length).sort()).toEqual([0, 1, 1]);
    await expect(canvas.getByText('Suspended')).toBeVisible();
  },
};

/** The same on a phone: back prices only, still in line. */
export const MixedRunnerCountsPhone: Story = {
  args: { oddsFor: mixedOdds },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(new Set(secondColumnLefts(canvasElement)).size).toBe(1);
  },
};
