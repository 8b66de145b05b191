import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FavouritesView } from './favourites-page';
import { eventGroupsFixture, sportsFixture } from './home-fixtures';

const meta = {
  title: 'Pages/Favourites',
  component: FavouritesView,
  args: { sports: sportsFixture, groups: eventGroupsFixture, favourites: new Set(['41002']), onToggleFavourite: fn() },
} satisfies Meta<typeof FavouritesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFavourites: Story = {};
export const None: Story = {
  args: { sports: [], favourites: new Set<string>() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No favourites yet/)).toBeVisible();
  },
};
