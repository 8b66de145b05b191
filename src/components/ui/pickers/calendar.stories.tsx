/** The calendar grid alone (days 7×6 with week numbers, months 3×4, years 4×4), driven by the date picker's machine. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, userEvent, within } from 'storybook/test';
import { datePickerMachine } from '../../../../machines/date-picker.machine';
import { Calendar } from './calendar';
import { connectDatePicker } from './date-picker.connect';

const now = () => new Date(2024, 5, 15, 10, 30);

function CalendarStory({ minDate, daysDisabled }: { minDate?: string; daysDisabled?: number[] }) {
  const actor = useActorRef(datePickerMachine, {
    input: { value: [new Date(2024, 5, 15)], rules: { minDate: minDate ? new Date(`${minDate}T00:00`) : null, daysDisabled }, locale: 'en', format: 'MM/dd/yyyy', now },
  });
  // The calendar is the picker's popup: it answers while the picker is open.
  useEffect(() => actor.send({ type: 'picker.open' }), [actor]);
  const snapshot = useSelector(actor, (s) => s);
  const api = connectDatePicker(snapshot, actor.send, { id: 'calendar-story' });
  return (
    <div style={{ maxWidth: 320 }}>
      <Calendar api={api.calendar} labels={api.labels} />
    </div>
  );
}

const meta = {
  title: 'Components/UI/Pickers/Calendar',
  component: CalendarStory,
} satisfies Meta<typeof CalendarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Days: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid')).toBeInTheDocument();
  },
};
/** Days before the 5th and Sundays cannot be picked. */
export const DisabledDays: Story = { args: { minDate: '2024-06-05', daysDisabled: [0] } };
/** The title zooms out from days to the months of the year. */
export const Months: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /choose month$/ }));
    await expect(await canvas.findByRole('button', { name: /choose year$/ })).toBeInTheDocument();
  },
};
/** And from months to a page of 16 years. */
export const Years: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /choose month$/ }));
    await userEvent.click(await canvas.findByRole('button', { name: /choose year$/ }));
    await expect(within(canvas.getByRole('grid')).getAllByRole('gridcell')).toHaveLength(16);
  },
};
