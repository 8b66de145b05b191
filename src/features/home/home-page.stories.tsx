import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { eventGroupsFixture, sportsFixture } from './home-fixtures';
import { HomeView } from './home-page';

const meta = {
  title: 'Pages/Home',
  component: HomeView,
  args: { sports: sportsFixture, groups: eventGroupsFixture, selectedSportId: null, favourites: null, onToggleFavourite: fn(), autoplay: false },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSports: Story = {};
export const ChosenSport: Story = {
  args: { selectedSportId: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /Tennis/ })).toBeVisible();
    await expect(within(canvasElement).queryByRole('heading', { name: /Cricket/ })).toBeNull();
  },
};
export const ChosenSportWithoutEvents: Story = {
  args: { selectedSportId: 7522 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Basketball events are open right now.')).toBeVisible();
  },
};
export const LoggedIn: Story = { args: { favourites: new Set(['41001']) } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
