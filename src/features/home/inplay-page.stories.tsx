import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { eventGroupsFixture, sportsFixture } from './home-fixtures';
import { InplayView } from './inplay-page';

const meta = {
  title: 'Pages/Inplay',
  component: InplayView,
  args: { sports: sportsFixture, groups: eventGroupsFixture, favourites: new Set<string>(), onToggleFavourite: fn() },
} satisfies Meta<typeof InplayView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithEvents: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};
export const NothingInPlay: Story = {
  args: { sports: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nothing is in play right now/)).toBeVisible();
  },
};
