import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { noSidewaysOverflow, tapTargetsAtLeast44 } from '@/features/backoffice/shell/phone-checks';
import { DashboardView } from './dashboard-view';

const links = { downline: '/backoffice/downline', risk: '/backoffice/risk', reports: '/backoffice/reports', requests: '/backoffice/requests' };

const meta = {
  title: 'Back office/Dashboard',
  component: DashboardView,
  args: {
    figures: {
      downlineSize: 428,
      bettors: 412,
      totalBalance: 912_345_650,
      creditGiven: 500_000_000,
      exposure: 12_500_000,
      myPnlToday: 1_234_500,
      myPnlWeek: -560_000,
      downlinePnlToday: -4_115_000,
      downlinePnlWeek: 1_866_700,
      requestsWaiting: 7,
    },
    links,
  },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A master's day: each figure in its tile, signed P&L coloured, each tile a link to its screen. */
export const Master: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = (name: RegExp) => canvas.getByRole('link', { name });
    await expect(tile(/^Downline\s*428/)).toHaveAttribute('href', '/backoffice/downline');
    await expect(tile(/^Total balance/)).toHaveTextContent('₹91,23,456.50');
    await expect(tile(/^Credit given/)).toHaveTextContent('₹50,00,000.00');
    await expect(tile(/^Exposure/)).toHaveAttribute('href', '/backoffice/risk');
    await expect(tile(/^My P&L today/)).toHaveTextContent('+₹12,345.00');
    await expect(tile(/^My P&L this week/)).toHaveTextContent('−₹5,600.00');
    await expect(tile(/^Downline P&L today/)).toHaveTextContent('−₹41,150.00');
    await expect(tile(/^Requests waiting\s*7/)).toHaveAttribute('href', '/backoffice/requests');
  },
};

/** A new level: nothing below it yet. */
export const Empty: Story = {
  args: {
    figures: { downlineSize: 0, bettors: 0, totalBalance: 0, creditGiven: 0, exposure: 0, myPnlToday: 0, myPnlWeek: 0, downlinePnlToday: 0, downlinePnlWeek: 0, requestsWaiting: 0 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^Downline\s*0/ })).toHaveTextContent('0 bettors');
    await expect(canvas.getByRole('link', { name: /^My P&L today/ })).toHaveTextContent('₹0.00');
  },
};

/** A screen not in this build yet: its tile shows the figure without a link. */
export const ReportsNotBuilt: Story = {
  args: { links: { ...links, reports: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /^My P&L today/ })).toBeNull();
    await expect(canvas.getByText('My P&L today').parentElement).toHaveTextContent('+₹12,345.00');
  },
};

/** On a phone: two tiles a row, 44 px targets, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    tapTargetsAtLeast44(canvasElement);
    noSidewaysOverflow(canvasElement);
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};
