import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './date-picker';
import { heldValue, openPopup as openPopupOf, storyClock } from './picker-stories-kit';

const clock = storyClock;

const Controlled = heldValue(DatePicker);

const meta = {
  title: 'Components/UI/Pickers/DatePicker',
  component: DatePicker,
  render: (args) => <Controlled {...args} />,
  args: { value: '2024-06-12', onChange: fn(), label: 'Date', now: clock },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPopup = (canvasElement: HTMLElement) => openPopupOf(canvasElement, 'Choose date');
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Date')).toHaveValue('06/12/2024');
  },
};

export const Empty: Story = { args: { value: null } };

export const DayView: Story = {
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    const grid = within(popup).getByRole('grid', { name: 'June 2024' });
    await expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    await expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Wk', 'Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    await expect(within(popup).getByRole('button', { name: 'Wednesday, June 12, 2024' })).toHaveFocus();
    await userEvent.click(within(popup).getByRole('button', { name: 'Thursday, June 20, 2024' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-06-20');
    await closed();
  },
};

export const MonthView: Story = {
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.click(within(popup).getByRole('button', { name: /choose month/ }));
    await expect(within(popup).getAllByRole('gridcell')).toHaveLength(12);
    await expect(within(popup).getAllByRole('row')).toHaveLength(4);
  },
};

export const YearView: Story = {
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.click(within(popup).getByRole('button', { name: /choose month/ }));
    await userEvent.click(within(popup).getByRole('button', { name: /choose year/ }));
    await expect(within(popup).getAllByRole('gridcell')).toHaveLength(16);
    await expect(within(popup).getAllByRole('gridcell')[0]).toHaveTextContent('2017');
    await userEvent.click(within(popup).getByRole('button', { name: 'Next 16 years' }));
    await expect(within(popup).getAllByRole('gridcell')[0]).toHaveTextContent('2033');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.keyboard('{ArrowRight}{ArrowDown}'); // 12 → 13 → 20 June
    await expect(within(popup).getByRole('button', { name: 'Thursday, June 20, 2024' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}'); // 20 July
    await expect(within(popup).getByRole('button', { name: 'Saturday, July 20, 2024' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{PageUp}{/Shift}'); // 20 July 2023
    await expect(within(popup).getByRole('button', { name: 'Thursday, July 20, 2023' })).toHaveFocus();
    await userEvent.keyboard('{Home}{Enter}'); // Sunday 16 July 2023
    await expect(args.onChange).toHaveBeenLastCalledWith('2023-07-16');
    await closed();
    await expect(within(canvasElement).getByLabelText('Date')).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    await openPopup(canvasElement);
    await userEvent.keyboard('{Escape}');
    await closed();
  },
};

export const OutsideClickCloses: Story = {
  play: async ({ canvasElement }) => {
    await openPopup(canvasElement);
    await userEvent.click(canvasElement.ownerDocument.body);
    await closed();
  },
};

export const InputKeys: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date');
    await userEvent.click(input); // opens, typing stays in the input
    await screen.findByRole('dialog', { name: 'Choose date' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await closed();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}'); // opens into the grid
    const popup = await screen.findByRole('dialog', { name: 'Choose date' });
    await waitFor(() => expect(within(popup).getByRole('button', { name: 'Wednesday, June 12, 2024' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, '06/03/2024');
    await userEvent.click(input);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Enter}'); // Enter checks the text and closes
    await closed();
    await expect(input).toHaveValue('06/03/2024');
  },
};

export const TodayAndClear: Story = {
  play: async ({ canvasElement, args }) => {
    let popup = await openPopup(canvasElement);
    await userEvent.click(within(popup).getByRole('button', { name: 'Today' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-06-15');
    await closed();
    popup = await openPopup(canvasElement);
    await userEvent.click(within(popup).getByRole('button', { name: 'Clear' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const MinDateError: Story = {
  args: { min: '2024-06-05', max: '2024-06-25' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Date');
    await userEvent.clear(input);
    await userEvent.type(input, '06/01/2024{Enter}');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The earliest date is 06/05/2024; it was used instead.');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-06-05');
  },
};

export const MaxDateError: Story = {
  args: { min: '2024-06-05', max: '2024-06-25' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date');
    await userEvent.clear(input);
    await userEvent.type(input, '07/01/2024');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The latest date is 06/25/2024; it was used instead.');
    await expect(input).toHaveValue('06/25/2024');
  },
};

export const InvalidDate: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date');
    await userEvent.clear(input);
    await userEvent.type(input, '02/30/2024{Enter}');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Enter a valid date: mm/dd/yyyy');
    await expect(input).toHaveValue('02/30/2024');
  },
};

export const DisabledDays: Story = {
  args: { daysDisabled: [0], datesDisabled: ['2024-06-14'], min: '2024-06-05', max: '2024-06-25' },
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    const sunday = within(popup).getByRole('button', { name: 'Sunday, June 16, 2024' });
    await expect(sunday).toHaveAttribute('aria-disabled', 'true');
    await expect(within(popup).getByRole('button', { name: 'Friday, June 14, 2024' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(popup).getByRole('button', { name: 'Tuesday, June 4, 2024' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sunday);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const EnabledDatesOnly: Story = {
  args: { datesEnabled: ['2024-06-07', '2024-06-14', '2024-06-21'] },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement);
    await expect(within(popup).getByRole('button', { name: 'Friday, June 14, 2024' })).not.toHaveAttribute('aria-disabled');
    await expect(within(popup).getByRole('button', { name: 'Thursday, June 13, 2024' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WithTime: Story = {
  args: { value: '2024-06-12T09:30:00', withTime: true, label: 'Date and time' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByLabelText('Date and time')).toHaveValue('06/12/2024 09:30:00 AM');
    const popup = await openPopup(canvasElement);
    await expect(within(popup).getByRole('spinbutton', { name: 'Hours' })).toHaveValue('09');
    await userEvent.click(within(popup).getByRole('button', { name: 'AM: switch to PM' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-06-12T21:30:00');
    await closed(); // without keep-open a time change closes
  },
};

export const WithTimeKeepOpen: Story = {
  args: { value: '2024-06-12T09:30:00', withTime: true, keepOpen: true, label: 'Date and time' },
  play: async ({ canvasElement, args }) => {
    const popup = await openPopup(canvasElement);
    await userEvent.click(within(popup).getByRole('button', { name: 'Increment minutes' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-06-12T09:35:00');
    await expect(screen.getByRole('dialog')).toBeVisible(); // same day: stays open
    await userEvent.click(within(popup).getByRole('button', { name: 'Thursday, June 13, 2024' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-06-13T09:35:00');
    await closed();
  },
};

export const Hindi: Story = {
  args: { locale: 'hi', label: 'तिथि' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('तिथि')).toHaveValue('12/06/2024');
    const popup = await openPopup(canvasElement);
    await expect(within(popup).getByRole('grid', { name: 'जून 2024' })).toBeVisible();
    await expect(within(popup).getByRole('button', { name: 'आज' })).toBeVisible();
  },
};

export const German: Story = {
  args: { locale: 'de', label: 'Datum' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Datum')).toHaveValue('12.06.2024');
    const popup = await openPopup(canvasElement);
    const headers = within(popup).getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers[1]).toBe('Mo');
    await expect(within(popup).getByRole('button', { name: 'Heute' })).toBeVisible();
  },
};

export const UndefinedLocale: Story = {
  args: { locale: 'xx' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Locale "xx" is not defined, please add it with "defineLocale(...)"');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await openPopup(canvasElement);
  },
};
