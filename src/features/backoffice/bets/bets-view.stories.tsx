import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectUnderHeader, headerCell } from '@/features/backoffice/risk/under-header';
import { BetTicker } from './bet-ticker';
import { downlineBets, manyBets, storyFilter, storyNow, storySports, tickerBet } from './bets-fixtures';
import { BetsView } from './bets-view';
import { EMPTY_TICKER, tickerReducer } from './ticker';

/** The ticker as the page runs it (a reducer fed by the subscription); here a button sends the next bet. */
function RunningTicker({ start = 0 }: { start?: number }) {
  const initial = Array.from({ length: start }, (_, i) => tickerBet(i + 1)).reduce((s, bet) => tickerReducer(s, { type: 'bet.arrive', bet }), EMPTY_TICKER);
  const [ticker, send] = useReducer(tickerReducer, initial);
  const next = ticker.shown.length + ticker.held.length + 1;
  return (
    <>
      <button type="button" onClick={() => send({ type: 'bet.arrive', bet: tickerBet(start + next + 100) })}>
        Next bet
      </button>
      <BetTicker ticker={ticker} onPause={() => send({ type: 'ticker.pause' })} onResume={() => send({ type: 'ticker.resume' })} />
    </>
  );
}

const meta = {
  title: 'Back office/Bets',
  component: BetsView,
  args: { bets: downlineBets, pageStart: 0, hasOlder: true, onOlder: fn(), onNewer: fn(), filter: storyFilter, sports: storySports, onChange: fn(), now: storyNow, error: null, ticker: <RunningTicker start={6} /> },
} satisfies Meta<typeof BetsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBets: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const lay = canvasElement.querySelector<HTMLElement>('tbody tr[data-side="LAY"]')!;
    await expectUnderHeader(headerCell(table, 'Stake'), within(lay).getByText('₹5,000.00'));
    await expectUnderHeader(headerCell(table, 'Matched'), within(lay).getByText('₹2,500.00'));
    await expectUnderHeader(headerCell(table, 'Status'), within(lay).getByText('Unmatched'));
    await expectUnderHeader(headerCell(table, 'Price'), canvas.getByText('No 52 @ 100'));
    await expect(canvas.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Older' }));
    await expect(args.onOlder).toHaveBeenCalled();
  },
};

export const Filtering: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('User'), ' demo2 {Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...storyFilter, userName: 'demo2' });
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'SETTLED');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'SETTLED' }));
    await userEvent.selectOptions(canvas.getByLabelText('Sport'), 'Soccer');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sportId: '1' }));
    await expect(canvas.getByRole('combobox', { name: 'Date range' })).toBeVisible();
  },
};

/** New bets arrive on top; paused, the list stands still and counts what waits; resumed, they show. */
export const TickerRunning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = () => within(canvas.getByRole('list', { name: 'Latest bets, newest first' })).getAllByRole('listitem');
    await expect(list()).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Next bet' }));
    await expect(list()).toHaveLength(7);
    await expect(list()[0]).toHaveTextContent('bettor2');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next bet' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next bet' }));
    await expect(list()).toHaveLength(7);
    await expect(canvas.getByText('Paused · 2 waiting')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
    await expect(list()).toHaveLength(9);
  },
};

/** Sixty bets have streamed in: the ticker holds the last fifty. */
export const TickerFull: Story = {
  args: { ticker: <RunningTicker start={60} /> },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('list', { name: 'Latest bets, newest first' })).getAllByRole('listitem')).toHaveLength(50);
  },
};

export const Loading: Story = { args: { bets: null } };
export const Empty: Story = {
  args: { bets: [], hasOlder: false, ticker: <RunningTicker /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No bets of your downline match these filters.')).toBeVisible();
  },
};
export const LoadError: Story = { args: { bets: [], hasOlder: false, error: 'The bets could not be loaded: the exchange could not be reached.' } };
export const LoadingPage: Story = { args: { paging: true, pageStart: 50 } };
/** A master with hundreds of matching bets, on the third page of fifty. */
export const Large: Story = {
  args: { bets: manyBets(300).slice(100, 150), pageStart: 100 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(50);
    await expect(canvas.getByText('Bets 101–150')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Newer' }));
    await expect(args.onNewer).toHaveBeenCalled();
  },
};
export const LastPage: Story = {
  args: { hasOlder: false, pageStart: 250 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Older' })).toBeDisabled();
  },
};
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const ticker = within(canvasElement).getByRole('region', { name: 'New bets' });
    const table = within(canvasElement).getByRole('region', { name: 'Bet list' });
    await expect(ticker.getBoundingClientRect().bottom).toBeLessThanOrEqual(table.getBoundingClientRect().top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
