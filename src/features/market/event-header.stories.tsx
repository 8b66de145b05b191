import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EventHeader } from './event-header';

const event = {
  exEventId: '41001',
  sportId: 4,
  sportName: 'Cricket',
  eventName: 'Mumbai Indians v Chennai Super Kings',
  eventTime: '2030-04-01T14:00:00Z',
  tournamentName: 'Indian Premier League',
  inPlay: false,
  status: 'SCHEDULED' as const,
  score: null,
};

const meta = {
  title: 'Market/EventHeader',
  component: EventHeader,
  args: { event, live: null },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof EventHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scheduled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toHaveAttribute('data-state', 'scheduled');
    await expect(within(canvasElement).queryByLabelText('Score')).toBeNull();
  },
};

/** The live score from the score subscription replaces the query's. */
export const InPlay: Story = {
  args: {
    live: { eventId: '41001', inPlay: true, status: 'IN_PLAY', score: { kind: 'cricket', runs: [48, 0], wickets: [2, 0], balls: [33, 0], batting: 0, lastBall: '4' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In-Play')).toBeVisible();
    await expect(canvas.getByText('48/2 (5.3 ov)')).toBeVisible();
  },
};

/** A phone: name and score each on one line (the score in the competition's place), so the odds start high up; the full score stays for screen readers. */
export const InPlayPhone: Story = {
  ...InPlay,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('phone-score')).toHaveTextContent('MI* 48/2 (5.3 ov) · CSK Yet to bat · Last ball 4');
    await expect(canvas.getByTestId('phone-score')).toBeVisible();
    await expect(canvas.getByText('Cricket · Indian Premier League')).not.toBeVisible();
    // The full score is still there for a screen reader.
    await expect(canvasElement.querySelector('dl[aria-label="Score"]')).toHaveTextContent('48/2 (5.3 ov)');
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBeLessThanOrEqual(44);
  },
};
