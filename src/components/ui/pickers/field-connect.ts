/**
 * The field part of the pickers' connect(): the input, its error line and the root's data-*
 * state, the same for the date and the date-range picker. Pure: a few facts of the snapshot in,
 * props out.
 */
import type { KeyboardEvent } from 'react';
import { dataAttr } from './calendar-connect';
import type { DataAttributes } from './calendar-connect';

/** The events a picker's field sends (both picker machines accept them). */
export type FieldSendable = { type: 'picker.open' } | { type: 'picker.close' } | { type: 'input.keydown'; key: string; altKey?: boolean };

export interface FieldFacts {
  id: string;
  open: boolean;
  disabled: boolean;
  error: string | null;
  placeholder: string;
}

export interface PickerInputProps extends DataAttributes {
  id: string;
  placeholder: string;
  disabled: boolean;
  autoComplete: 'off';
  /** A text field that opens a dialog (the WAI-ARIA date picker combobox): aria-expanded needs this role. */
  role: 'combobox';
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

export interface PickerFieldParts {
  rootProps: DataAttributes;
  inputProps: PickerInputProps;
  errorProps: { id: string; role: 'alert' };
  setOpen: (open: boolean) => void;
}

export function connectField({ id, open, disabled, error, placeholder }: FieldFacts, send: (event: FieldSendable) => void): PickerFieldParts {
  const errorId = `${id}-error`;
  const state = open ? 'open' : 'closed';
  return {
    rootProps: { 'data-state': state, 'data-invalid': dataAttr(error !== null), 'data-disabled': dataAttr(disabled) },
    inputProps: {
      id: `${id}-input`,
      placeholder,
      disabled,
      autoComplete: 'off',
      role: 'combobox',
      'aria-invalid': error !== null,
      'aria-describedby': error ? errorId : undefined,
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      'data-state': state,
      // The machine maps the key: Enter or Escape closes, Alt+ArrowDown opens.
      onKeyDown: (event) => send({ type: 'input.keydown', key: event.key, altKey: event.altKey }),
    },
    errorProps: { id: errorId, role: 'alert' },
    setOpen: (next) => send({ type: next ? 'picker.open' : 'picker.close' }),
  };
}
