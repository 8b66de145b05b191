import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { betSlipMachine } from '../../../machines/bet-slip.machine';
import type { PlaceBetRequest, PlaceBetResult } from '../../../machines/bet-slip.types';
import { BetSlipPanel } from './bet-slip-panel';
import { EMPTY_SLIP, slipView } from './bet-slip-fixtures';
import { connectBetSlip } from './connect-bet-slip';

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
    await expect(panel.getByTestId('slip-profit')).toHaveTextContent('85.00');
    await expect(panel.getByTestId('slip-liability')).toHaveTextContent('100.00');
    await userEvent.click(panel.getByRole('button', { name: 'Higher odds' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'price.up' });
    await userEvent.click(panel.getByRole('button', { name: '500' }));
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
    await expect(within(slip(canvasElement)).getByTestId('slip-liability')).toHaveTextContent('120.00');
  },
};

export const InvalidStake: Story = {
  args: { view: slipView({ state: 'needsFixing', stake: 500, profit: 425, liability: 500, errors: ['INVALID_BET_SIZE'] }) },
  play: async ({ canvasElement }) => {
    const panel = within(slip(canvasElement));
    await expect(panel.getByRole('alert')).toHaveTextContent('Minimum stake is 10.00.');
    await expect(panel.getByRole('button', { name: 'Place Bet' })).toBeDisabled();
  },
};

export const InsufficientFunds: Story = {
  args: { view: slipView({ state: 'needsFixing', stake: 25_000_000, profit: 21_250_000, liability: 25_000_000, errors: ['INSUFFICIENT_FUNDS'], available: 120_000 }) },
  play: async ({ canvasElement }) => {
    await expect(within(slip(canvasElement)).getByRole('alert')).toHaveTextContent('Not enough available balance');
    await expect(within(slip(canvasElement)).getByRole('alert')).toHaveTextContent('Available: 1,200.00.');
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

export const Matched: Story = {
  args: { view: slipView({ state: 'matched', outcome: { status: 'MATCHED', betId: 'b-1', sizeMatched: 10_000, errorCode: null } }) },
  play: async ({ canvasElement }) => {
    await expect(within(slip(canvasElement)).getByRole('status')).toHaveTextContent('Bet matched: Mumbai Indians at 1.85');
  },
};

export const PartlyMatched: Story = {
  args: { view: slipView({ state: 'partlyMatched', outcome: { status: 'PARTLY_MATCHED', betId: 'b-1', sizeMatched: 4000, errorCode: null } }) },
  play: async ({ canvasElement }) => {
    await expect(within(slip(canvasElement)).getByRole('status')).toHaveTextContent('Partly matched: 40.00 of 100.00');
  },
};

export const Unmatched: Story = {
  args: { view: slipView({ state: 'unmatched', outcome: { status: 'UNMATCHED', betId: 'b-1', sizeMatched: 0, errorCode: null } }) },
};

/** The exchange's code, in words, with retry and edit. */
export const Rejected: Story = {
  args: { view: slipView({ state: 'rejected', outcome: { status: 'REJECTED', betId: null, sizeMatched: 0, errorCode: 'MARKET_SUSPENDED' } }) },
  play: async ({ canvasElement, args }) => {
    const panel = within(slip(canvasElement));
    await expect(panel.getByRole('alert')).toHaveTextContent('The market is suspended right now.');
    await userEvent.click(panel.getByRole('button', { name: 'Try again' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'bet.retry' });
  },
};

/** A fancy bet: the rate, not ladder odds. */
export const FancyYes: Story = {
  args: {
    view: slipView({ priceMode: 'rate', selection: { kind: 'fancy', marketId: '41001.f6', runnerName: '6 Over Runs MI YES 54', side: 'BACK', line: 54, rate: 100 }, price: 0, rate: 100, profit: 10_000 }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(slip(canvasElement)).getByTestId('slip-price')).toHaveTextContent('100');
    await expect(within(slip(canvasElement)).getByText('Yes')).toBeVisible();
  },
};

/** The real bet-slip machine with a fake exchange that matches everything: step through by hand. */
function MachineSlip() {
  const actor = useActorRef(
    betSlipMachine.provide({
      actors: {
        placeBet: fromPromise<PlaceBetResult, PlaceBetRequest>(async ({ input }) => ({ betId: 'b-story', status: 'MATCHED', sizeMatched: input.size })),
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
    await userEvent.click(canvas.getByRole('button', { name: '1,000' }));
    await expect(canvas.getByTestId('slip-profit')).toHaveTextContent('840.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Higher odds' }));
    await expect(canvas.getByRole('textbox', { name: 'Odds' })).toHaveValue('1.85');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Stake' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Stake' }), '2000');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not enough available balance');
    await userEvent.click(canvas.getByRole('button', { name: '500' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place Bet' }));
    await expect(await canvas.findByText(/Bet matched/)).toBeVisible();
  },
};
