import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BetSlipPanel } from '@/features/bets/bet-slip-panel';
import { EMPTY_SLIP, ignore, slipView } from '@/features/bets/bet-slip-fixtures';
import { MyBetsButton } from '@/features/bets/my-bets-button';
import { MyBetsPanel } from '@/features/bets/my-bets-panel';
import { casinoGamesFixture } from '@/features/casino/casino-fixtures';
import { PlayGamesPanel } from '@/features/casino/play-games-panel';
import { LiveStreamPanel } from '@/features/live-stream/live-stream-panel';
import { RightColumn } from './right-column';

const meta = {
  title: 'Shell/RightColumn',
  component: RightColumn,
  args: {
    content: 'casino',
    liveStream: <LiveStreamPanel open={false} videoId={null} onToggle={fn()} />,
    betSlip: <BetSlipPanel view={EMPTY_SLIP} send={ignore} />,
    myBets: <MyBetsPanel matched={[]} />,
    myBetsButton: <MyBetsButton openBets={0} onOpen={fn()} />,
    playGames: <PlayGamesPanel games={casinoGamesFixture} onPlay={fn()} />,
  },
  decorators: [(Story) => <div style={{ width: 300 }}><Story /></div>],
} satisfies Meta<typeof RightColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'mobile', isRotated: false } };
const panels = (root: HTMLElement) => within(root).getAllByRole('region').map((r) => r.getAttribute('aria-label'));
const visiblePanels = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('region')
    .filter((r) => r.getClientRects().length > 0)
    .map((r) => r.getAttribute('aria-label'));
const twoOpenBets = [
  { betId: 'b1', selectionName: 'Iron Duke', oddsPrice: 6, stake: 10_000, type: 'B' as const },
  { betId: 'b2', selectionName: 'Night Owl', oddsPrice: 3.55, stake: 5_000, type: 'L' as const },
];

export const PlayGames: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('complementary', { name: 'Right column' })).toBeVisible();
    await expect(panels(canvasElement)).toEqual(['Play Games']);
  },
};
export const MarketPage: Story = {
  args: { content: 'market' },
  play: async ({ canvasElement }) => {
    await expect(panels(canvasElement)).toEqual(['Live Stream', 'Bet Slip', 'My Bets']);
  },
};
export const BallByBall: Story = {
  args: { content: 'betting' },
  play: async ({ canvasElement }) => {
    await expect(panels(canvasElement)).toEqual(['Bet Slip', 'My Bets']);
  },
};
/** A virtual race, binary lines or the race card right after a price's click: the slip heads the column, its stake box in sight. */
export const DesktopSlipAfterClick: Story = {
  args: { content: 'betting', betSlip: <BetSlipPanel view={slipView({ state: 'needsFixing', stake: 0 })} send={ignore} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(panels(canvasElement)).toEqual(['Bet Slip', 'My Bets']);
    const stake = canvas.getByRole('textbox', { name: 'Stake' });
    await expect(stake).toBeVisible();
    await expect(stake.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight);
    // Not the phone's button: My Bets is beside the prices.
    await expect(canvas.queryByRole('button', { name: /^My Bets/ })).toBeNull();
  },
};
/** The home, in-play and favourites lists: their odds can be clicked, so the slip heads the column, Play Games under it. */
export const Lists: Story = {
  args: { content: 'lists', betSlip: <BetSlipPanel view={slipView()} send={ignore} /> },
  play: async ({ canvasElement }) => {
    await expect(panels(canvasElement)).toEqual(['Bet Slip', 'Play Games']);
  },
};
/** A phone after a price's click on a virtual event or binary line: the slip is the bottom sheet. */
export const PhoneSheet: Story = {
  globals: PHONE,
  args: { content: 'betting', betSlip: <BetSlipPanel view={slipView({ state: 'needsFixing', stake: 0 })} send={ignore} /> },
  play: async ({ canvasElement }) => {
    const slip = within(canvasElement).getByRole('region', { name: 'Bet Slip' });
    await expect(getComputedStyle(slip).position).toBe('fixed');
    await expect(slip.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
/** A phone's market page with two open bets: My Bets one tap away, held in sight with its count. */
export const PhoneMyBetsWithCount: Story = {
  globals: PHONE,
  args: { content: 'market', myBets: <MyBetsPanel matched={twoOpenBets} />, myBetsButton: <MyBetsButton openBets={2} onOpen={fn()} /> },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'My Bets 2 open bets' });
    await expect(button).toBeVisible();
    await expect(getComputedStyle(button).position).toBe('fixed');
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(button).toHaveTextContent('2');
    await userEvent.click(button);
    await expect((args.myBetsButton as { props: { onOpen: () => void } }).props.onOpen).toHaveBeenCalledOnce();
  },
};
/** A phone's market page before any bet: the button is there, counting none. */
export const PhoneZeroBets: Story = {
  globals: PHONE,
  args: { content: 'market' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'My Bets 0 open bets' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('data-state', 'none');
  },
};
/** A phone's lists: no casino tiles and no empty slip under the lists; a click's slip is the bottom sheet. */
export const PhoneLists: Story = {
  globals: PHONE,
  args: { content: 'lists' },
  play: async ({ canvasElement }) => {
    await expect(visiblePanels(canvasElement)).toEqual([]);
    await expect(within(canvasElement).queryByRole('button', { name: /^My Bets/ })).toBeNull();
  },
};
const TABLET = { viewport: { value: 'tablet', isRotated: false } };
/** A tablet on its side, or a small laptop: 1024 × 768 (the column still hidden up to 1100 px). */
const TABLET_LANDSCAPE = { viewport: { value: 'tabletLandscape', isRotated: false } };
const TABLET_LANDSCAPE_OPTION = { viewport: { options: { tabletLandscape: { name: 'Tablet 1024 × 768', styles: { width: '1024px', height: '768px' }, type: 'tablet' } } } };
/** A tablet (768 × 1024) after a price's click on a market page: the column is hidden there, so the slip is the bottom sheet, its stake box in sight. */
export const TabletSheet: Story = {
  globals: TABLET,
  args: { content: 'market', betSlip: <BetSlipPanel view={slipView({ state: 'needsFixing', stake: 0 })} send={ignore} /> },
  play: async ({ canvasElement }) => {
    const slip = within(canvasElement).getByRole('region', { name: 'Bet Slip' });
    await expect(getComputedStyle(slip).position).toBe('fixed');
    const stake = within(slip).getByRole('textbox', { name: 'Stake' }).getBoundingClientRect();
    await expect(stake.top).toBeGreaterThanOrEqual(0);
    await expect(stake.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
/** A tablet on its side (1024 × 768) on a virtual race with an open bet: the sheet, and My Bets one tap away with its count. */
export const TabletLandscapeMyBets: Story = {
  globals: TABLET_LANDSCAPE,
  parameters: TABLET_LANDSCAPE_OPTION,
  args: {
    content: 'betting',
    betSlip: <BetSlipPanel view={slipView({ state: 'needsFixing', stake: 0 })} send={ignore} />,
    myBets: <MyBetsPanel matched={twoOpenBets} />,
    myBetsButton: <MyBetsButton openBets={2} onOpen={fn()} />,
  },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1024);
    await expect(getComputedStyle(within(canvasElement).getByRole('region', { name: 'Bet Slip' })).position).toBe('fixed');
    const button = within(canvasElement).getByRole('button', { name: 'My Bets 2 open bets' });
    await expect(button).toBeVisible();
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
/** A tablet's lists: no casino tiles and no empty slip under the lists, as on a phone. */
export const TabletLists: Story = {
  globals: TABLET,
  args: { content: 'lists' },
  play: async ({ canvasElement }) => {
    await expect(visiblePanels(canvasElement)).toEqual([]);
  },
};
