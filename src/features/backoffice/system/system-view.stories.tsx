import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noSidewaysOverflow } from '@/features/backoffice/shell/phone-checks';
import { clusterStatus, singleStatus, troubledStatus, youngStatus } from './system-fixtures';
import { SystemView } from './system-view';
import { xAxisLabels } from '@/lib/chart-checks';

const meta = {
  title: 'Back office/Operator/System',
  component: SystemView,
  args: { shown: { view: 'live', status: clusterStatus, failure: null }, onRetry: fn() },
} satisfies Meta<typeof SystemView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cluster of 3 exchanges and 2 gateways, all ready, with their last 15 minutes. */
export const Cluster: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 15 minutes read in minutes, each tick a different one.
    const labels = await waitFor(() => {
      const drawn = xAxisLabels(canvas.getByRole('figure', { name: 'Bets per second, last 15 minutes' }));
      expect(drawn.length).toBeGreaterThan(1);
      return drawn;
    });
    await expect(new Set(labels).size).toBe(labels.length);
    await expect(within(canvas.getByRole('figure', { name: 'Bus lag p99, ms' })).queryByText(/No bus/)).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'System' })).toBeVisible();
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(within(rows[1]!).getByText('bl-1:4101:a1b2c3')).toBeVisible();
    await expect(within(rows[1]!).getByText('Ready')).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Bets per second, last 15 minutes' })).toBeVisible();
  },
};

/** `npm start`: one process, role all. It has no bus, and the bus lag chart says so rather than draw empty axes. */
export const SingleProcess: Story = {
  args: { shown: { view: 'live', status: singleStatus, failure: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('figure', { name: 'Bus lag p99, ms' })).getByText('No bus: the site runs as one process.')).toBeVisible();
    await expect(within(canvas.getByRole('figure', { name: 'Bet p99, ms' })).queryByText(/No /)).toBeNull();
  },
};

/** One process on a phone: its card says "Bus lag —", not "— ms"; the charts use the screen's width, not the browser's 40 px margins. */
export const SingleProcessPhone: Story = {
  args: { shown: { view: 'live', status: singleStatus, failure: null } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('list', { name: 'Processes' }));
    await expect(card.getByText('Bus lag —')).toBeVisible();
    await expect(card.getByText(/^p99 \d+(\.\d)? ms$/)).toBeVisible();
    const figure = canvas.getByRole('figure', { name: 'Bet p99, ms' }).getBoundingClientRect();
    const list = canvas.getByRole('list', { name: 'Processes' }).getBoundingClientRect();
    await expect(Math.abs(figure.left - list.left)).toBeLessThanOrEqual(1);
    await expect(Math.abs(figure.right - list.right)).toBeLessThanOrEqual(1);
    noSidewaysOverflow(canvasElement);
  },
};

/** A minute after `npm start`: the charts' times read to the second, each tick a different one (not five of the same minute). */
export const JustStarted: Story = {
  args: { shown: { view: 'live', status: youngStatus, failure: null } },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure', { name: 'Bets per second, last 15 minutes' });
    const labels = await waitFor(() => {
      const drawn = xAxisLabels(figure);
      expect(drawn.length).toBeGreaterThan(1);
      return drawn;
    });
    await expect(new Set(labels).size).toBe(labels.length);
    await expect(labels.every((l) => /\d{1,2}:\d{2}:\d{2}/.test(l))).toBe(true);
  },
};

/** A killed exchange (silent), one short of its partitions and a gateway that cannot reach an exchange: each says why. */
export const NotReady: Story = {
  args: { shown: { view: 'live', status: troubledStatus, failure: null } },
  play: async ({ canvasElement }) => {
    // The table (the phone's cards hold the same words, hidden on a desk).
    const canvas = within(within(canvasElement).getByRole('table'));
    await expect(canvas.getByText('Silent')).toBeVisible();
    await expect(canvas.getByText('partitions: serves 12 of 32 partitions, its share is 16')).toBeVisible();
    await expect(canvas.getByText('exchange: no answer within 1000 ms')).toBeVisible();
  },
};

/** The last ask failed: the last figures stay, marked as not updated. */
export const Stale: Story = {
  args: { shown: { view: 'live', status: clusterStatus, failure: 'The server could not be reached' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Not updated: The server could not be reached');
  },
};

export const Loading: Story = { args: { shown: { view: 'loading' } } };

export const Empty: Story = {
  args: { shown: { view: 'empty', failure: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No process has reported yet/)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { shown: { view: 'error', failure: 'Only the operator sees the system' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** On a phone: one card per process, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Processes' })).toBeVisible();
    noSidewaysOverflow(canvasElement);
  },
};
