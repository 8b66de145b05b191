import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MarketBook } from '@/lib/feed/feed';
import { EventList } from './event-list';
import { ListOdds, type ListOddsMarket } from './list-odds';
import { eventGroupsFixture } from './home-fixtures';
import { ListScore } from './list-score';

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

/** Scores as the score stream sends them, per event of the stories' lists. */
const liveScores: Record<string, Record<string, unknown>> = {
  '41001': { kind: 'cricket', innings: 2, batting: 1, runs: [187, 63], wickets: [6, 2], balls: [120, 33], lastBall: '4' },
  '22001': { kind: 'tennis', sets: [[6, 4]], games: [3, 2], points: [2, 3], server: 0, tiebreak: false, played: 90 },
  '13001': { kind: 'soccer', minute: 67, home: 2, away: 1, events: [] },
};
const scoreFor = (event: { exEventId: string; eventName: string }) => <ListScore eventName={event.eventName} score={liveScores[event.exEventId]} />;
const tennis = { sportId: 2, sportName: 'Tennis', events: eventGroupsFixture[1]!.events };
const soccer = {
  sportId: 1,
  sportName: 'Soccer',
  events: [
    { exEventId: '13001', sportId: 1, eventName: 'Manchester United v West Ham', eventTime: '2030-01-10T11:00:00.000Z', inPlay: true, tournamentName: 'Premier League' },
    { exEventId: '13002', sportId: 1, eventName: 'Everton v Fulham', eventTime: '2030-01-10T15:00:00.000Z', inPlay: false, tournamentName: 'Premier League' },
  ],
};

/** The row of an event, found by its id. */
const rowOf = (canvasElement: HTMLElement, exEventId: string) => canvasElement.querySelector<HTMLElement>(`li[data-event-id="${exEventId}"]`)!;

/** Every in-play row with its live score under the event's name: cricket runs/wickets (overs), tennis sets, games and points, soccer goals and minute. */
export const InPlayScores: Story = {
  args: { oddsFor: mixedOdds, scoreFor },
  render: (args) => (
    <>
      <EventList {...args} />
      <EventList {...args} {...tennis} />
      <EventList {...args} {...soccer} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(rowOf(canvasElement, '41001')).getByTestId('list-score')).toHaveTextContent('MI 187/6 (20.0) · CSK 63/2 (5.3)');
    await expect(within(rowOf(canvasElement, '22001')).getByTestId('list-score')).toHaveTextContent('6-4 3-2 · 30-40');
    await expect(within(rowOf(canvasElement, '13001')).getByTestId('list-score')).toHaveTextContent("2-1 · 67'");
    // Scheduled rows have no score line.
    await expect(within(rowOf(canvasElement, '41002')).queryByTestId('list-score')).toBeNull();
  },
};

/** On a phone the score wraps rather than being cut off: nothing a bettor reads is truncated. */
export const InPlayScoresPhone: Story = {
  ...InPlayScores,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await InPlayScores.play!(context);
    for (const score of within(context.canvasElement).getAllByTestId('list-score')) {
      const line = score.parentElement!;
      await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth);
      await expect(line.getBoundingClientRect().right).toBeLessThanOrEqual(rowOf(context.canvasElement, score.closest('li')!.dataset.eventId!).getBoundingClientRect().right);
    }
  },
};

/** The score's line is kept before the first score arrives: the in-play row has the same height without and with it (no jump). */
export const ScoreLineKept: Story = {
  args: { scoreFor },
  render: (args) => (
    <>
      <EventList {...args} sportId={40} sportName="Cricket, before its score" scoreFor={undefined} />
      <EventList {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const rows = [...canvasElement.querySelectorAll<HTMLElement>('li[data-event-id="41001"]')];
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]!).queryByTestId('list-score')).toBeNull();
    await expect(within(rows[1]!).getByTestId('list-score')).toBeVisible();
    await expect(rows[0]!.getBoundingClientRect().height).toBe(rows[1]!.getBoundingClientRect().height);
  },
};
