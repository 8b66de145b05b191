import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EventList } from './event-list';
import { eventGroupsFixture } from './home-fixtures';

const cricket = { sportId: 4, sportName: 'Cricket', events: eventGroupsFixture[0]!.events };

const meta = {
  title: 'Home/EventList',
  component: EventList,
  args: { ...cricket, favourites: null, onToggleFavourite: fn(), locale: 'en-GB' },
} satisfies Meta<typeof EventList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/marketdetails/41001/4', '/marketdetails/41002/4', '/marketdetails/41005/4']);
    await expect(canvas.queryByRole('button', { name: /favourites/ })).toBeNull();
  },
};

export const LoggedInWithFavourite: Story = {
  args: { favourites: new Set(['41002']) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Remove Royal Challengers/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Add Mumbai Indians/ }));
    await expect(args.onToggleFavourite).toHaveBeenCalledWith('41001');
  },
};

export const Empty: Story = { args: { sportId: 7522, sportName: 'Basketball', events: [], favourites: null } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } }, args: { favourites: new Set<string>() } };
