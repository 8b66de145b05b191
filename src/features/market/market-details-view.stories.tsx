import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LiveStore } from '@/lib/feed/book-store';
import { MARKET_EVENT as event } from './market-fixtures';
import { MarketDetailsView } from './market-details-view';

const meta = {
  title: 'Market/MarketDetailsView',
  component: MarketDetailsView,
  args: { event, store: new LiveStore(), profitLoss: new Map(), projected: null, onPick: fn(), onOpenBook: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof MarketDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In play: the event header with the score, the Match Odds grid from the query's book, and a fancy line with its Book button. */
export const InPlay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mumbai Indians v Chennai Super Kings')).toBeVisible();
    const grid = canvas.getByRole('region', { name: 'Match Odds' });
    await userEvent.click(within(grid).getByRole('button', { name: /^Back Mumbai Indians at 1\.84,/ }));
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ side: 'BACK', price: 1.84 }), { minStake: 1000, kind: 'exchange' });
    await expect(canvas.getByText('6 Over Runs MI')).toBeVisible();
  },
};

/** Ball-by-ball pages show only the kinds they ask for: no fancy lines here. */
export const OnlyExchangeKinds: Story = {
  args: { kinds: ['exchange'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('6 Over Runs MI')).toBeNull();
  },
};
