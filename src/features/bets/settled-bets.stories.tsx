import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BET_HISTORY_PATH, SettledBets } from './settled-bets';

const meta = {
  title: 'Panels/SettledBets',
  component: SettledBets,
  args: { status: 'ready', bets: [], onRetry: fn() },
  decorators: [(Story) => <div style={{ width: 300 }}><Story /></div>],
} satisfies Meta<typeof SettledBets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing of the event settled yet: a plain note, and the way to the full history. */
export const NoneSettled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No settled bets in this event yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bet history' })).toHaveAttribute('href', BET_HISTORY_PATH);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A settled fancy bet: its line and rate ("Yes 53 @ 100"), not odds 100.00. */
export const SettledFancy: Story = {
  args: { bets: [{ betId: 'f1', marketName: '6 Over Runs IND', selectionName: 'YES 53', type: 'B', line: 53, oddsPrice: 100, stake: 50_000, state: 'SETTLED', profitAndLoss: 50_000 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Yes 53 @ 100')).toBeVisible();
  },
};

/** Won, lost and void bets, each with its profit or loss as the exchange settled it. */
export const SomeSettled: Story = {
  args: {
    bets: [
      { betId: 's1', marketName: 'Match Odds', selectionName: 'England', type: 'B', oddsPrice: 3, stake: 40_000, state: 'SETTLED', profitAndLoss: 80_000 },
      { betId: 's2', marketName: 'Match Odds', selectionName: 'South Africa', type: 'L', oddsPrice: 4.2, stake: 10_000, state: 'SETTLED', profitAndLoss: -32_000 },
      { betId: 's3', marketName: 'Bookmaker', selectionName: 'South Africa', type: 'B', oddsPrice: 2.1, stake: 20_000, state: 'VOIDED', profitAndLoss: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.map((r) => r.getAttribute('data-result'))).toEqual(['won', 'lost', 'void']);
    await expect(within(rows[0]!).getByText('Won')).toBeVisible();
    await expect(within(rows[0]!).getByText('+₹800.00')).toBeVisible();
    await expect(within(rows[1]!).getByText('Lost')).toBeVisible();
    await expect(within(rows[1]!).getByText('−₹320.00')).toBeVisible();
    await expect(rows[1]).toHaveAttribute('data-side', 'lay');
    await expect(within(rows[2]!).getByText('Void')).toBeVisible();
    await expect(within(rows[2]!).getByText('Bookmaker')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bet history' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading settled bets…')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Settled Bets' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The read failed: said so, with a retry; the history link still works. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Settled bets could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Bet history' })).toBeVisible();
  },
};
