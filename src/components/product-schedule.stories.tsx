import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styles from './product-page.module.css';
import { ResultRow, ResultsPanel, SchedulePanel, ScheduleRow, StageHeading, type ScheduleEvent, type StateLabels } from './product-schedule';

/**
 * The product schedule kit the lottery and virtual sports pages share: the schedule panel with its
 * rows (time, link, countdown, state chip), the recent results panel with its rows, and the stage
 * heading of an event page.
 */
const NOW = Date.parse('2030-01-10T12:00:00Z');
const LABELS: StateLabels = { upcoming: 'Open', suspended: 'Suspended', running: 'Drawing', settled: 'Result' };
const event = (id: string, eventTime: string, over: Partial<ScheduleEvent> = {}): ScheduleEvent => ({
  exEventId: id,
  eventName: `Digit Draw ${eventTime.slice(11, 16)}`,
  eventTime,
  inPlay: false,
  markets: [{ status: 'OPEN' }],
  ...over,
});
const EVENTS: Record<string, ScheduleEvent> = {
  upcoming: event('1', '2030-01-10T12:03:00Z'),
  suspended: event('2', '2030-01-10T12:06:00Z', { markets: [{ status: 'SUSPENDED' }] }),
  running: event('3', '2030-01-10T11:59:00Z', { inPlay: true }),
};

interface ScheduleProps {
  events: readonly ScheduleEvent[];
  results: readonly { eventTime: string; name: string; outcome: string }[];
}

function Schedule({ events, results }: ScheduleProps) {
  return (
    <div className={styles.page}>
      <SchedulePanel id="schedule-title" sportId={66104} title="Lottery" subheading="Next draws" emptyText="No draws are open right now.">
        {events.map((e) => (
          <ScheduleRow key={e.exEventId} event={e} to={`/lotterydetails/${e.exEventId}/66104`} meta="Last Digit · Low / High" now={NOW} labels={LABELS} countdownLabel="Time to draw" />
        ))}
      </SchedulePanel>
      <ResultsPanel id="schedule-results" emptyText="No draws have been made yet.">
        {results.map((r) => (
          <ResultRow key={r.eventTime} eventTime={r.eventTime} name={<span className={styles.name}>{r.name}</span>} outcome={<span className={styles.meta}>{r.outcome}</span>} labels={LABELS} />
        ))}
      </ResultsPanel>
    </div>
  );
}

const meta = {
  title: 'Components/ProductSchedule',
  component: Schedule,
  args: {
    events: [EVENTS.upcoming!, EVENTS.suspended!, EVENTS.running!],
    results: [
      { eventTime: '2030-01-10T11:57:00Z', name: 'Digit Draw 11:57', outcome: 'Drawn 3317' },
      { eventTime: '2030-01-10T11:54:00Z', name: 'Digit Draw 11:54', outcome: 'Void' },
    ],
  },
} satisfies Meta<typeof Schedule>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each state a row can be in: open (counting down), suspended (no market takes bets), running (no countdown). */
export const States: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('region', { name: 'Lottery' })).getAllByRole('listitem');
    await expect(rows.map((r) => r.getAttribute('data-state'))).toEqual(['upcoming', 'suspended', 'running']);
    await expect(canvas.getAllByLabelText('Time to draw').map((c) => c.textContent)).toEqual(['3:00', '6:00', '—']);
    await expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/lotterydetails/1/66104');
    await expect(within(canvas.getByRole('region', { name: 'Recent results' })).getAllByText('Result')).toHaveLength(2);
  },
};

/** Nothing scheduled and nothing settled yet: both panels say so. */
export const Empty: Story = {
  args: { events: [], results: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No draws are open right now.')).toBeInTheDocument();
    await expect(canvas.getByText('No draws have been made yet.')).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** An event page's stage row starts with the clock time and the name, what is happening now under it. */
export const Stage: StoryObj<typeof StageHeading> = {
  render: () => (
    <div className={styles.panel}>
      <div className={styles.row}>
        <StageHeading eventName="Digit Draw 12:03" eventTime="2030-01-10T12:03:00Z" headline="Drawing the digits" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Digit Draw 12:03')).toHaveTextContent('Digit Draw 12:03Drawing the digits');
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', '2030-01-10T12:03:00Z');
  },
};
