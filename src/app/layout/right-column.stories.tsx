import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BetSlipPanel } from '@/features/bets/bet-slip-panel';
import { EMPTY_SLIP, ignore } from '@/features/bets/bet-slip-fixtures';
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
    playGames: <PlayGamesPanel games={casinoGamesFixture} onPlay={fn()} />,
  },
  decorators: [(Story) => <div style={{ width: 300 }}><Story /></div>],
} satisfies Meta<typeof RightColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

const panels = (root: HTMLElement) => within(root).getAllByRole('region').map((r) => r.getAttribute('aria-label'));

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
