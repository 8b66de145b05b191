import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './date-range-picker';
import type { DateRangePickerProps } from './date-range-picker';
import { heldValue, openPopup as openPopupOf, storyClock } from './picker-stories-kit';

const clock = storyClock;

const Controlled = heldValue(DateRangePicker);

const meta = {
  title: 'Components/UI/Pickers/DateRangePicker',
  component: DateRangePicker,
  render: (args) => <Controlled {...args} />,
  args: { value: { start: '2024-06-09', end: '2024-06-15' }, onChange: fn(), label: 'Date range', now: clock },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPopup = (canvasElement: HTMLElement) => openPopupOf(canvasElement, 'Choose date range');
const day = (popup: HTMLElement, name: RegExp | string) => within(popup).getByRole('button', { name });

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Date range')).toHaveValue('06/09/2024 - 06/15/2024');
  },
};

export const Empty: Story = { args: { value: null } };

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await expect(within(popup).getAllByRole('grid')).toHaveLength(2);
    await expect(within(popup).getByText('June 2024')).toBeVisible();
    await expect(within(popup).getByText('July 2024')).toBeVisible();
    await expect(within(popup).getByRole('button', { name: 'Last 7 Days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(day(popup, 'Sunday, June 9, 2024')).toHaveFocus(); // the range start
    await expect(within(popup).getAllByRole('rowheader', { name: /Week \d+/ })).toHaveLength(12);
  },
};

export const HalfPicked: Story = {
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.click(day(popup, 'Monday, June 10, 2024'));
    await expect(within(popup).getByText('Start 06/10/2024: choose the end date')).toBeVisible();
    await userEvent.hover(day(popup, 'Thursday, June 13, 2024'));
    await expect(day(popup, 'Wednesday, June 12, 2024')).toHaveAttribute('data-preview');
  },
};

export const PickByMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.click(day(popup, 'Monday, June 10, 2024'));
    await userEvent.click(day(popup, 'Wednesday, July 3, 2024'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2024-06-10', end: '2024-07-03' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByLabelText('Date range')).toHaveValue('06/10/2024 - 07/03/2024');
  },
};

export const PickByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Date range');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}'); // into the grid, on the range start
    const popup = await screen.findByRole('dialog', { name: 'Choose date range' });
    await expect(day(popup, 'Sunday, June 9, 2024')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}'); // Friday 7 June starts
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{PageDown}{Enter}'); // two weeks and a month on: 21 July
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2024-06-07', end: '2024-07-21' });
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const Presets: Story = {
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.click(within(popup).getByRole('button', { name: 'Yesterday' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2024-06-14', end: '2024-06-14' });
  },
};

export const CustomRange: Story = {
  args: { value: { start: '2024-06-03', end: '2024-06-05' } },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    const custom = within(popup).getByRole('button', { name: 'Custom Range' });
    await expect(custom).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(custom);
    await expect(day(popup, 'Monday, June 3, 2024')).toHaveFocus();
  },
};

export const MinMaxError: Story = {
  args: { min: '2024-06-05', max: '2024-06-20' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Date range');
    await userEvent.clear(input);
    await userEvent.type(input, '06/01/2024 - 06/10/2024{Enter}');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The earliest date is 06/05/2024; it was used instead.');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2024-06-05', end: '2024-06-10' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidText: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date range');
    await userEvent.clear(input);
    await userEvent.type(input, '13/45/2024');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Enter a valid date range: mm/dd/yyyy - mm/dd/yyyy');
    await expect(input).toHaveValue('13/45/2024');
  },
};

export const DisabledDays: Story = {
  args: { daysDisabled: [0, 6], datesDisabled: ['2024-06-12'], max: '2024-06-28' },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await expect(day(popup, 'Sunday, June 16, 2024')).toHaveAttribute('aria-disabled', 'true');
    await expect(day(popup, 'Wednesday, June 12, 2024')).toHaveAttribute('aria-disabled', 'true');
    await expect(day(popup, 'Monday, July 1, 2024')).toHaveAttribute('aria-disabled', 'true');
    await expect(day(popup, 'Thursday, June 13, 2024')).not.toHaveAttribute('aria-disabled');
  },
};

export const MaxRangeLength: Story = {
  args: { maxRangeDays: 7 },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.click(day(popup, 'Monday, June 3, 2024'));
    await expect(day(popup, 'Monday, June 10, 2024')).not.toHaveAttribute('aria-disabled');
    await expect(day(popup, 'Tuesday, June 11, 2024')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const MarksAndTooltips: Story = {
  args: { marks: (d: Date) => (d.getDate() === 20 ? { className: 'settlement-day', tooltip: 'Settlement day' } : undefined) },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await expect(day(popup, 'Thursday, June 20, 2024')).toHaveAttribute('title', 'Settlement day');
  },
};

export const MonthView: Story = {
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.click(within(popup).getByRole('button', { name: /choose month/ }));
    await expect(within(popup).getAllByRole('gridcell')).toHaveLength(12);
    await expect(within(popup).getByRole('button', { name: 'Jun 2024' })).toHaveAttribute('data-selected');
  },
};

export const YearView: Story = {
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.click(within(popup).getByRole('button', { name: /choose month/ }));
    await userEvent.click(within(popup).getByRole('button', { name: /choose year/ }));
    await expect(within(popup).getAllByRole('gridcell')).toHaveLength(16);
    await expect(within(popup).getByText('2017 – 2032')).toBeVisible();
    await userEvent.click(within(popup).getByRole('button', { name: '2022' }));
    await userEvent.click(within(popup).getByRole('button', { name: 'Mar 2022' }));
    await expect(within(popup).getByText('March 2022')).toBeVisible();
  },
};

export const Hindi: Story = {
  args: { locale: 'hi', label: 'तिथि सीमा' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('तिथि सीमा')).toHaveValue('09/06/2024 - 15/06/2024');
    await openPopup(canvasElement);
  },
};

export const German: Story = {
  args: { locale: 'de', label: 'Zeitraum' },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await expect(within(popup).getByText('Juni 2024')).toBeVisible();
    await expect(within(popup).getAllByRole('columnheader')[1]).toHaveTextContent('Mo');
  },
};

export const UndefinedLocale: Story = {
  args: { locale: 'tlh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Locale "tlh" is not defined, please add it with "defineLocale(...)"');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Open calendar' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await openPopup(canvasElement);
  },
};

export const Unlabelled: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Date range' })).toHaveValue('06/09/2024 - 06/15/2024');
  },
};

/** A screen that changes the limits after the first render (e.g. a sport's season): the picker follows. */
function WithChangingLimit(props: DateRangePickerProps) {
  const [max, setMax] = useState<string | undefined>(undefined);
  return (
    <div>
      <button type="button" onClick={() => setMax('2024-06-20')}>
        Limit to 20 June
      </button>
      <Controlled {...props} max={max} />
    </div>
  );
}

export const LimitsFollowProps: Story = {
  render: (args) => <WithChangingLimit {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Limit to 20 June' }));
    const popup = await openPopup(canvasElement);
    await expect(day(popup, 'Friday, June 21, 2024')).toHaveAttribute('aria-disabled', 'true');
    await expect(within(canvasElement).getByLabelText('Date range')).toHaveValue('06/09/2024 - 06/15/2024');
  },
};

export const TabCyclesInPopup: Story = {
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    within(popup).getByRole('button', { name: 'Clear' }).focus();
    await userEvent.tab();
    await expect(within(popup).getByRole('button', { name: 'Today' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(popup).getByRole('button', { name: 'Clear' })).toHaveFocus();
  },
};
