import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { connectField, type FieldSendable } from './field-connect';
import { LocaleErrorField, PickerField } from './picker-field';

/**
 * The field every picker shares: input, calendar button, popup and error line, on the pickers'
 * own field connect() (here with the open state held by the story instead of a picker machine).
 */
interface FieldStoryProps {
  label?: string;
  error: string | null;
  disabled: boolean;
  onCommit: (text: string) => void;
}

function Field({ label, error, disabled, onCommit }: FieldStoryProps) {
  const [open, setOpen] = useState(false);
  const send = (event: FieldSendable) => {
    if (event.type === 'picker.open') setOpen(true);
    if (event.type === 'picker.close') setOpen(false);
  };
  const parts = connectField({ id: 'story-date', open, disabled, error, placeholder: 'mm/dd/yyyy' }, send);
  return (
    <PickerField
      api={{ ...parts, open, disabled, error, valueText: '06/12/2024', contentProps: { 'aria-label': 'Choose date' }, commitText: onCommit }}
      valueKey="2024-06-12"
      readCommit={() => ({ valueKey: '2024-06-12', invalid: false })}
      label={label}
      triggerLabel="Open calendar"
      fallbackLabel="Date"
    >
      <p style={{ margin: 0, padding: 12 }}>The picker&apos;s calendar goes here.</p>
    </PickerField>
  );
}

const meta = {
  title: 'Components/UI/Pickers/PickerField',
  component: Field,
  args: { label: 'Date', error: null, disabled: false, onCommit: fn() },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Date' });
    await expect(input).toHaveValue('06/12/2024');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-controls');
  },
};

/** The button opens the popup; the input and the button name it (aria-controls) while it is open. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    const popup = await screen.findByRole('dialog', { name: 'Choose date' });
    await waitFor(() => expect(popup.getAnimations()).toHaveLength(0));
    const input = canvas.getByRole('combobox', { name: 'Date' });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', popup.id);
    await expect(canvas.getByRole('button', { name: 'Open calendar' })).toHaveAttribute('aria-controls', popup.id);
  },
};

/** Typed text is committed on Enter and blur. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Date' });
    await userEvent.clear(input);
    await userEvent.type(input, '06/20/2024{Enter}');
    await expect(args.onCommit).toHaveBeenCalledWith('06/20/2024');
  },
};

/** An error under the field, tied to the input. */
export const Invalid: Story = {
  args: { error: 'Enter a date as mm/dd/yyyy.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a date as mm/dd/yyyy.');
    await expect(canvas.getByRole('combobox', { name: 'Date' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Date' })).toHaveAccessibleDescription('Enter a date as mm/dd/yyyy.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Open calendar' })).toBeDisabled();
  },
};

/** No visible label: the input is named by the fallback. */
export const Unlabelled: Story = { args: { label: undefined } };

/** In place of a picker given an undefined locale. */
export const LocaleError: StoryObj<typeof LocaleErrorField> = {
  render: () => <LocaleErrorField label="Date" message="Locale xx is not defined." />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Locale xx is not defined.');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
