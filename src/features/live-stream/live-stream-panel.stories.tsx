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

/** On an event page (the embedded default has no video): the match drawn from the score feed, not a black box (issue 19). */
export const OpenOnEventPage: Story = {
  args: {
    open: true,
    videoId: 'video-1001',
    match: { eventName: 'Mumbai Indians v Chennai Super Kings', score: { kind: 'cricket', innings: 1, batting: 0, runs: [52, 0], wickets: [1, 0], balls: [38, 0], overs: 20, recent: ['1', '0', '4', '1', '1', '4'] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Mumbai Indians batting/)).toBeVisible();
    await expect(canvas.getByTestId('visual-score')).toHaveTextContent('52/1 (6.2 ov)');
    await expect(canvas.queryByText('Connecting to the live video…')).toBeNull();
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
