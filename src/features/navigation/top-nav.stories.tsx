import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopNav } from './top-nav';

const exchangeTabs = [
  { exchangeId: '00', exchangeName: 'Inplay' },
  { exchangeId: '11', exchangeName: 'Cricket', highlight: true },
  { exchangeId: '98', exchangeName: 'Tips Review' },
  { exchangeId: '66101', exchangeName: 'Virtual Sports' },
  { exchangeId: '16', exchangeName: 'Int. Casino' },
  { exchangeId: '66103', exchangeName: 'Binary' },
  { exchangeId: '88022', exchangeName: 'VIMAAN' },
];
const sports = [
  { sportId: 4, sportName: 'Cricket' },
  { sportId: 2, sportName: 'Tennis' },
  { sportId: 1, sportName: 'Soccer' },
  { sportId: 7, sportName: 'Horse Racing' },
  { sportId: 7522, sportName: 'Basketball' },
  { sportId: 66104, sportName: 'Lottery' },
  { sportId: 16, sportName: 'International Casino' },
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
    await expect(within(nav).getByRole('button', { name: 'Cricket', current: 'page' })).toHaveAttribute('data-state', 'active');
    await userEvent.click(within(nav).getByRole('button', { name: 'Inplay' }));
    await expect(args.onSelectExchange).toHaveBeenCalledWith('00');
    await userEvent.click(within(canvas.getByRole('list', { name: 'Sports' })).getByRole('button', { name: 'Tennis' }));
    await expect(args.onSelectSport).toHaveBeenCalledWith(2);
  },
};

export const SportSelected: Story = { args: { selectedSportId: 2 } };

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
    const tab = within(strip).getByRole('button', { name: 'International Casino' });
    const stripBox = strip.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    // The chosen icon sits near the middle of the scrolled strip (or the strip is at its end).
    const atEnd = Math.abs(strip.scrollLeft + strip.clientWidth - strip.scrollWidth) < 2;
    await expect(atEnd || Math.abs(tabBox.left + tabBox.width / 2 - (stripBox.left + stripBox.width / 2)) < 4).toBe(true);
    await expect(strip.scrollLeft).toBeGreaterThan(0);
  },
};
