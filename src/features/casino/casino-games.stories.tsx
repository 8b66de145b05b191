import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { casinoGamesFixture } from './casino-fixtures';
import { CasinoGames } from './casino-games';

const meta = {
  title: 'Casino/CasinoGames',
  component: CasinoGames,
  args: { games: casinoGamesFixture, onPlay: fn(), variant: 'lobby' },
} satisfies Meta<typeof CasinoGames>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lobby: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Play Aviator / }));
    await expect(args.onPlay).toHaveBeenCalledWith(casinoGamesFixture[2]);
  },
};
export const Panel: Story = { args: { variant: 'panel' }, decorators: [(Story) => <div style={{ width: 300 }}><Story /></div>] };
export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No games are open right now.')).toBeVisible();
  },
};
