import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Brand } from '@/features/header/public';
import { BackofficeFrame } from './backoffice-frame';
import { OperatorOnly } from './operator-only';
import { PageFailed, PageLoading, PageRefused } from './page-states';
import { noSidewaysOverflow, tapTargetsAtLeast44 } from './phone-checks';

const levelNav = ['Dashboard', 'Downline', 'Requests', 'Risk', 'Bets', 'Reports', 'Settle up', 'Statement'].map((label) => ({
  label,
  to: label === 'Dashboard' ? '/backoffice' : `/backoffice/${label.toLowerCase().replace(' ', '-')}`,
}));
const operatorNav = [...levelNav, { label: 'Markets', to: '/backoffice/markets' }, { label: 'Settings', to: '/backoffice/settings' }, { label: 'System', to: '/backoffice/system' }];

const meta = {
  title: 'Back office/Frame',
  component: BackofficeFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <Brand logoUrl={null} siteTitle="Backlay" />,
    userName: 'master1',
    roleName: 'Master',
    balance: 12_345_600,
    creditReference: 20_000_000,
    nav: levelNav,
    exchangeHref: '/home',
    logoutHref: '/logout',
    children: <p>The page sits here.</p>,
  },
} satisfies Meta<typeof BackofficeFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A master at a desk: the side nav, the caller's role in words, balance and credit reference under their labels. */
export const Master: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Back office')).toBeVisible();
    await expect(canvas.getByText('Master')).toBeVisible();
    await expect(canvas.getByTestId('frame-balance')).toHaveTextContent('1,23,456.00');
    await expect(canvas.getByTestId('frame-balance').previousElementSibling).toHaveTextContent('Balance');
    await expect(canvas.getByTestId('frame-credit-reference')).toHaveTextContent('2,00,000.00');
    const nav = canvas.getByRole('navigation', { name: 'Back office' });
    await expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'Downline', 'Requests', 'Risk', 'Bets', 'Reports', 'Settle up', 'Statement']);
    await expect(within(nav).queryByRole('link', { name: 'Markets' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Exchange' })).toHaveAttribute('href', '/home');
    await expect(canvas.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    // The nav is a column beside the page at 1366 px.
    const navBox = nav.getBoundingClientRect();
    const pageBox = canvas.getByText('The page sits here.').getBoundingClientRect();
    await expect(navBox.right).toBeLessThanOrEqual(pageBox.left);
  },
};

/** The operator (Admin) also sees Markets, Settings and System. */
export const Operator: Story = {
  args: { userName: 'admin', roleName: 'Admin', creditReference: null, nav: operatorNav },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Admin')).toBeVisible();
    await expect(canvas.getByTestId('frame-credit-reference')).toHaveTextContent('—');
    const nav = canvas.getByRole('navigation', { name: 'Back office' });
    await expect(within(nav).getByRole('link', { name: 'Markets' })).toHaveAttribute('href', '/backoffice/markets');
    await expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/backoffice/settings');
    await expect(within(nav).getByRole('link', { name: 'System' })).toHaveAttribute('href', '/backoffice/system');
  },
};

/** The balance still loading. */
export const BalanceLoading: Story = {
  args: { balance: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('frame-balance')).toHaveTextContent('—');
  },
};

/** An agent on a phone (390 px): the nav is a tab strip above the page, every tap target at least 44 px, nothing wider than the screen. */
export const Phone: Story = {
  args: { userName: 'agent1', roleName: 'Agent' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Agent')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Back office' });
    const navBox = nav.getBoundingClientRect();
    const pageBox = canvas.getByText('The page sits here.').getBoundingClientRect();
    await expect(navBox.bottom).toBeLessThanOrEqual(pageBox.top);
    tapTargetsAtLeast44(canvasElement);
    noSidewaysOverflow(canvasElement);
  },
};

/**
 * On a phone, a page whose tab sits past the screen's edge (Statement): the strip is scrolled to bring it into
 * view, and a short page starts right under the strip (the body's spare height is not shared out between them).
 */
export const PhoneLaterTab: Story = {
  args: { userName: 'agent1', roleName: 'Agent' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { ownRouter: true },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/backoffice/statement']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Back office' });
    const tab = within(nav).getByRole('link', { name: 'Statement' });
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await waitFor(() => {
      const strip = nav.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      // Whole pixels: the last tab scrolled to the strip's end may overhang it by a fraction.
      expect(Math.round(box.left)).toBeGreaterThanOrEqual(Math.round(strip.left));
      expect(Math.round(box.right)).toBeLessThanOrEqual(Math.round(strip.right));
    });
    const page = canvas.getByText('The page sits here.').getBoundingClientRect();
    await expect(page.top - nav.getBoundingClientRect().bottom).toBeLessThan(40);
  },
};

/** An operator-only page opened by another level. */
export const OperatorOnlyRefused: Story = {
  args: { children: <OperatorOnly /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("Only the site's admin can open this page.");
  },
};

/** A page the exchange refused this level (the trading desk the admin has not opened to agents): why, the way back, no retry. */
export const PageRefusedState: Story = {
  args: { children: <PageRefused message="The admin has not opened the trading desk to your level." /> },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText('The admin has not opened the trading desk to your level.')).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Back to the back office' })).toHaveAttribute('href', '/backoffice');
    await expect(alert.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** A page's figures on their way (the frame is already there). */
export const PageLoadingState: Story = {
  args: { children: <PageLoading what="your downline" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your downline…');
  },
};

/** A page's query failed: the reason in words inside the frame, and a retry. */
export const PageError: Story = {
  args: { children: <PageFailed message="The exchange could not be reached. Check your connection and try again." onRetry={fn()} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The exchange could not be reached');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  },
};
