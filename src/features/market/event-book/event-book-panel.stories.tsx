import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { combineEventBook, eventBookWhatIf, type RunnerMarketBook } from '@domain/event-book';
import { runAmountBook } from '@domain/fancy';
import { EventBookPanel } from './event-book-panel';

const matchOdds = (p: [number, number, number]): RunnerMarketBook => ({
  marketId: '41004.mo',
  marketName: 'Match Odds',
  runners: [
    { runnerId: '1', runnerName: 'India', profit: p[0] },
    { runnerId: '2', runnerName: 'Australia', profit: p[1] },
    { runnerId: '3', runnerName: 'The Draw', profit: p[2] },
  ],
});
const bookmaker = (p: [number, number]): RunnerMarketBook => ({
  marketId: '41004.bm',
  marketName: 'Bookmaker',
  runners: [
    { runnerId: '1', runnerName: 'India', profit: p[0] },
    { runnerId: '2', runnerName: 'Australia', profit: p[1] },
  ],
});
/** Back India ₹100 at 2.50 (match odds), lay India ₹50 at 1.80 (bookmaker), YES 52 for ₹20 on 6 overs. */
const book = combineEventBook(
  [matchOdds([15_000, -10_000, -10_000]), bookmaker([-4_000, 5_000])],
  [{ marketId: '41004.f6', marketName: '6 Over Runs IND', rows: runAmountBook([{ side: 'BACK', line: 52, rate: 100, stake: 2_000 }]) }],
);
const none = combineEventBook([matchOdds([0, 0, 0]), bookmaker([0, 0])], []);

const meta = {
  title: 'Market/EventBookPanel',
  component: EventBookPanel,
  args: { state: 'ready', book, whatIf: null, onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof EventBookPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Positions: each result over match odds and bookmaker, the fancy line as its own run book. */
export const Positions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = canvas.getByRole('table', { name: /If each result happens/ });
    await expect(within(results).getByRole('row', { name: /India/ })).toHaveTextContent('+₹110.00');
    await expect(within(results).getByRole('row', { name: /Australia/ })).toHaveTextContent('−₹50.00');
    await expect(within(results).getByRole('row', { name: /The Draw/ })).toHaveTextContent('−₹100.00');
    const runs = canvas.getByRole('table', { name: /6 Over Runs IND/ });
    await expect(within(runs).getByRole('row', { name: /51 or less/ })).toHaveTextContent('−₹20.00');
    await expect(within(runs).getByRole('row', { name: /52 or more/ })).toHaveTextContent('+₹20.00');
    await expect(canvas.getByText(/not added to the results above/)).toBeVisible();
  },
};

/** The slip backs Australia ₹10 at 3.00: a second column shows the book with it matched. */
export const WithSlip: Story = {
  args: { whatIf: eventBookWhatIf(book, { kind: 'runner', market: matchOdds([0, 0, 0]), bet: { runnerId: '2', side: 'BACK', odds100: 300, stake: 1_000 } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('With the bet slip')).toBeVisible();
    const row = within(canvas.getByRole('table', { name: /If each result happens/ })).getByRole('row', { name: /Australia/ });
    await expect(row).toHaveTextContent('−₹50.00');
    await expect(row).toHaveTextContent('−₹30.00');
  },
};

/** The slip is on a new fancy line: its run book appears with the what-if column. */
export const WithFancySlip: Story = {
  args: { whatIf: eventBookWhatIf(book, { kind: 'fancy', market: { marketId: '41004.f10', marketName: '10 Over Runs IND' }, bet: { side: 'LAY', line: 84, rate: 100, stake: 5_000 } }) },
  play: async ({ canvasElement }) => {
    const runs = within(canvasElement).getByRole('table', { name: /10 Over Runs IND/ });
    await expect(within(runs).getByRole('row', { name: /84 or more/ })).toHaveTextContent('−₹50.00');
  },
};

/** No position on the event: no bets yet, or bets that cancel out. */
export const NoPositions: Story = {
  args: { book: none },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No result wins or loses you anything: no position on this event/)).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** No bets yet, but a bet in the slip: the what-if shows what it would pay. */
export const NoPositionsWithSlip: Story = {
  args: { book: none, whatIf: eventBookWhatIf(none, { kind: 'runner', market: bookmaker([0, 0]), bet: { runnerId: '1', side: 'BACK', odds100: 180, stake: 10_000 } }) },
  play: async ({ canvasElement }) => {
    const row = within(within(canvasElement).getByRole('table')).getByRole('row', { name: /India/ });
    await expect(row).toHaveTextContent('+₹80.00');
  },
};

export const Loading: Story = {
  args: { state: 'loading', book: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Reading your book/)).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: 'error', book: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be read');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  args: { whatIf: WithSlip.args!.whatIf },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
