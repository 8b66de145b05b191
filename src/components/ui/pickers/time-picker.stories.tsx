import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimePicker } from './time-picker';
import type { TimePickerProps } from './time-picker';

function Controlled(props: TimePickerProps) {
  const [value, setValue] = useState<Date | null>(props.value);
  return (
    <TimePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const at = (h: number, m = 0, s = 0) => new Date(2024, 5, 15, h, m, s);

const meta = {
  title: 'Components/UI/Pickers/TimePicker',
  component: TimePicker,
  render: (args) => <Controlled {...args} />,
  args: { value: at(14, 30, 0), onChange: fn(), label: 'Time', now: () => at(10, 30) },
} satisfies Meta<typeof TimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMeridian: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Hours' })).toHaveValue('02');
    await userEvent.click(canvas.getByRole('button', { name: 'Increment hours' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(at(15, 30, 0));
    await userEvent.click(canvas.getByRole('button', { name: 'Increment minutes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increment seconds' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(at(15, 35, 10));
    await userEvent.click(canvas.getByRole('button', { name: 'PM: switch to AM' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(at(3, 35, 10));
  },
};

export const TwentyFourHours: Story = {
  args: { showMeridian: false },
  play: async ({ canvasElement, args }) => {
    const hours = within(canvasElement).getByRole('spinbutton', { name: 'Hours' });
    await expect(hours).toHaveValue('14');
    await userEvent.click(hours);
    await userEvent.keyboard('24');
    await expect(args.onChange).toHaveBeenLastCalledWith(at(0, 30, 0)); // the day does not move
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(at(23, 30, 0));
  },
};

export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const minutes = within(canvasElement).getByRole('spinbutton', { name: 'Minutes' });
    await userEvent.click(minutes);
    await userEvent.keyboard('75');
    await userEvent.tab();
    await expect(minutes).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Enter hours 0–12, minutes and seconds 0–60');
  },
};

export const OutOfRange: Story = {
  args: { value: at(19, 30), min: at(8), max: at(20) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Increment hours' }));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Choose a time from 08:00:00 AM until 08:00:00 PM');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('spinbutton', { name: 'Hours' })).toHaveValue('07');
  },
};

export const WithoutSeconds: Story = { args: { showSeconds: false } };

export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('spinbutton', { name: 'Hours' })).toHaveValue('');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Increment minutes' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(at(10, 35));
  },
};
