import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { eventGroupsFixture, sportsFixture } from './home-fixtures';
import { SportSections } from './sport-sections';

const meta = {
  title: 'Home/SportSections',
  component: SportSections,
  args: { sports: sportsFixture, groups: eventGroupsFixture, favourites: null, onToggleFavourite: fn(), emptyText: 'No events are open right now.' },
} satisfies Meta<typeof SportSections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithEvents: Story = {
  play: async ({ canvasElement }) => {
    // Sports without events are left out.
    await expect(within(canvasElement).getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toEqual(['sport-4-heading', 'sport-2-heading']);
  },
};
export const Empty: Story = {
  args: { sports: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No events are open right now.')).toBeVisible();
  },
};
