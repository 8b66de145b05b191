import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SessionClockView } from './session-clock';

/**
 * The session's running time a bettor with a reality check sees beside the balance (the header hands
 * it the ticking length). Shown on the header's colours, as in the app.
 */
const meta = {
  title: 'Components/SessionClock',
  component: SessionClockView,
  args: { length: '0:00:05' },
  decorators: [
    (Story) => (
      <div style={{ display: 'inline-flex', padding: 8, background: 'var(--header-bg)', color: 'var(--header-fg)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SessionClockView>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('session-clock');

/** Just logged in: the clock starts at once. */
export const JustStarted: Story = {
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveTextContent('Session time 0:00:05');
    await expect(box(canvasElement)).toHaveAttribute('title', 'Time this session (reality check on)');
  },
};

/** An evening's session, as a reality check would find it. */
export const HoursIn: Story = {
  args: { length: '2:47:30' },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveTextContent('2:47:30');
  },
};

/** Ten hours and more: one more digit, in the same box (the clock does not grow or spill as it ticks). */
export const LongSession: Story = {
  args: { length: '10:24:09' },
  play: async ({ canvasElement }) => {
    const clock = box(canvasElement);
    await expect(clock).toHaveTextContent('10:24:09');
    await expect(clock.scrollWidth).toBeLessThanOrEqual(clock.clientWidth);
  },
};
