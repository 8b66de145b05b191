import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LazyProfileMenu, ProfileMenuPlaceholder } from './lazy-profile-menu';

const meta = {
  title: 'Shell/LazyProfileMenu',
  component: LazyProfileMenu,
  args: { userName: 'demo', balance: { wallet: 2_500_000, exposure: 120_000, held: 0, available: 2_380_000 }, onOpenMarketAnalysis: fn(), onLogout: fn() },
  decorators: [(Story) => <div style={{ background: '#0b3d2e', padding: 12, display: 'flex', justifyContent: 'flex-end', minHeight: 460 }}><Story /></div>],
} satisfies Meta<typeof LazyProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loads the menu's code on first render; the trigger then opens it as the eager menu does. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu for demo' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** Asked open (as the header's controlled story does): the menu shows once its code has arrived. */
export const Open: Story = {
  args: { open: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByText('Wallet')).toBeVisible();
  },
};

/** The stand-in while the code loads: the same trigger, whose click asks for the menu. */
export const Loading: StoryObj<typeof ProfileMenuPlaceholder> = {
  render: (args) => <ProfileMenuPlaceholder {...args} />,
  args: { userName: 'demo', onOpen: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu for demo' }));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};
