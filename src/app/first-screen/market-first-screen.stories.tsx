import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MARKET_EVENT } from '@/features/market/market-fixtures';
import { NEXT_BALL_KINDS } from '@/features/market/market-details-view';
import { MarketFirstScreen } from './market-first-screen';

/**
 * A market page's first load as the server draws it (render.tsx), before the app has run: the
 * layout's frame with the boot shell's bars, the odds from the page's query, the live stream closed,
 * an empty bet slip and My Bets' loading box. The app's first render replaces it with the same picture
 * and then the page itself. It is the page's loading state; a page it cannot draw (no such event, the
 * exchange unreachable) gets the plain boot shell (Shell/BootShell) and the app's own states.
 */
const meta = {
  title: 'Shell/MarketFirstScreen',
  component: MarketFirstScreen,
  parameters: { layout: 'fullscreen' },
  args: { event: MARKET_EVENT, pathname: `/marketdetails/${MARKET_EVENT.exEventId}/${MARKET_EVENT.sportId}` },
} satisfies Meta<typeof MarketFirstScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A desktop's first paint: odds in the middle column, the right column's panels beside them, the side menu's column empty. */
export const Market: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mumbai Indians v Chennai Super Kings' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Back Mumbai Indians at 1.84, 4.1k' })).toBeInTheDocument();
    await expect(canvas.getByText('Click on the odds to add selections to the bet slip.')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Live Stream' })).toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: 'Loading my bets' })).toBeInTheDocument();
    // The same frame as the app's: the bars are the layout's height on a desktop.
    const top = canvasElement.querySelector('.boot-header')!.parentElement!.getBoundingClientRect().height;
    if (window.innerWidth >= 768) await expect(top).toBe(156);
    await expect(canvasElement.querySelector('[data-first-screen]')!.getAttribute('aria-busy')).toBe('true');
  },
};

/** A phone's first paint: the odds first, the right column's panels under them. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('region', { name: 'Match Odds' }).getBoundingClientRect();
    const slip = canvas.getByRole('region', { name: 'Bet Slip' }).getBoundingClientRect();
    if (window.innerWidth < 768) await expect(slip.top).toBeGreaterThan(grid.bottom);
  },
};

/** A ball-by-ball page: only the next ball's markets (none open in this event), and no live stream in the right column. */
export const BallByBall: Story = {
  args: { pathname: `/ballByBall/${MARKET_EVENT.sportId}/${MARKET_EVENT.exEventId}`, kinds: NEXT_BALL_KINDS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No markets are open on this event right now.')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Live Stream' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Bet Slip' })).toBeInTheDocument();
  },
};

/** An event with no market open: the page's own empty state, drawn. */
export const NoMarkets: Story = {
  args: { event: { ...MARKET_EVENT, markets: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No markets are open on this event right now.')).toBeInTheDocument();
  },
};
