import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { casinoGamesFixture } from './casino-fixtures';
import { PlayGamesPanel } from './play-games-panel';

const meta = {
  title: 'Panels/PlayGamesPanel',
  component: PlayGamesPanel,
  args: { games: casinoGamesFixture, onPlay: fn() },
  decorators: [(Story) => <div style={{ width: 300 }}><Story /></div>],
} satisfies Meta<typeof PlayGamesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithGames: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /^Play / })).toHaveLength(5);
  },
};
export const Loading: Story = {
  args: { games: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading games…')).toBeVisible();
  },
};
