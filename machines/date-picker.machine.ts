/**
 * Date picker (spec §3, §4, §5, §9): typed input validated (empty valid;
 * invalid → 'date'; before min → min with 'minDate'; after max → max with
 * 'maxDate'), disabled days, views year → month → day, and a popup that
 * closes once a value is chosen unless keep-open with the time picker on the
 * same day; Enter or Escape closes. `focus.move` moves the keyboard focus
 * (`focused`) and turns the page to keep it on screen; `focusTarget` in
 * `lib/picker-view.ts` maps keys to it. Grids: `dayGrid`, `monthGrid`,
 * `yearGrid` in `lib/calendar.ts`.
 *
 * Input: {@link DatePickerInput}. Events: {@link DatePickerEvent}. Nothing to provide.
 */
import { and, assign, not, setup } from 'xstate';
import { isSameDay, set, setHours, setMinutes, setSeconds, startOfDay } from 'date-fns';
import { checkDate, DEFAULT_DATE_FORMAT, isDayDisabled, parseDateText } from './lib/calendar';
import { getLocale } from './lib/locales';
import { CLOSING_KEYS, revealFocus, shiftView, withMonth, withYear } from './lib/picker-view';
import type { DatePickerContext, DatePickerEvent, DatePickerInput, PickerView } from './date-picker.types';

/** Keeps the time of day of `timeFrom` on the day of `day`. */
const onDay = (day: Date, timeFrom: Date | null) =>
  timeFrom ? setSeconds(setMinutes(setHours(day, timeFrom.getHours()), timeFrom.getMinutes()), timeFrom.getSeconds()) : day;

const pages = (view: PickerView) => ({
  'view.previous': { actions: { type: 'turnPage', params: { view, direction: -1 } } },
  'view.next': { actions: { type: 'turnPage', params: { view, direction: 1 } } },
  'focus.move': { actions: { type: 'moveFocus', params: { view } } },
}) as const;

export const datePickerMachine = setup({
  types: {
    input: {} as DatePickerInput,
    context: {} as DatePickerContext,
    events: {} as DatePickerEvent,
    tags: {} as 'open',
  },
  actions: {
    pickDay: assign(({ context, event }) => {
      if (event.type !== 'day.pick') return {};
      const value = context.withTimepicker ? onDay(event.date, context.value) : startOfDay(event.date);
      return { value, error: null, viewDate: value, focused: startOfDay(value) };
    }),
    setTime: assign(({ context, event }) => {
      if (event.type !== 'time.change') return {};
      const checked = checkDate(event.date, context.rules);
      return { value: checked.value, error: checked.error };
    }),
    typeDate: assign(({ context, event }) => {
      if (event.type !== 'date.input') return {};
      const parsed = parseDateText(event.text, context.format, getLocale(context.locale), context.now());
      const checked = checkDate(parsed, context.rules);
      return { value: checked.value, error: checked.error, viewDate: checked.value ?? context.viewDate, focused: checked.value ?? context.focused };
    }),
    setValue: assign(({ context, event }) => {
      if (event.type !== 'value.set') return {};
      const checked = checkDate(event.value, context.rules);
      return { value: checked.value, error: checked.error, viewDate: checked.value ?? context.viewDate, focused: checked.value ?? context.focused };
    }),
    today: assign(({ context }) => {
      const checked = checkDate(startOfDay(context.now()), context.rules);
      return { value: checked.value, error: checked.error, viewDate: checked.value ?? context.viewDate };
    }),
    clear: assign({ value: null, error: null }),
    showValueMonth: assign(({ context }) => {
      const shown = context.value ?? context.now();
      return { viewDate: shown, focused: startOfDay(shown) };
    }),
    turnPage: assign(({ context }, params: { view: PickerView; direction: 1 | -1 }) => ({
      viewDate: shiftView(context.viewDate, params.view, params.direction),
      focused: shiftView(context.focused, params.view, params.direction),
    })),
    moveFocus: assign(({ context, event }, params: { view: PickerView }) =>
      event.type === 'focus.move' ? { focused: event.date, viewDate: revealFocus(context.viewDate, event.date, params.view) } : {},
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
    isDayAvailable: ({ context, event }) => event.type === 'day.pick' && !isDayDisabled(event.date, context.rules),
    staysOpen: ({ context, event }) => {
      const next = event.type === 'day.pick' || event.type === 'time.change' ? event.date : null;
      return context.keepOpen && context.withTimepicker && next !== null && context.value !== null && isSameDay(next, context.value);
    },
    hasTimepicker: ({ context }) => context.withTimepicker,
    isClosingKey: ({ event }) => event.type === 'input.keydown' && CLOSING_KEYS.includes(event.key),
    isEnabled: ({ context }) => !context.rules.disabled,
  },
}).createMachine({
  id: 'datePicker',
  context: ({ input }) => {
    const locale = input.locale ?? 'en';
    getLocale(locale); // unknown locale: the actor fails with the spec's message
    const now = input.now ?? (() => new Date());
    const rules = input.rules ?? {};
    const checked = checkDate(input.value ?? null, rules);
    return {
      value: checked.value,
      error: checked.error,
      viewDate: checked.value ?? now(),
      focused: startOfDay(checked.value ?? now()),
      rules,
      locale,
      format: input.format ?? DEFAULT_DATE_FORMAT,
      withTimepicker: input.withTimepicker ?? false,
      keepOpen: input.keepOpen ?? false,
      now,
    };
  },
  initial: 'closed',
  on: {
    'date.input': { actions: 'typeDate' },
    'value.set': { actions: 'setValue' },
  },
  states: {
    closed: {
      on: { 'picker.open': { guard: 'isEnabled', target: 'open', actions: 'showValueMonth' } },
    },
    open: {
      tags: 'open',
      initial: 'choosingDay',
      on: {
        'picker.close': 'closed',
        'input.keydown': { guard: 'isClosingKey', target: 'closed' },
        'picker.clear': { target: 'closed', actions: 'clear' },
        'picker.today': { target: 'closed', actions: 'today' },
        'time.change': [
          { guard: and(['hasTimepicker', 'staysOpen']), actions: 'setTime' },
          { guard: 'hasTimepicker', target: 'closed', actions: 'setTime' },
        ],
      },
      states: {
        choosingDay: {
          on: {
            ...pages('day'),
            'view.zoomOut': 'choosingMonth',
            'day.pick': [
              { guard: and(['isDayAvailable', 'staysOpen']), actions: 'pickDay', description: 'Keep-open with time picker, same day: stay.' },
              { guard: and(['isDayAvailable', not('staysOpen')]), target: '#datePicker.closed', actions: 'pickDay' },
            ],
          },
        },
        choosingMonth: {
          on: {
            ...pages('month'),
            'view.zoomOut': 'choosingYear',
            'month.pick': { target: 'choosingDay', actions: 'pickMonth' },
          },
        },
        choosingYear: {
          on: {
            ...pages('year'),
            'year.pick': { target: 'choosingMonth', actions: 'pickYear' },
          },
        },
      },
    },
  },
});
