import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MobileDrawer } from './mobile-drawer';

const meta = {
  title: 'Shell/MobileDrawer',
  component: MobileDrawer,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    open: true,
    onOpenChange: fn(),
    loggedIn: true,
    sports: [
      { sportId: 4, sportName: 'Cricket' },
      { sportId: 2, sportName: 'Tennis' },
      { sportId: 1, sportName: 'Soccer' },
    ],
    onChooseSport: fn(),
    sportHref: () => '/',
    onVimaan: fn(),
    onChoose: fn(),
  },
} satisfies Meta<typeof MobileDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenLoggedIn: Story = {
  play: async ({ args }) => {
    const nav = await screen.findByRole('navigation', { name: 'Side menu' });
    await expect(within(nav).getByRole('link', { name: /Multi Market/ })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: /Favourites/ })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: /Tennis/ })).toHaveAttribute('href', '/');
    await userEvent.click(within(nav).getByRole('link', { name: /Tennis/ }));
    await expect(args.onChooseSport).toHaveBeenCalledWith(2);
    await expect(args.onChoose).toHaveBeenCalled();
  },
};

export const OpenLoggedOut: Story = {
  args: { loggedIn: false },
  play: async () => {
    const nav = await screen.findByRole('navigation', { name: 'Side menu' });
    await expect(within(nav).queryByRole('link', { name: /Favourites/ })).toBeNull();
    await expect(within(nav).getByRole('button', { name: /Vimaan/ })).toBeVisible();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('navigation', { name: 'Side menu' })).toBeNull();
  },
};
