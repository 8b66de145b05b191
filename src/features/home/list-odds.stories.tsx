import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MarketBook } from '@/lib/feed/feed';
import { ListOdds, ListOddsLoading, type ListOddsMarket } from './list-odds';

/** Listed as the exchange lists a match: home, away, then the draw (placed by role, not by place). */
const market: ListOddsMarket = {
  marketId: '13002.mo',
  runners: [
    { runnerId: '1', runnerName: 'Manchester City', role: 'HOME' },
    { runnerId: '2', runnerName: 'Chelsea', role: 'AWAY' },
    { runnerId: '3', runnerName: 'The Draw', role: 'DRAW' },
  ],
};
const level = (price: number) => [{ price, size: 250_000 }];
const book: MarketBook = {
  marketId: '13002.mo',
  status: 'OPEN',
  inPlay: false,
  runners: [
    { runnerId: '1', availableToBack: level(1.8), availableToLay: level(1.82), lastTradedPrice: 1.81 },
    { runnerId: '2', availableToBack: level(4.6), availableToLay: level(4.7), lastTradedPrice: null },
    { runnerId: '3', availableToBack: level(3.95), availableToLay: level(4), lastTradedPrice: null },
  ],
};

const meta = {
  title: 'Home/ListOdds',
  component: ListOdds,
  args: { market, book, onPick: fn() },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}><Story /></div>],
} satisfies Meta<typeof ListOdds>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1 X 2: best back (blue) and lay (pink) of each runner; a click picks that runner and price. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Match odds' })).toHaveAttribute('data-runners', '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Back Chelsea at 4.6' }));
    await expect(args.onPick).toHaveBeenCalledWith(market.runners[1], 'BACK', 4.6);
    await userEvent.click(canvas.getByRole('button', { name: 'Lay Manchester City at 1.82' }));
    await expect(args.onPick).toHaveBeenCalledWith(market.runners[0], 'LAY', 1.82);
  },
};

/**
 * 1 X 2 by role: the market lists home, away, draw, and the draw's prices sit under X, the away
 * side's under 2 (never the away side under X because it is listed second).
 */
export const DrawListedLast: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Match odds' });
    const column = (label: string) => [...group.children].find((c) => c.firstElementChild?.textContent === label) as HTMLElement;
    await expect([...group.children].map((c) => c.firstElementChild?.textContent)).toEqual(['1', 'X', '2']);
    await expect(within(column('1')).getByRole('button', { name: 'Back Manchester City at 1.8' })).toBeVisible();
    await expect(within(column('X')).getByRole('button', { name: 'Back The Draw at 3.95' })).toHaveTextContent('3.95');
    await expect(within(column('X')).getByRole('button', { name: 'Lay The Draw at 4' })).toBeVisible();
    await expect(within(column('2')).getByRole('button', { name: 'Back Chelsea at 4.6' })).toBeVisible();
  },
};

/** Two runners (no draw): 1 and 2, with the X column left empty so rows of a mixed list line up. */
export const TwoRunners: Story = {
  args: { market: { ...market, runners: market.runners.slice(0, 2) } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Match odds' });
    await expect(group).toHaveAttribute('data-runners', '2');
    await expect(group.children[1]).toHaveAttribute('data-column', 'empty');
    await expect(within(group.children[2] as HTMLElement).getByRole('button', { name: 'Back Chelsea at 4.6' })).toBeEnabled();
  },
};

/** Suspended: the prices stay visible under the notice, and none can be clicked. */
export const Suspended: Story = {
  args: { book: { ...book, status: 'SUSPENDED' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Suspended')).toBeVisible();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** An empty book side shows a dash and cannot be clicked. */
export const NoPrices: Story = {
  args: { book: { ...book, runners: book.runners.map((r) => ({ ...r, availableToLay: [] })) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Lay Chelsea: no price' })).toBeDisabled();
  },
};

/**
 * Loading: while the list's odds query is on its way, each row holds empty cells of the odds' size,
 * so the list does not shift when the prices arrive (the Open story's box has the same size).
 */
export const Loading: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'end' }}>
      <ListOddsLoading />
      <ListOdds {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const placeholder = canvasElement.querySelector('[data-state="loading"]') as HTMLElement;
    const loaded = within(canvasElement).getByRole('group', { name: 'Match odds' });
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    await expect(within(placeholder).queryAllByRole('button', { hidden: true })).toHaveLength(0);
    const [a, b] = [placeholder.getBoundingClientRect(), loaded.getBoundingClientRect()];
    await expect([a.width, a.height]).toEqual([b.width, b.height]);
  },
};
