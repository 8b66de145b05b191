import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { casinoGamesFixture } from './casino-fixtures';
import { CasinoLobbyView } from './casino-lobby-page';

const meta = {
  title: 'Casino/CasinoLobbyView',
  component: CasinoLobbyView,
  args: { title: 'International Casino', games: casinoGamesFixture, onPlay: fn() },
} satisfies Meta<typeof CasinoLobbyView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PopularFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Popular', 'All games']);
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
