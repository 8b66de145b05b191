import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LiveStreamPanel } from './live-stream-panel';

const meta = {
  title: 'Panels/LiveStreamPanel',
  component: LiveStreamPanel,
  args: { open: false, videoId: null, onToggle: fn() },
  decorators: [(Story) => <div style={{ width: 300 }}><Story /></div>],
} satisfies Meta<typeof LiveStreamPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Live Stream' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalled();
  },
};
export const Open: Story = {
  args: { open: true, videoId: 'video-1001' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Live Stream' })).toHaveAttribute('data-state', 'open');
  },
};
export const OpenWithoutVideo: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No live video for this event.')).toBeVisible();
  },
};

/** Logged out: the toggle explains itself (the machine refuses to open and toasts). */
export const LoggedOut: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Log in to watch the live stream.')).toBeVisible();
    await expect(within(canvasElement).getByRole('region', { name: 'Live Stream' })).toHaveAttribute('data-state', 'closed');
  },
};
