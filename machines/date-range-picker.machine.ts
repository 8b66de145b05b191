/**
 * Date-range picker (spec §3, §4, §5, §9): two months side by side
 * (`rangeMonths`), views year → month → day, and range picking: the first pick
 * starts, a pick on or after the start completes (and closes the popup), an
 * earlier pick restarts from that date; the next opening starts afresh. Typed
 * ranges ('a - b') are sorted, each bound checked and clamped. With
 * `maxRangeDays`, days past start + maxRangeDays (or maxDate, if sooner) are
 * disabled while the end is being chosen. A preset (Today, Last 7 Days, …)
 * sets the range and closes; `focus.move` moves the keyboard focus and turns
 * the page to keep it on screen; `day.hover` previews the range being chosen.
 *
 * Input: {@link DateRangePickerInput}. Events: {@link DateRangePickerEvent}. Nothing to provide.
 */
import { and, assign, not, setup } from 'xstate';
import { isBefore, set, startOfDay } from 'date-fns';
import { checkRange, DEFAULT_DATE_FORMAT, isDayDisabled, parseDateText, RANGE_SEPARATOR, rangeEndLimit } from './lib/calendar';
import type { DateError, DateRules } from './lib/calendar';
import { getLocale } from './lib/locales';
import { CLOSING_KEYS, revealFocus, shiftView, withMonth, withYear } from './lib/picker-view';
import type { CalendarEvent, PickerView } from './date-picker.types';

export interface DateRangePickerInput {
  value?: [Date, Date] | null;
  rules?: DateRules;
  locale?: string;
  format?: string;
  now?: () => Date;
}

export interface DateRangePickerContext {
  value: [Date, Date] | null;
  /** The first pick while the end is being chosen. */
  start: Date | null;
  error: DateError | null;
  /** The first of the two months shown. */
  viewDate: Date;
  /** The cell that has (or will get) keyboard focus. */
  focused: Date;
  /** The day under the pointer while the end is being chosen (previews the range). */
  hovered: Date | null;
  rules: DateRules;
  locale: string;
  format: string;
  now: () => Date;
}

export type DateRangePickerEvent =
  | CalendarEvent
  | { type: 'range.input'; text: string }
  /** A preset (Today, Last 7 Days, …) chosen beside Custom Range: sets the range and closes. */
  | { type: 'range.preset'; value: [Date, Date] }
  /** The pointer entered a day (null: left the grid). */
  | { type: 'day.hover'; date: Date | null }
  | { type: 'value.set'; value: [Date | null, Date | null] | null };

/** The rules for the next pick: while choosing an end, capped by the maximum range length. */
export function rulesForPick(context: Pick<DateRangePickerContext, 'rules' | 'start'>): DateRules {
  if (!context.start) return context.rules;
  return { ...context.rules, maxDate: rangeEndLimit(context.start, context.rules) };
}

const pages = (view: PickerView) =>
  ({
    'view.previous': { actions: { type: 'turnPage', params: { view, direction: -1 } } },
    'view.next': { actions: { type: 'turnPage', params: { view, direction: 1 } } },
    'focus.move': { actions: { type: 'moveFocus', params: { view } } },
  }) as const;

export const dateRangePickerMachine = setup({
  types: {
    input: {} as DateRangePickerInput,
    context: {} as DateRangePickerContext,
    events: {} as DateRangePickerEvent,
    tags: {} as 'open',
  },
  actions: {
    startRange: assign(({ event }) => (event.type === 'day.pick' ? { start: startOfDay(event.date), focused: startOfDay(event.date) } : {})),
    completeRange: assign(({ context, event }) => {
      if (event.type !== 'day.pick' || !context.start) return {};
      return { value: [context.start, startOfDay(event.date)] as [Date, Date], start: null, hovered: null, error: null };
    }),
    forgetStart: assign({ start: null, hovered: null }),
    hover: assign({ hovered: ({ event }) => (event.type === 'day.hover' ? event.date : null) }),
    typeRange: assign(({ context, event }) => {
      if (event.type !== 'range.input') return {};
      const locale = getLocale(context.locale);
      const parts = event.text.split(RANGE_SEPARATOR);
      const dates = event.text.trim() === '' ? null : ([parts[0] ?? '', parts[1] ?? ''].map((t) => parseDateText(t, context.format, locale, context.now())) as [Date | null, Date | null]);
      const checked = checkRange(dates, context.rules);
      return { value: checked.value, error: checked.error, viewDate: checked.value?.[0] ?? context.viewDate };
    }),
    setValue: assign(({ context, event }) => {
      if (event.type !== 'value.set' && event.type !== 'range.preset') return {};
      const checked = checkRange(event.value, context.rules);
      return { value: checked.value, error: checked.error, viewDate: checked.value?.[0] ?? context.viewDate };
    }),
    clear: assign({ value: null, start: null, hovered: null, error: null }),
    showValueMonth: assign(({ context }) => {
      const shown = context.value?.[0] ?? context.now();
      return { viewDate: shown, focused: startOfDay(shown) };
    }),
    turnPage: assign(({ context }, params: { view: PickerView; direction: 1 | -1 }) => ({
      viewDate: shiftView(context.viewDate, params.view, params.direction),
      focused: shiftView(context.focused, params.view, params.direction),
    })),
    moveFocus: assign(({ context, event }, params: { view: PickerView }) =>
      // The keyboard takes over the preview from the pointer.
      event.type === 'focus.move' ? { focused: event.date, hovered: null, viewDate: revealFocus(context.viewDate, event.date, params.view, params.view === 'day' ? 2 : 1) } : {},
    ),
    pickYear: assign(({ context, event }) =>
      event.type === 'year.pick' ? { viewDate: withYear(context.viewDate, event.year), focused: withYear(context.focused, event.year) } : {},
    ),
    pickMonth: assign(({ context, event }) =>
      event.type === 'month.pick'
        ? { viewDate: withMonth(context.viewDate, event.month), focused: set(context.focused, { year: context.viewDate.getFullYear(), month: event.month }) }
        : {},
    ),
  },
  guards: {
    isDayAvailable: ({ context, event }) => event.type === 'day.pick' && !isDayDisabled(event.date, rulesForPick(context)),
    isBeforeStart: ({ context, event }) => event.type === 'day.pick' && context.start !== null && isBefore(startOfDay(event.date), context.start),
    isClosingKey: ({ event }) => event.type === 'input.keydown' && CLOSING_KEYS.includes(event.key),
    isEnabled: ({ context }) => !context.rules.disabled,
  },
}).createMachine({
  id: 'dateRangePicker',
  context: ({ input }) => {
    const locale = input.locale ?? 'en';
    getLocale(locale);
    const now = input.now ?? (() => new Date());
    const rules = input.rules ?? {};
    const checked = checkRange(input.value ?? null, rules);
    const shown = checked.value?.[0] ?? now();
    return { value: checked.value, start: null, hovered: null, error: checked.error, viewDate: shown, focused: startOfDay(shown), rules, locale, format: input.format ?? DEFAULT_DATE_FORMAT, now };
  },
  initial: 'closed',
  on: {
    'range.input': { actions: 'typeRange' },
    'value.set': { actions: 'setValue' },
  },
  states: {
    closed: {
      on: { 'picker.open': { guard: 'isEnabled', target: 'open', actions: ['forgetStart', 'showValueMonth'] } },
    },
    open: {
      tags: 'open',
      type: 'parallel',
      on: {
        'picker.close': 'closed',
        'input.keydown': { guard: 'isClosingKey', target: 'closed' },
        'picker.clear': { target: 'closed', actions: 'clear' },
        'range.preset': { target: 'closed', actions: ['forgetStart', 'setValue'] },
        'day.hover': { actions: 'hover' },
      },
      states: {
        view: {
          initial: 'choosingDay',
          states: {
            choosingDay: { on: { ...pages('day'), 'view.zoomOut': 'choosingMonth' } },
            choosingMonth: { on: { ...pages('month'), 'view.zoomOut': 'choosingYear', 'month.pick': { target: 'choosingDay', actions: 'pickMonth' } } },
            choosingYear: { on: { ...pages('year'), 'year.pick': { target: 'choosingMonth', actions: 'pickYear' } } },
          },
        },
        selection: {
          initial: 'pickingStart',
          states: {
            pickingStart: {
              on: { 'day.pick': { guard: 'isDayAvailable', target: 'pickingEnd', actions: 'startRange', description: 'The first pick starts a range.' } },
            },
            pickingEnd: {
              on: {
                'day.pick': [
                  { guard: and(['isDayAvailable', 'isBeforeStart']), target: 'pickingEnd', reenter: true, actions: 'startRange', description: 'An earlier pick restarts from that date.' },
                  { guard: and(['isDayAvailable', not('isBeforeStart')]), target: '#dateRangePicker.closed', actions: 'completeRange' },
                ],
              },
            },
          },
        },
      },
    },
  },
});
