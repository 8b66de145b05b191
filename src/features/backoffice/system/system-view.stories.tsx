import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noSidewaysOverflow } from '@/features/backoffice/shell/phone-checks';
import { clusterStatus, singleStatus, troubledStatus } from './system-fixtures';
import { SystemView } from './system-view';

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
    await expect(canvas.getByRole('heading', { name: 'System' })).toBeVisible();
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(within(rows[1]!).getByText('bl-1:4101:a1b2c3')).toBeVisible();
    await expect(within(rows[1]!).getByText('Ready')).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Bets per second, last 15 minutes' })).toBeVisible();
  },
};

/** `npm start`: one process, role all. */
export const SingleProcess: Story = { args: { shown: { view: 'live', status: singleStatus, failure: null } } };

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
