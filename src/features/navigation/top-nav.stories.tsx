import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopNav } from './top-nav';

const exchangeTabs = [
  { exchangeId: '00', exchangeName: 'Inplay', href: '/inplay' },
  { exchangeId: '11', exchangeName: 'Cricket', highlight: true, href: '/' },
  { exchangeId: '98', exchangeName: 'Tips Review', href: '/tipsreview' },
  { exchangeId: '66101', exchangeName: 'Virtual Sports', href: '/virtualsports' },
  { exchangeId: '16', exchangeName: 'Int. Casino', href: '/intcasino' },
  { exchangeId: '66103', exchangeName: 'Binary', href: '/binary' },
  { exchangeId: '88022', exchangeName: 'VIMAAN' },
];
const sports = [
  { sportId: 4, sportName: 'Cricket', href: '/' },
  { sportId: 2, sportName: 'Tennis', href: '/' },
  { sportId: 1, sportName: 'Soccer', href: '/' },
  { sportId: 7, sportName: 'Horse Racing', href: '/horseRacing/7' },
  { sportId: 7522, sportName: 'Basketball', href: '/' },
  { sportId: 66104, sportName: 'Lottery', href: '/lottery' },
  { sportId: 16, sportName: 'International Casino', href: '/' },
];

const meta = {
  title: 'Shell/TopNav',
  component: TopNav,
  parameters: { layout: 'fullscreen' },
  args: { exchangeTabs, selectedExchangeId: '11', onSelectExchange: fn(), sports, selectedSportId: null, onSelectSport: fn() },
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Top navigation' });
    await expect(within(nav).getByRole('link', { name: 'Cricket', current: 'page' })).toHaveAttribute('data-state', 'active');
    // Every tab with an address is a link (it opens in a new tab too); a plain click is the machine's.
    await expect(within(nav).getByRole('link', { name: 'Inplay' })).toHaveAttribute('href', '/inplay');
    await userEvent.click(within(nav).getByRole('link', { name: 'Inplay' }));
    await expect(args.onSelectExchange).toHaveBeenCalledWith('00');
    await userEvent.click(within(canvas.getByRole('list', { name: 'Sports' })).getByRole('link', { name: 'Tennis' }));
    await expect(args.onSelectSport).toHaveBeenCalledWith(2);
    // VIMAAN leaves the app: a button.
    await userEvent.click(within(nav).getByRole('button', { name: 'VIMAAN' }));
    await expect(args.onSelectExchange).toHaveBeenCalledWith('88022');
  },
};

export const SportSelected: Story = { args: { selectedSportId: 2 } };

/** On the in-play page its tab is the highlighted one (the tab follows the page, issue 35). */
export const OnInplayPage: Story = {
  args: { selectedExchangeId: '00' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Top navigation' });
    await expect(within(nav).getByRole('link', { name: 'Inplay', current: 'page' })).toHaveAttribute('data-state', 'active');
    await expect(within(nav).getByRole('link', { name: 'Int. Casino' })).toHaveAttribute('data-state', 'inactive');
  },
};

/** On the casino page the Int. Casino tab is highlighted. */
export const OnCasinoPage: Story = {
  args: { selectedExchangeId: '16' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Top navigation' });
    await expect(within(nav).getByRole('link', { name: 'Int. Casino', current: 'page' })).toHaveAttribute('data-state', 'active');
  },
};

/** On a page of no exchange (the account statement) no tab is highlighted. */
export const OnAccountPage: Story = {
  args: { selectedExchangeId: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-state="active"][data-exchange-id]')).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { exchangeTabs: [], sports: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation')).toHaveAttribute('data-state', 'loading');
  },
};

export const MobileSelectedCentred: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { selectedSportId: 16, selectedExchangeId: '66103' },
  play: async ({ canvasElement }) => {
    // The strip is scrolled in the first animation frame after the commit, before it is painted:
    // measured once that frame's callbacks (ours queued after the strip's) have run.
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const strip = within(canvasElement).getByRole('list', { name: 'Sports' });
    const tab = within(strip).getByRole('link', { name: 'International Casino' });
    const stripBox = strip.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    // The chosen icon sits near the middle of the scrolled strip (or the strip is at its end).
    const atEnd = Math.abs(strip.scrollLeft + strip.clientWidth - strip.scrollWidth) < 2;
    await expect(atEnd || Math.abs(tabBox.left + tabBox.width / 2 - (stripBox.left + stripBox.width / 2)) < 4).toBe(true);
    await expect(strip.scrollLeft).toBeGreaterThan(0);
  },
};
