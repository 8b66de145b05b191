import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CashOutPanel, type CashOutQuoteData } from './cash-out-panel';
import type { CashOutView } from './connect-cash-out';

const runners = [
  { runnerId: '1', runnerName: 'Chennai Super Kings' },
  { runnerId: '2', runnerName: 'Mumbai Indians' },
];
/** Backed ₹100 on Chennai at 3.0; Chennai now lays at 2.50: lay ₹120 → +₹20 whoever wins. */
const quote: CashOutQuoteData = {
  marketId: '41003.mo',
  fraction: 1,
  available: true,
  reason: null,
  guaranteed: 2_000,
  bets: [{ runnerId: '1', runnerName: 'Chennai Super Kings', side: 'LAY', price: 2.5, size: 12_000 }],
  profitBefore: [
    { runnerId: '1', profit: 20_000 },
    { runnerId: '2', profit: -10_000 },
  ],
  profitAfter: [
    { runnerId: '1', profit: 2_000 },
    { runnerId: '2', profit: 2_000 },
  ],
};
const idle: CashOutView = { stage: 'idle', fraction: 1, held: null, outcome: null, waited: false, failure: null };
const held = { marketId: quote.marketId, fraction: 1, available: true, bets: quote.bets, guaranteed: quote.guaranteed };

const meta = {
  title: 'Trading/CashOutPanel',
  component: CashOutPanel,
  args: { marketName: 'Match Odds', runners, quote, view: idle, onFraction: fn(), onRequest: fn(), onConfirm: fn(), onBack: fn(), onDismiss: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof CashOutPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live value: the same profit on every runner after the hedge; a click asks to confirm. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Profit if each runner wins' });
    await expect(within(table).getAllByText('+₹20.00')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('radio', { name: '50%' }));
    await expect(args.onFraction).toHaveBeenCalledWith(0.5);
    await userEvent.click(canvas.getByRole('button', { name: /^Cash Out 100% / }));
    await expect(args.onRequest).toHaveBeenCalled();
  },
};

/** Half of it: the worst case, with the rest of the position left open. */
export const Partial: Story = {
  args: {
    view: { ...idle, fraction: 0.5 },
    quote: { ...quote, fraction: 0.5, guaranteed: -4_000, bets: [{ ...quote.bets[0]!, size: 6_000 }], profitAfter: [{ runnerId: '1', profit: 11_000 }, { runnerId: '2', profit: -4_000 }] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '50%' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(canvasElement).getByText(/rest of your position stays open/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { quote: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Working out the cash-out value…')).toBeVisible();
  },
};

export const Error: Story = {
  args: { quote: null, error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not be read');
  },
};

/** No prices on the side the hedge needs. */
export const Unavailable: Story = {
  args: { quote: { ...quote, available: false, reason: 'NO_PRICES', guaranteed: null, bets: [], profitAfter: quote.profitBefore } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No prices to trade out at right now.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /cash out/i })).toBeNull();
  },
};

/** Already cashed out: the position is even. */
export const Even: Story = {
  args: { quote: { ...quote, available: false, reason: 'NO_POSITION', guaranteed: null, bets: [], profitBefore: quote.profitAfter } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Your position is even/)).toBeVisible();
  },
};

/** The frozen quote: the bets to place, confirm or go back. */
export const Confirming: Story = {
  args: { view: { ...idle, stage: 'confirming', held } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lay Chennai Super Kings ₹120.00 at 2.50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm: +₹20.00' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Placing: Story = {
  args: { view: { ...idle, stage: 'placing', held } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Placing…' })).toBeDisabled();
  },
};

/** What matched, and the profit on every runner after. */
export const Done: Story = {
  args: {
    view: {
      ...idle,
      stage: 'done',
      held,
      outcome: { bets: [{ betId: 'b-hedge-1', runnerId: '1', side: 'LAY', price: 2.5, size: 12_000, sizeMatched: 12_000, averagePriceMatched: 2.5, status: 'EXECUTION_COMPLETE', error: null }], profitAfter: quote.profitAfter },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Lay Chennai Super Kings: matched ₹120.00 of ₹120.00 at 2.50');
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

/** The price moved before the hedge was placed: nothing placed, the exchange's new value held for one more click. */
export const Requoted: Story = {
  args: { view: { ...idle, stage: 'requoted', held: { ...held, bets: [{ runnerId: '1', side: 'LAY', price: 2.6, size: 11_539 }], guaranteed: 1_538 } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The price moved, so nothing was placed. The new value is +₹15.38');
    await expect(canvas.getByText('Lay Chennai Super Kings ₹115.39 at 2.60')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm new value: +₹15.38' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

const pendingBet = { betId: 'b-hedge-1', runnerId: '1', side: 'LAY' as const, price: 2.5, size: 12_000, sizeMatched: 0, averagePriceMatched: null, status: 'PENDING', error: null };

/** In play: the hedge waits out the bet delay; the order push ends the wait (no OK to press, no old profits shown). */
export const Waiting: Story = {
  args: { view: { ...idle, stage: 'waiting', held, waited: true, outcome: { bets: [pendingBet], profitAfter: quote.profitBefore } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Cash out waiting' })).toHaveTextContent('Lay Chennai Super Kings ₹120.00 at 2.50: waiting out the in-play delay');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'OK' })).toBeNull();
  },
};

/** After the delay: the push said the hedge matched; the profits are the live position's (+20.00 on both), not the answer's old ones. */
export const DoneAfterDelay: Story = {
  args: {
    quote: { ...quote, available: false, reason: 'NO_POSITION', guaranteed: null, bets: [], profitBefore: quote.profitAfter },
    view: { ...idle, stage: 'done', held, waited: true, outcome: { bets: [{ ...pendingBet, status: 'EXECUTION_COMPLETE', sizeMatched: 12_000 }], profitAfter: quote.profitBefore } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const result = canvas.getByRole('status', { name: 'Cash out result' });
    await expect(result).toHaveTextContent('Lay Chennai Super Kings: matched ₹120.00 of ₹120.00');
    await expect(within(result).getAllByText('+₹20.00')).toHaveLength(2);
    await expect(within(result).queryByText('−₹100.00')).toBeNull();
  },
};

/** The price moved between quote and confirm: nothing placed, the new value offered. */
export const PriceMoved: Story = {
  args: { view: { ...idle, stage: 'failed', held, failure: 'PRICE_MOVED' }, quote: { ...quote, guaranteed: 1_538 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The price moved before your cash out was placed');
    await userEvent.click(canvas.getByRole('button', { name: 'New value: +₹15.38' }));
    await expect(args.onRequest).toHaveBeenCalled();
  },
};

/** In My Bets: the runner table waits for the confirmation. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: /^Cash Out 100% / })).toHaveTextContent('+₹20.00');
  },
};
