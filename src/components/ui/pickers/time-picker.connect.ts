/**
 * connect() of the time picker: hours, minutes and seconds as spin buttons (ArrowUp/ArrowDown
 * step by 1 h / 5 min / 10 s, PageUp/PageDown by five steps), typed text checked by the machine,
 * and the AM/PM toggle.
 */
import type { KeyboardEvent } from 'react';
import { format } from 'date-fns';
import type { SnapshotFrom } from 'xstate';
import type { timePickerMachine, TimePickerEvent, TimeUnit } from '../../../../machines/time-picker.machine';
import { timeLimits } from '../../../../machines/time-picker.machine';
import { dataAttr } from './calendar-connect';
import type { DataAttributes } from './calendar-connect';

export type TimePickerSnapshot = SnapshotFrom<typeof timePickerMachine>;

const UNIT_LABEL: Record<TimeUnit, string> = { hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' };
const INPUT_EVENT = { hours: 'hours.input', minutes: 'minutes.input', seconds: 'seconds.input' } as const;

export interface TimeSegment {
  unit: TimeUnit;
  label: string;
  /** Two digits of the value ('' without a value). */
  text: string;
  invalid: boolean;
  inputProps: DataAttributes & {
    role: 'spinbutton';
    inputMode: 'numeric';
    maxLength: 2;
    placeholder: string;
    'aria-label': string;
    'aria-valuenow'?: number;
    'aria-valuemin': number;
    'aria-valuemax': number;
    'aria-invalid': boolean;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  };
  incrementProps: { type: 'button'; 'aria-label': string; tabIndex: -1; onClick: () => void };
  decrementProps: { type: 'button'; 'aria-label': string; tabIndex: -1; onClick: () => void };
  /** Sends typed text for this unit. */
  type: (text: string) => void;
}

export interface TimePickerApi {
  value: Date | null;
  showMeridian: boolean;
  segments: TimeSegment[];
  meridian: 'AM' | 'PM';
  meridianProps: { type: 'button'; 'aria-label': string; onClick: () => void };
  error: string | null;
  rootProps: DataAttributes & { role: 'group'; 'aria-label': string };
}

export function connectTimePicker(snapshot: TimePickerSnapshot, send: (event: TimePickerEvent) => void, options: { label?: string; showSeconds?: boolean } = {}): TimePickerApi {
  const { context } = snapshot;
  const value = context.value;
  const show = context.showMeridian;
  const units: TimeUnit[] = options.showSeconds === false ? ['hours', 'minutes'] : ['hours', 'minutes', 'seconds'];
  const step = (unit: TimeUnit, direction: 1 | -1) => send({ type: 'time.step', unit, direction });

  const segments = units.map((unit): TimeSegment => {
    const raw = value ? (unit === 'hours' ? value.getHours() : unit === 'minutes' ? value.getMinutes() : value.getSeconds()) : null;
    const shown = raw === null ? null : unit === 'hours' && show ? raw % 12 || 12 : raw;
    const limits = timeLimits(unit, show);
    const invalid = context.invalidUnits.includes(unit);
    return {
      unit,
      label: UNIT_LABEL[unit],
      text: shown === null ? '' : String(shown).padStart(2, '0'),
      invalid,
      inputProps: {
        role: 'spinbutton',
        inputMode: 'numeric',
        maxLength: 2,
        placeholder: unit === 'hours' ? 'hh' : unit === 'minutes' ? 'mm' : 'ss',
        'aria-label': UNIT_LABEL[unit],
        'aria-valuenow': shown ?? undefined,
        'aria-valuemin': limits.min,
        'aria-valuemax': limits.max,
        'aria-invalid': invalid,
        'data-unit': unit,
        'data-invalid': dataAttr(invalid),
        onKeyDown: (event) => {
          const direction = event.key === 'ArrowUp' || event.key === 'PageUp' ? 1 : event.key === 'ArrowDown' || event.key === 'PageDown' ? -1 : 0;
          if (direction === 0) return;
          event.preventDefault();
          const times = event.key.startsWith('Page') ? 5 : 1;
          for (let i = 0; i < times; i += 1) step(unit, direction);
        },
      },
      incrementProps: { type: 'button', 'aria-label': `Increment ${UNIT_LABEL[unit].toLowerCase()}`, tabIndex: -1, onClick: () => step(unit, 1) },
      decrementProps: { type: 'button', 'aria-label': `Decrement ${UNIT_LABEL[unit].toLowerCase()}`, tabIndex: -1, onClick: () => step(unit, -1) },
      type: (text) => send({ type: INPUT_EVENT[unit], text }),
    };
  });

  const limitText = (d: Date | null) => (d ? format(d, show ? 'hh:mm:ss a' : 'HH:mm:ss') : null);
  const error = snapshot.matches('outOfRange')
    ? `Choose a time ${[limitText(context.min) && `from ${limitText(context.min)}`, limitText(context.max) && `until ${limitText(context.max)}`].filter(Boolean).join(' ')}`
    : snapshot.matches('invalidInput')
      ? `Enter ${show ? 'hours 0–12' : 'hours 0–24'}, minutes and seconds 0–60`
      : null;
  const meridian = value && value.getHours() >= 12 ? 'PM' : 'AM';

  return {
    value,
    showMeridian: show,
    segments,
    meridian,
    meridianProps: { type: 'button', 'aria-label': `${meridian}: switch to ${meridian === 'AM' ? 'PM' : 'AM'}`, onClick: () => send({ type: 'meridian.toggle' }) },
    error,
    rootProps: {
      role: 'group',
      'aria-label': options.label ?? 'Time',
      'data-state': snapshot.value as string,
      'data-invalid': dataAttr(error !== null),
    },
  };
}
