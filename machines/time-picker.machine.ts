/**
 * Time picker (spec §5, §9): hours 0–24 (0–12 with meridian), minutes and
 * seconds 0–60, steps of 1 hour, 5 minutes and 10 seconds, AM/PM, and any
 * time outside min/max rejected (the value stays as it was). The day never
 * moves: typed 24 hours or 60 minutes/seconds read as 0 of the same day, and
 * steps carry but wrap round midnight (23:00 + 1 h = 00:00 of the same day).
 *
 * Input: {@link TimePickerInput}.
 * Events: `hours.input { text }`, `minutes.input { text }`, `seconds.input { text }`,
 * `time.step { unit, direction }`, `meridian.toggle`, `value.set { value }`.
 * Nothing to provide.
 */
import { assign, setup } from 'xstate';
import { isAfter, isBefore, setHours, setMinutes, setSeconds } from 'date-fns';

/** Default steps (spec §9). */
export const TIME_STEPS = { hours: 1, minutes: 5, seconds: 10 } as const;

export type TimeUnit = keyof typeof TIME_STEPS;

/** Allowed typed values per unit (inclusive, as spec §5 states them). */
export const timeLimits = (unit: TimeUnit, showMeridian: boolean): { min: number; max: number } =>
  unit === 'hours' ? { min: 0, max: showMeridian ? 12 : 24 } : { min: 0, max: 60 };

export interface TimePickerInput {
  value?: Date | null;
  min?: Date | null;
  max?: Date | null;
  /** 12-hour clock with AM/PM (default true). */
  showMeridian?: boolean;
  steps?: Partial<typeof TIME_STEPS>;
  /** The clock, for the first change when there is no value; defaults to the current time. */
  now?: () => Date;
}

export interface TimePickerContext {
  value: Date | null;
  min: Date | null;
  max: Date | null;
  showMeridian: boolean;
  steps: typeof TIME_STEPS;
  /** Units whose typed text is not a valid number in range. */
  invalidUnits: TimeUnit[];
  /** The last change would have left min/max and was rejected. */
  rejected: boolean;
  now: () => Date;
}

export type TimePickerEvent =
  | { type: 'hours.input'; text: string }
  | { type: 'minutes.input'; text: string }
  | { type: 'seconds.input'; text: string }
  | { type: 'time.step'; unit: TimeUnit; direction: 1 | -1 }
  | { type: 'meridian.toggle' }
  | { type: 'value.set'; value: Date | null };

/** Parses typed text for a unit; null when not an integer within the limits. */
export function parseTimeUnit(text: string, unit: TimeUnit, showMeridian: boolean): number | null {
  if (!/^\s*\d{1,2}\s*$/.test(text)) return null;
  const n = Number(text);
  const { min, max } = timeLimits(unit, showMeridian);
  return n >= min && n <= max ? n : null;
}

/** Moves a time by `amount` of a unit, carrying into the larger units but wrapping round midnight so the day stays. */
export function wrapUnit(base: Date, unit: TimeUnit, amount: number): Date {
  const day = 24 * 3600;
  const seconds = base.getHours() * 3600 + base.getMinutes() * 60 + base.getSeconds();
  const next = (((seconds + amount * (unit === 'hours' ? 3600 : unit === 'minutes' ? 60 : 1)) % day) + day) % day;
  return setSeconds(setMinutes(setHours(base, Math.floor(next / 3600)), Math.floor((next % 3600) / 60)), next % 60);
}

const withinLimits = (value: Date, min: Date | null, max: Date | null) => !(min && isBefore(value, min)) && !(max && isAfter(value, max));

/** The candidate time an event asks for (null when the typed text is invalid). */
function candidate(context: TimePickerContext, event: TimePickerEvent): Date | null {
  const base = context.value ?? context.now();
  switch (event.type) {
    case 'hours.input': {
      const h = parseTimeUnit(event.text, 'hours', context.showMeridian);
      if (h === null) return null;
      const pm = base.getHours() >= 12;
      return setHours(base, context.showMeridian ? (h % 12) + (pm ? 12 : 0) : h % 24);
    }
    case 'minutes.input': {
      const m = parseTimeUnit(event.text, 'minutes', context.showMeridian);
      return m === null ? null : setMinutes(base, m % 60);
    }
    case 'seconds.input': {
      const s = parseTimeUnit(event.text, 'seconds', context.showMeridian);
      return s === null ? null : setSeconds(base, s % 60);
    }
    case 'time.step': {
      return wrapUnit(base, event.unit, context.steps[event.unit] * event.direction);
    }
    case 'meridian.toggle':
      return wrapUnit(base, 'hours', 12);
    case 'value.set':
      return event.value;
  }
}

const unitOf = (event: TimePickerEvent): TimeUnit | null =>
  event.type === 'hours.input' ? 'hours' : event.type === 'minutes.input' ? 'minutes' : event.type === 'seconds.input' ? 'seconds' : null;

export const timePickerMachine = setup({
  types: {
    input: {} as TimePickerInput,
    context: {} as TimePickerContext,
    events: {} as TimePickerEvent,
  },
  actions: {
    apply: assign(({ context, event }) => {
      const unit = unitOf(event);
      const next = candidate(context, event);
      const invalidUnits = context.invalidUnits.filter((u) => u !== unit);
      if (unit && next === null) return { invalidUnits: [...invalidUnits, unit], rejected: false };
      if (next !== null && !withinLimits(next, context.min, context.max)) return { invalidUnits, rejected: true };
      return { value: next, invalidUnits, rejected: false };
    }),
  },
  guards: {
    hasInvalidText: ({ context }) => context.invalidUnits.length > 0,
    wasRejected: ({ context }) => context.rejected,
  },
}).createMachine({
  id: 'timePicker',
  context: ({ input }) => ({
    value: input.value ?? null,
    min: input.min ?? null,
    max: input.max ?? null,
    showMeridian: input.showMeridian ?? true,
    steps: { ...TIME_STEPS, ...input.steps },
    invalidUnits: [],
    rejected: false,
    now: input.now ?? (() => new Date()),
  }),
  initial: 'valid',
  on: {
    'hours.input': { target: '.checking', actions: 'apply' },
    'minutes.input': { target: '.checking', actions: 'apply' },
    'seconds.input': { target: '.checking', actions: 'apply' },
    'time.step': { target: '.checking', actions: 'apply' },
    'meridian.toggle': { target: '.checking', actions: 'apply' },
    'value.set': { target: '.checking', actions: 'apply' },
  },
  states: {
    checking: {
      always: [
        { guard: 'hasInvalidText', target: 'invalidInput' },
        { guard: 'wasRejected', target: 'outOfRange' },
        { target: 'valid' },
      ],
    },
    valid: {},
    invalidInput: { description: 'Typed hours, minutes or seconds are not a number in range.' },
    outOfRange: { description: 'The change would leave min/max: rejected, the value is unchanged.' },
  },
});
