import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { betSlipMachine } from '../../../machines/bet-slip.machine';
import type { PlaceBetRequest, PlaceBetResult } from '../../../machines/bet-slip.types';
import { BetSlipPanel } from './bet-slip-panel';
import { EMPTY_SLIP, slipView } from './bet-slip-fixtures';
import { connectBetSlip } from './connect-bet-slip';
import { oneClickEvent } from './one-click';

const meta = {
  title: 'Panels/BetSlipPanel',
  component: BetSlipPanel,
  args: { view: EMPTY_SLIP, send: fn() },
  decorators: [(Story) => <div style={{ width: 300 }}><Story /></div>],
} satisfies Meta<typeof BetSlipPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const slip = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Bet Slip' });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(slip(canvasElement)).toHaveAttribute('data-state', 'empty');
    await expect(within(canvasElement).getByText('Click on the odds to add selections to the bet slip.')).toBeVisible();
  },
};

/** A back bet: odds step on the ladder, quick stakes, profit = stake × (odds − 1), liability = stake. */
export const Back: Story = {
  args: { view: slipView() },
  play: async ({ canvasElement, args }) => {
    const panel = within(slip(canvasElement));
    await expect(slip(canvasElement)).toHaveAttribute('data-side', 'back');
    await expect(panel.getByTestId('slip-profit')).toHaveTextContent('₹85.00');
    await expect(panel.getByTestId('slip-liability')).toHaveTextContent('₹100.00');
    await userEvent.click(panel.getByRole('button', { name: 'Higher odds' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'price.up' });
    await userEvent.click(panel.getByRole('button', { name: '₹500' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'stake.quick', amount: 50_000 });
    await userEvent.click(panel.getByRole('button', { name: 'Place Bet' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'bet.place' });
  },
};

/** A lay bet: profit = the backer's stake, liability = stake × (odds − 1). */
export const Lay: Story = {
  args: {
    view: slipView({ selection: { kind: 'exchange', marketId: '41001.mo', runnerId: '2', runnerName: 'Chennai Super Kings', side: 'LAY', price: 2.2 }, price: 2.2, stake: 10_000, profit: 10_000, liability: 12_000 }),
  },
  play: async ({ canvasElement }) => {
    await expect(slip(canvasElement)).toHaveAttribute('data-side', 'lay');
    await expect(within(slip(canvasElement)).getByTestId('slip-liability')).toHaveTextContent('₹120.00');
  },
};

export const InvalidStake: Story = {
  args: { view: slipView({ state: 'needsFixing', stake: 500, profit: 425, liability: 500, errors: ['INVALID_BET_SIZE'] }) },
  play: async ({ canvasElement }) => {
    const panel = within(slip(canvasElement));
    await expect(panel.getByRole('alert')).toHaveTextContent('Minimum stake is ₹10.00.');
    await expect(panel.getByRole('button', { name: 'Place Bet' })).toBeDisabled();
  },
};

export const InsufficientFunds: Story = {
  args: { view: slipView({ state: 'needsFixing', stake: 25_000_000, profit: 21_250_000, liability: 25_000_000, errors: ['INSUFFICIENT_FUNDS'], available: 120_000 }) },
  play: async ({ canvasElement }) => {
    await expect(within(slip(canvasElement)).getByRole('alert')).toHaveTextContent('Not enough available balance');
    await expect(within(slip(canvasElement)).getByRole('alert')).toHaveTextContent('Available: ₹1,200.00.');
  },
};

export const Placing: Story = {
  args: { view: slipView({ state: 'placing' }) },
  play: async ({ canvasElement }) => {
    await expect(within(slip(canvasElement)).getByRole('status')).toHaveTextContent('Placing your bet…');
    await expect(within(slip(canvasElement)).queryByRole('button', { name: 'Place Bet' })).toBeNull();
  },
};

/** In play: the bet waits out the market's delay, counted down. */
export const InPlayDelay: Story = {
  args: { view: slipView({ state: 'waiting', delaySeconds: 3 }) },
  play: async ({ canvasElement }) => {
    await expect(within(slip(canvasElement)).getByTestId('slip-delay')).toHaveTextContent('3s');
  },
};

/**
 * Asked 1.85, matched better at an average of 1.98 (issue 19: the slip said "matched at 1.94, Profit
 * 94.00" while My Bets showed 1.98 and +98): the confirmation shows the exchange's average price and
 * the profit at it.
 */
export const Matched: Story = {
  args: {
    view: slipView({ state: 'matched', outcome: { status: 'EXECUTION_COMPLETE', betId: 'b-1', sizeMatched: 10_000, averagePriceMatched: 1.98, sizeRemaining: 0, errorCode: null }, matched: { profit: 9800, liability: 10_000 } }),
  },
  play: async ({ canvasElement }) => {
    const status = within(slip(canvasElement)).getByRole('status');
    await expect(status).toHaveTextContent('Bet matched: Mumbai Indians — ₹100.00 at 1.98 (average).');
    await expect(within(status).getByTestId('slip-matched-profit')).toHaveTextContent('₹98.00');
    await expect(within(status).queryByTestId('slip-unmatched-size')).toBeNull();
  },
};

/** Part matched at its average price, the remainder unmatched on the book. */
export const PartlyMatched: Story = {
  args: {
    view: slipView({ state: 'partlyMatched', outcome: { status: 'EXECUTABLE', betId: 'b-1', sizeMatched: 4000, averagePriceMatched: 1.86, sizeRemaining: 6000, errorCode: null }, matched: { profit: 3440, liability: 4000 } }),
  },
  play: async ({ canvasElement }) => {
    const status = within(slip(canvasElement)).getByRole('status');
    await expect(status).toHaveTextContent('Partly matched: Mumbai Indians — ₹40.00 at 1.86 (average).');
    await expect(within(status).getByTestId('slip-matched-profit')).toHaveTextContent('₹34.40');
    await expect(within(status).getByTestId('slip-unmatched-size')).toHaveTextContent('₹60.00');
    await expect(status).toHaveTextContent('unmatched at 1.85 waits in Unmatched Bets');
  },
};

export const Unmatched: Story = {
  args: { view: slipView({ state: 'unmatched', outcome: { status: 'EXECUTABLE', betId: 'b-1', sizeMatched: 0, averagePriceMatched: null, sizeRemaining: 10_000, errorCode: null } }) },
};

/** Just opened (the phone's bottom sheet): no stake typed yet, so no error — only a disabled Place Bet. */
export const NothingTypedYet: Story = {
  args: { view: slipView({ state: 'needsFixing', stake: 0, profit: 0, liability: 0, errors: [] }) },
  play: async ({ canvasElement }) => {
    const panel = within(slip(canvasElement));
    await expect(panel.queryByRole('alert')).toBeNull();
    await expect(panel.getByRole('button', { name: 'Place Bet' })).toBeDisabled();
  },
};

/** The exchange's code, in words, with retry and edit. */
export const Rejected: Story = {
  args: { view: slipView({ state: 'rejected', outcome: { status: 'REJECTED', betId: null, sizeMatched: 0, averagePriceMatched: null, sizeRemaining: 0, errorCode: 'MARKET_SUSPENDED' } }) },
  play: async ({ canvasElement, args }) => {
    const panel = within(slip(canvasElement));
    await expect(panel.getByRole('alert')).toHaveTextContent('The market is suspended right now.');
    await userEvent.click(panel.getByRole('button', { name: 'Try again' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'bet.retry' });
  },
};

/** An in-play bet lapsed at its delay's end: the market suspended meanwhile (the order push's lapse reason). */
export const LapsedMarketSuspended: Story = {
  args: { view: slipView({ state: 'rejected', outcome: { status: 'LAPSED', betId: 'b-1', sizeMatched: 0, averagePriceMatched: null, sizeRemaining: 0, errorCode: 'MARKET_SUSPENDED' } }) },
  play: async ({ canvasElement, args }) => {
    const panel = within(slip(canvasElement));
    await expect(panel.getByRole('alert')).toHaveTextContent('Bet lapsed, nothing matched. The market is suspended right now. Try again when it reopens.');
    await userEvent.click(panel.getByRole('button', { name: 'Try again' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'bet.retry' });
  },
};

/** The exchange refused the bet under overload (SERVICE_BUSY, docs/overload.md): the wait it names, the bet kept for one-click retry. */
export const RejectedBusy: Story = {
  args: { view: slipView({ state: 'rejected', outcome: { status: 'REJECTED', betId: null, sizeMatched: 0, averagePriceMatched: null, sizeRemaining: 0, errorCode: 'SERVICE_BUSY', retryAfterS: 1 } }) },
  play: async ({ canvasElement, args }) => {
    const panel = within(slip(canvasElement));
    await expect(panel.getByTestId('slip-error')).toHaveTextContent('The exchange is busy — try again in 1 s.');
    await expect(panel.getByText('Mumbai Indians')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Try again' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'bet.retry' });
  },
};

/** Too many of the bettor's own bets waiting (TOO_MANY_REQUESTS). */
export const RejectedTooMany: Story = {
  args: { view: slipView({ state: 'rejected', outcome: { status: 'REJECTED', betId: null, sizeMatched: 0, averagePriceMatched: null, sizeRemaining: 0, errorCode: 'TOO_MANY_REQUESTS', retryAfterS: 1 } }) },
  play: async ({ canvasElement }) => {
    await expect(within(slip(canvasElement)).getByTestId('slip-error')).toHaveTextContent('Too many bets at once — try again in 1 s.');
  },
};

/** A loss limit the bettor set refused the bet (issue #47): the room it leaves, from the exchange. */
export const RejectedLossLimit: Story = {
  args: { view: slipView({ state: 'rejected', outcome: { status: 'REJECTED', betId: null, sizeMatched: 0, averagePriceMatched: null, sizeRemaining: 0, errorCode: 'LOSS_LIMIT_EXCEEDED', retryAfterS: null, limitRemaining: 125_050 } }) },
  play: async ({ canvasElement }) => {
    await expect(within(slip(canvasElement)).getByTestId('slip-error')).toHaveTextContent('This bet would take you past your loss limit: ₹1,250.50 of room is left.');
  },
};

/** A time-out in force (issue #47): no bets until it ends. */
export const RejectedTimedOut: Story = {
  args: { view: slipView({ state: 'rejected', outcome: { status: 'REJECTED', betId: null, sizeMatched: 0, averagePriceMatched: null, sizeRemaining: 0, errorCode: 'TIMED_OUT', retryAfterS: null } }) },
  play: async ({ canvasElement }) => {
    await expect(within(slip(canvasElement)).getByTestId('slip-error')).toHaveTextContent('You are on a time-out: no bets until it ends.');
  },
};

/** The price moved against the bettor's odds-change setting: the new price waits for a confirm. */
export const OddsChanged: Story = {
  args: { view: slipView({ state: 'priceMoved', priceMove: { from: 1.85, to: 1.8, better: false } }) },
  play: async ({ canvasElement, args }) => {
    const panel = within(slip(canvasElement));
    await expect(panel.getByRole('alert')).toHaveTextContent('The price moved from 1.85 to 1.80 (worse for you). Place at 1.80?');
    await userEvent.click(panel.getByRole('button', { name: 'Place at 1.80' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'odds.accept' });
  },
};

/** A fancy bet: its line and rate ("Yes 54 @ 100"), not ladder odds. */
export const FancyYes: Story = {
  args: {
    view: slipView({ priceMode: 'rate', selection: { kind: 'fancy', marketId: '41001.f6', runnerName: '6 Over Runs MI YES 54', side: 'BACK', line: 54, rate: 100 }, price: 0, rate: 100, profit: 10_000 }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(slip(canvasElement)).getByTestId('slip-price')).toHaveTextContent('100');
    await expect(within(slip(canvasElement)).getByText('Yes 54 @ 100')).toBeVisible();
  },
};

/** A fancy NO bet at line 44, rate 90. */
export const FancyNo: Story = {
  args: {
    view: slipView({ priceMode: 'rate', selection: { kind: 'fancy', marketId: '41001.f6', runnerName: '6 Over Runs MI NO 44', side: 'LAY', line: 44, rate: 90 }, price: 0, rate: 90, liability: 9_000 }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(slip(canvasElement)).getByText('No 44 @ 90')).toBeVisible();
  },
};

/** The real bet-slip machine with a fake exchange that matches everything (after answering `refusals` first, in turn): step through by hand. */
function MachineSlip({ refusals = [] }: { refusals?: PlaceBetResult[] }) {
  const [pending] = useState(() => [...refusals]);
  const actor = useActorRef(
    betSlipMachine.provide({
      actors: {
        // Asked 1.85, matched at 1.9 on average: the confirmation shows the exchange's price.
        placeBet: fromPromise<PlaceBetResult, PlaceBetRequest>(async ({ input }) => pending.shift() ?? { betId: 'b-story', status: 'EXECUTION_COMPLETE', sizeMatched: input.size, sizeRemaining: 0, averagePriceMatched: 1.9 }),
      },
    }),
    { input: { minStake: 1000, available: 100_000, quickStakes: [10_000, 50_000, 100_000], outcomeDisplayMs: 60_000 } },
  );
  const snapshot = useSelector(actor, (s) => s);
  return (
    <>
      <button type="button" onClick={() => actor.send({ type: 'selection.choose', selection: { kind: 'exchange', marketId: '41001.mo', runnerId: '1', runnerName: 'Mumbai Indians', side: 'BACK', price: 1.84 } })}>
        Back Mumbai Indians at 1.84
      </button>
      <button type="button" onClick={() => actor.send(oneClickEvent({ marketId: '41001.mo', runnerId: '1', runnerName: 'Mumbai Indians', side: 'BACK', price: 1.84 }, 5000))}>
        One click: back Mumbai Indians at 1.84 for 50
      </button>
      <BetSlipPanel view={connectBetSlip(snapshot)} send={actor.send} />
    </>
  );
}

export const WithMachine: Story = {
  render: () => <MachineSlip />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Back Mumbai Indians at 1.84' }));
    await expect(slip(canvasElement)).toHaveAttribute('data-state', 'needsFixing');
    // Nothing typed yet: no error shown.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '₹1,000' }));
    await expect(canvas.getByTestId('slip-profit')).toHaveTextContent('₹840.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Higher odds' }));
    await expect(canvas.getByRole('textbox', { name: 'Odds' })).toHaveValue('1.85');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Stake' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Stake' }), '2000');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not enough available balance');
    await userEvent.click(canvas.getByRole('button', { name: '₹500' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place Bet' }));
    await expect(await canvas.findByText(/Bet matched/)).toBeVisible();
    await expect(canvas.getByTestId('slip-matched-price')).toHaveTextContent('1.90');
    await expect(canvas.getByTestId('slip-matched-profit')).toHaveTextContent('450.00');
  },
};

/** One-click betting (the ladder's click) goes through the same machine: placed at once with the one-click stake, the slip shows the exchange's answer. */
export const OneClickWithMachine: Story = {
  render: () => <MachineSlip />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'One click: back Mumbai Indians at 1.84 for 50' }));
    await expect(await canvas.findByText(/Bet matched/)).toBeVisible();
    await expect(slip(canvasElement)).toHaveAttribute('data-state', 'matched');
    await expect(canvas.getByTestId('slip-matched-size')).toHaveTextContent('₹50.00');
    await expect(canvas.getByTestId('slip-matched-price')).toHaveTextContent('1.90');
  },
};

/**
 * The phone's bottom sheet with the real machine (issue 19): a price just picked, nothing typed yet —
 * no error, only a disabled Place Bet, even after stepping the odds; an error shows once a stake is typed.
 */
export const PhoneSheetNothingTyped: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <MachineSlip />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Back Mumbai Indians at 1.84' }));
    const panel = slip(canvasElement);
    // On a phone the slip holding a bet is the bottom sheet.
    await expect(getComputedStyle(panel).position).toBe('fixed');
    await expect(panel).toHaveAttribute('data-state', 'needsFixing');
    await expect(canvas.getByRole('textbox', { name: 'Stake' })).toHaveValue('');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Place Bet' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Higher odds' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Typed below the minimum: now the bettor is told.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Stake' }), '5');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Minimum stake is ₹10.00.');
  },
};

/** The real machine: the exchange refuses the first send as busy; the slip keeps the bet and one click on Try again places it. */
export const BusyThenRetryWithMachine: Story = {
  render: () => <MachineSlip refusals={[{ status: 'REJECTED', errorCode: 'SERVICE_BUSY', retryAfterS: 1 }]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Back Mumbai Indians at 1.84' }));
    await userEvent.click(canvas.getByRole('button', { name: '₹500' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place Bet' }));
    await expect(await canvas.findByTestId('slip-error')).toHaveTextContent('The exchange is busy — try again in 1 s.');
    await expect(slip(canvasElement)).toHaveAttribute('data-state', 'rejected');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText(/Bet matched/)).toBeVisible();
    await expect(canvas.getByTestId('slip-matched-size')).toHaveTextContent('500.00');
  },
};
