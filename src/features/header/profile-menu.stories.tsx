import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ProfileMenu } from './profile-menu';

const meta = {
  title: 'Shell/ProfileMenu',
  component: ProfileMenu,
  args: { userName: 'demo', balance: { wallet: 2_500_000, exposure: 120_000, held: 0, available: 2_380_000 }, onOpenMarketAnalysis: fn(), onLogout: fn() },
  decorators: [(Story) => <div style={{ background: '#0b3d2e', padding: 12, display: 'flex', justifyContent: 'flex-end', minHeight: 460 }}><Story /></div>],
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu for demo' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const Open: Story = {
  args: { open: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Account Statement' })).toHaveAttribute('href', '/accountstatment');
    await expect(within(menu).getByText('₹25,000.00')).toBeVisible();
  },
};

export const BettorHasNoBackoffice: Story = {
  args: { open: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Account Statement' })).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Back office' })).toBeNull();
  },
};

export const AgentSeesBackoffice: Story = {
  args: { open: true, userName: 'agent', showBackoffice: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Back office' })).toHaveAttribute('href', '/backoffice');
  },
};

/** A withdrawal waits for the upline: the menu shows the wallet, exposure, the held amount and what is available. */
export const WithdrawalHeld: Story = {
  args: { open: true, balance: { wallet: 2_500_000, exposure: 120_000, held: 50_000, available: 2_330_000 } },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByText('Held (withdrawals)').parentElement).toHaveTextContent('₹500.00');
    await expect(within(menu).getByText('Available').parentElement).toHaveTextContent('₹23,300.00');
  },
};
