import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RunnerLadder, type LadderData } from './runner-ladder';

const book: LadderData = {
  status: 'OPEN',
  lastTradedPrice: 1.86,
  tradedVolume: 4_512_300,
  levels: [
    { price: 1.8, availableToBack: 1_250_000, availableToLay: 0, traded: 120_000 },
    { price: 1.81, availableToBack: 640_000, availableToLay: 0, traded: 310_000 },
    { price: 1.82, availableToBack: 85_000, availableToLay: 0, traded: 980_000 },
    { price: 1.84, availableToBack: 230_000, availableToLay: 0, traded: 1_420_000 },
    { price: 1.85, availableToBack: 412_000, availableToLay: 0, traded: 1_050_000 },
    { price: 1.86, availableToBack: 0, availableToLay: 0, traded: 632_300 },
    { price: 1.87, availableToBack: 0, availableToLay: 398_000, traded: 0 },
    { price: 1.88, availableToBack: 0, availableToLay: 175_000, traded: 0 },
    { price: 1.9, availableToBack: 0, availableToLay: 920_000, traded: 0 },
    { price: 1.95, availableToBack: 0, availableToLay: 2_100_000, traded: 0 },
  ],
};

const meta = {
  title: 'Market/Runner ladder',
  component: RunnerLadder,
  args: { runnerName: 'Mumbai Indians', state: { kind: 'ready', ladder: book }, own: [], oneClick: { on: false, stake: 10_000 }, onPick: fn(), onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof RunnerLadder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: { kind: 'loading' } } };

export const EmptyBook: Story = {
  args: { state: { kind: 'ready', ladder: { status: 'OPEN', lastTradedPrice: null, tradedVolume: 0, levels: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nothing on this runner’s book yet/)).toBeVisible();
  },
};

/** One-click off: a click fills the bet slip (the container sends the pick there). */
export const OneClickOff: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('one-click-status')).toHaveTextContent('One-click off: a click fills the bet slip');
    await userEvent.click(canvas.getByRole('button', { name: /^Back Mumbai Indians at 1\.85/ }));
    await expect(args.onPick).toHaveBeenCalledWith('BACK', 1.85);
  },
};

/** One-click on: the same click places at once (the container places the bet with the default stake). */
export const OneClickOn: Story = {
  args: { oneClick: { on: true, stake: 50_000 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('one-click-status')).toHaveTextContent('One-click ON: a click places ₹500.00 at once');
    await userEvent.click(canvas.getByRole('button', { name: /^Lay Mumbai Indians at 1\.88/ }));
    await expect(args.onPick).toHaveBeenCalledWith('LAY', 1.88);
  },
};

export const WithOwnStakes: Story = {
  args: { own: [{ side: 'BACK', price: 1.9, size: 25_000 }, { side: 'LAY', price: 1.8, size: 10_000 }, { side: 'LAY', price: 1.8, size: 5_000 }] },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('tr[data-price="1.8"]')!;
    await expect(row).toHaveTextContent('₹150.00');
  },
};

/** The row's middle within the middle third of the scroller's viewport. */
async function expectCentred(canvasElement: HTMLElement, price: number) {
  const scroller = within(canvasElement).getByTestId('ladder-scroller');
  const row = canvasElement.querySelector<HTMLElement>(`tr[data-price="${price}"]`)!;
  const view = scroller.getBoundingClientRect();
  const box = row.getBoundingClientRect();
  const middle = box.top + box.height / 2;
  await expect(middle).toBeGreaterThan(view.top + view.height / 3);
  await expect(middle).toBeLessThan(view.bottom - view.height / 3);
}

/** RCB trading 1.33 / 1.35 with the last trade at 1.34: the ladder opens on 1.34, not on the empty rows above. */
export const CentredOnLastTraded: Story = {
  args: {
    runnerName: 'Royal Challengers Bengaluru',
    state: {
      kind: 'ready',
      ladder: {
        status: 'OPEN',
        lastTradedPrice: 1.34,
        tradedVolume: 2_150_000,
        levels: [
          { price: 1.31, availableToBack: 520_000, availableToLay: 0, traded: 0 },
          { price: 1.32, availableToBack: 180_000, availableToLay: 0, traded: 40_000 },
          { price: 1.33, availableToBack: 75_000, availableToLay: 0, traded: 310_000 },
          { price: 1.34, availableToBack: 0, availableToLay: 0, traded: 900_000 },
          { price: 1.35, availableToBack: 0, availableToLay: 64_000, traded: 120_000 },
          { price: 1.36, availableToBack: 0, availableToLay: 230_000, traded: 0 },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expectCentred(canvasElement, 1.34);
    await expect(canvasElement.querySelector('tr[data-price="1.34"]')).toHaveAttribute('data-last', 'true');
  },
};

/** The first frame: the grid's live book is shown while the full depth is read (no traded figure yet). */
export const LiveBookFirst: Story = {
  args: {
    state: { kind: 'ready', ladder: { status: 'OPEN', lastTradedPrice: 1.86, tradedVolume: null, levels: book.levels.filter((l) => l.availableToBack > 0 || l.availableToLay > 0).slice(2, 8) } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Reading the full depth/)).toBeVisible();
    await expectCentred(canvasElement, 1.86);
  },
};

/** Phone: rows are drawn taller there; the centring measures them rather than assuming a height. */
export const PhoneCentred: Story = { ...CentredOnLastTraded, globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Placing: Story = { args: { oneClick: { on: true, stake: 10_000 }, placing: true } };

export const Suspended: Story = {
  args: { state: { kind: 'ready', ladder: { ...book, status: 'SUSPENDED' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Suspended: no bets for now.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Back Mumbai Indians at 1\.85/ })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { state: { kind: 'error', message: 'Network error.' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
