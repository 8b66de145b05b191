/** What the pickers' stories share: the story clock, a picker holding its own value, opening the popup. */
import { useState } from 'react';
import type { ComponentType } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** Saturday 15 June 2024, 10:30: every picker story runs on this clock. */
export const storyClock = () => new Date(2024, 5, 15, 10, 30);

/** The picker with its value held by the story, as a screen holds it (the story's onChange spy still hears each change). */
export function heldValue<P extends { value: unknown; onChange: (value: P['value']) => void }>(Picker: ComponentType<P>) {
  return function Held(props: P) {
    const [value, setValue] = useState<P['value']>(props.value);
    return (
      <Picker
        {...props}
        value={value}
        onChange={(next: P['value']) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    );
  };
}

/** Clicks the calendar button and waits for the popup (its opening animation included). */
export async function openPopup(canvasElement: HTMLElement, name: 'Choose date' | 'Choose date range') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open calendar' }));
  const popup = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(popup.getAnimations()).toHaveLength(0)); // the 220 ms opening
  return popup;
}
