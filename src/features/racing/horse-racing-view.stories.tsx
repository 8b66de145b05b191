import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { EventScore } from '@/lib/feed/feed';
import { HorseRacingView } from './horse-racing-view';
import { RaceCard, type CardRace, type MarketLoad } from './race-card';
import { ASCOT, FINISHED_SCORE, NOW, OFF, OFF_SCORE, RESULTS, RUNNING_SCORE, YORK, ready } from './race-fixtures';

const onPick = fn();

/** The card of each race from fixtures: Ascot in the given state, York upcoming with its runners priced. */
const cards =
  (ascot: { market: MarketLoad; score?: EventScore; now?: number; race?: Partial<CardRace> }) =>
  (race: CardRace) =>
    race.exEventId === ASCOT.exEventId ? (
      <RaceCard race={{ ...race, ...ascot.race }} market={ascot.market} score={ascot.score} now={ascot.now ?? NOW} onPick={onPick} />
    ) : (
      <RaceCard race={race} market={ready('OPEN')} score={undefined} now={ascot.now ?? NOW} onPick={onPick} />
    );

const meta = {
  title: 'Pages/HorseRacing',
  component: HorseRacingView,
  args: { races: [YORK, ASCOT], results: RESULTS, cardOf: cards({ market: ready('OPEN') }) },
} satisfies Meta<typeof HorseRacingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the off: a countdown, every runner with back and lay prices beside it; a price click picks it for the slip. */
export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ascot = canvas.getByRole('region', { name: /14:30 Ascot/ });
    // Races in start order, whatever order the list came in.
    expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)[0]).toMatch(/^14:30 Ascot/);
    expect(within(ascot).getByRole('timer', { name: 'Time to the off' }).textContent).toBe('2:30');
    const row = within(ascot).getByRole('row', { name: /Golden Arrow/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Back Golden Arrow at 3.5, 2.5k' }));
    await expect(onPick).toHaveBeenCalledWith({ kind: 'exchange', marketId: '77001.win', runnerId: '1', runnerName: 'Golden Arrow', side: 'BACK', price: 3.5 }, expect.objectContaining({ minStake: 1_000 }));
  },
};

/** At the off: the race is in play, its market suspended until it reopens with the in-play delay. */
export const Off: Story = {
  args: { cardOf: cards({ market: ready('SUSPENDED', true), score: OFF_SCORE, now: OFF + 1_000, race: { inPlay: true } }) },
  play: async ({ canvasElement }) => {
    const ascot = within(within(canvasElement).getByRole('region', { name: /14:30 Ascot/ }));
    await expect(ascot.getByText('Suspended')).toBeVisible();
    expect(ascot.queryByRole('timer')).toBeNull();
    expect(ascot.getByRole('button', { name: /^Back Golden Arrow at 3.5/ })).toBeDisabled();
  },
};

/** In play: the running order from the score feed, prices live beside the runners. */
export const InPlayRunningOrder: Story = {
  args: { cardOf: cards({ market: ready('OPEN', true), score: RUNNING_SCORE, now: OFF + 40_000, race: { inPlay: true } }) },
  play: async ({ canvasElement }) => {
    const ascot = within(within(canvasElement).getByRole('region', { name: /14:30 Ascot/ }));
    const order = ascot.getByRole('list', { name: 'Running order' });
    expect(within(order).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Night Runner', 'Golden Arrow', 'Silver Storm', 'Desert Wind', 'Royal Flush', 'Lucky Star']);
    expect(ascot.getByText(/3.5f to run of 8f/)).toBeVisible();
  },
};

/** Past the post: the winner and placed runners with their starting prices. */
export const Result: Story = {
  args: { cardOf: cards({ market: ready('CLOSED', true), score: FINISHED_SCORE, now: OFF + 90_000 }) },
  play: async ({ canvasElement }) => {
    const ascot = within(within(canvasElement).getByRole('region', { name: /14:30 Ascot/ }));
    const result = ascot.getByRole('list', { name: 'Result' });
    expect(within(result).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Night RunnerSP 6.4', 'Golden ArrowSP 3.5', 'Desert WindSP 12']);
    expect(ascot.queryByRole('table')).toBeNull();
  },
};

/** No races today, no results yet. */
export const Empty: Story = {
  args: { races: [], results: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No races today/)).toBeVisible();
    await expect(canvas.getByText(/No race has finished yet today/)).toBeVisible();
  },
};

/** The runners and prices on their way (the race list is here). */
export const Loading: Story = {
  args: { races: [ASCOT], cardOf: cards({ market: { state: 'loading' } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading runners and prices…');
  },
};

const retry = fn();
/** The runners and prices could not be read: say so, offer a retry. */
export const Error: Story = {
  args: { races: [ASCOT], cardOf: cards({ market: { state: 'error', retry } }) },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};

/** A phone (390 px): the best back and lay beside each runner, tall enough to tap. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const ascot = within(within(canvasElement).getByRole('region', { name: /14:30 Ascot/ }));
    const row = ascot.getByRole('row', { name: /Golden Arrow/ });
    const back = within(row).getByRole('button', { name: /^Back Golden Arrow at 3.5/ });
    const box = back.getBoundingClientRect();
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
