/**
 * Date picker (spec §3, §4, §5, §9), one machine for both selection modes (after Zag's
 * date-picker). Typed input validated (empty valid; invalid → 'date'; before min → min with
 * 'minDate'; after max → max with 'maxDate'), disabled days, views year → month → day, and the
 * keyboard map of the grids (`grid.keydown`, keys in `lib/picker-view.ts`).
 * - 'single': a pick closes the popup unless keep-open with the time picker on the same day;
 *   Today and the time picker (machines/time-picker.machine.ts beside it) set the value.
 * - 'range': two months; the first pick starts, a pick on or after the start completes and
 *   closes, an earlier one restarts; with `maxRangeDays` later ends are disabled; presets set
 *   the range and close; `day.hover` previews the range being chosen.
 * Enter or Escape closes, Alt+ArrowDown opens. Grids: `lib/calendar.ts`.
 *
 * Input: {@link DatePickerInput}. Events: {@link DatePickerEvent}. Nothing to provide.
 */
import { and, assign, not, setup } from 'xstate';
import { isBefore, isSameDay, set, setHours, setMinutes, setSeconds, startOfDay } from 'date-fns';
import { checkDate, DEFAULT_DATE_FORMAT, isDayDisabled } from './lib/calendar';
import { checkSelection, parseSelectionText, rulesForPick } from './lib/date-selection';
import { getLocale } from './lib/locales';
import { CLOSING_KEYS, focusTarget, revealFocus, shiftView, withMonth, withYear } from './lib/picker-view';
import type { DatePickerContext, DatePickerEvent, DatePickerInput, PickerView } from './date-picker.types';

/** Keeps the time of day of `timeFrom` on the day of `day`. */
const onDay = (day: Date, timeFrom: Date | undefined) =>
  timeFrom ? setSeconds(setMinutes(setHours(day, timeFrom.getHours()), timeFrom.getMinutes()), timeFrom.getSeconds()) : day;

/** Range mode shows two months, so the focus may roam both before the page turns. */
const monthsShown = (context: DatePickerContext) => (context.selectionMode === 'range' ? 2 : 1);

/** Where a grid key moves the focus in a view, or null when the key does not move it. */
const keyTarget = (context: DatePickerContext, event: DatePickerEvent, view: PickerView) =>
  event.type === 'grid.keydown'
    ? focusTarget(context.focused, context.viewDate, view, event, getLocale(context.locale).options?.weekStartsOn ?? 0)
    : null;

/** A value checked for the mode, shown in the view and focused. */
const shown = (context: DatePickerContext, checked: ReturnType<typeof checkSelection>) => ({
  value: checked.value,
  error: checked.error,
  viewDate: checked.value[0] ?? context.viewDate,
  focused: checked.value[0] ?? context.focused,
});

const pages = (view: PickerView) =>
  ({
    'view.previous': { actions: { type: 'turnPage', params: { view, direction: -1 } } },
    'view.next': { actions: { type: 'turnPage', params: { view, direction: 1 } } },
    'focus.move': { actions: { type: 'moveFocus', params: { view } } },
    'grid.keydown': { guard: { type: 'isFocusKey', params: { view } }, actions: { type: 'moveFocus', params: { view } } },
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
      const value = context.withTimepicker ? onDay(event.date, context.value[0]) : startOfDay(event.date);
      return { value: [value], error: null, viewDate: value, focused: startOfDay(value) };
    }),
    startRange: assign(({ event }) => (event.type === 'day.pick' ? { start: startOfDay(event.date), focused: startOfDay(event.date) } : {})),
    completeRange: assign(({ context, event }) =>
      event.type === 'day.pick' && context.start ? { value: [context.start, startOfDay(event.date)], start: null, hovered: null, error: null } : {},
    ),
    forgetStart: assign({ start: null, hovered: null }),
    hover: assign({ hovered: ({ event }) => (event.type === 'day.hover' ? event.date : null) }),
    setTime: assign(({ context, event }) => {
      if (event.type !== 'time.change') return {};
      const checked = checkDate(event.date, context.rules);
      return { value: checked.value ? [checked.value] : [], error: checked.error };
    }),
    typeText: assign(({ context, event }) => {
      if (event.type !== 'date.input') return {};
      const dates = parseSelectionText(context.selectionMode, event.text, context.format, getLocale(context.locale), context.now());
      return shown(context, checkSelection(context.selectionMode, dates, context.rules));
    }),
    setValue: assign(({ context, event }) =>
      event.type === 'value.set' || event.type === 'range.preset' ? shown(context, checkSelection(context.selectionMode, event.value, context.rules)) : {},
    ),
    today: assign(({ context }) => {
      const checked = checkSelection(context.selectionMode, [startOfDay(context.now())], context.rules);
      return { value: checked.value, error: checked.error, viewDate: checked.value[0] ?? context.viewDate };
    }),
    clear: assign({ value: [], start: null, hovered: null, error: null }),
    showValueMonth: assign(({ context }) => {
      const first = context.value[0] ?? context.now();
      return { viewDate: first, focused: startOfDay(first) };
    }),
    turnPage: assign(({ context }, params: { view: PickerView; direction: 1 | -1 }) => ({
      viewDate: shiftView(context.viewDate, params.view, params.direction),
      focused: shiftView(context.focused, params.view, params.direction),
    })),
    moveFocus: assign(({ context, event }, params: { view: PickerView }) => {
      const focused = event.type === 'focus.move' ? event.date : keyTarget(context, event, params.view);
      // The keyboard takes over the range preview from the pointer.
      return focused ? { focused, hovered: null, viewDate: revealFocus(context.viewDate, focused, params.view, params.view === 'day' ? monthsShown(context) : 1) } : {};
    }),
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
    isRange: ({ context }) => context.selectionMode === 'range',
    isDayAvailable: ({ context, event }) => event.type === 'day.pick' && !isDayDisabled(event.date, rulesForPick(context)),
    isBeforeStart: ({ context, event }) => event.type === 'day.pick' && context.start !== null && isBefore(startOfDay(event.date), context.start),
    staysOpen: ({ context, event }) => {
      const next = event.type === 'day.pick' || event.type === 'time.change' ? event.date : null;
      const current = context.value[0];
      return context.keepOpen && context.withTimepicker && next !== null && current !== undefined && isSameDay(next, current);
    },
    hasTimepicker: ({ context }) => context.withTimepicker,
    isClosingKey: ({ event }) => event.type === 'input.keydown' && CLOSING_KEYS.includes(event.key),
    isOpeningKey: ({ event }) => event.type === 'input.keydown' && event.key === 'ArrowDown' && event.altKey === true,
    isFocusKey: ({ context, event }, params: { view: PickerView }) => keyTarget(context, event, params.view) !== null,
    isEnabled: ({ context }) => !context.rules.disabled,
  },
}).createMachine({
  id: 'datePicker',
  context: ({ input }) => {
    const selectionMode = input.selectionMode ?? 'single';
    const locale = input.locale ?? 'en';
    getLocale(locale); // unknown locale: the actor fails with the spec's message
    const now = input.now ?? (() => new Date());
    const rules = input.rules ?? {};
    const checked = checkSelection(selectionMode, input.value ?? null, rules);
    const first = checked.value[0] ?? now();
    return {
      selectionMode,
      value: checked.value,
      start: null,
      hovered: null,
      error: checked.error,
      viewDate: first,
      focused: startOfDay(first),
      rules,
      locale,
      format: input.format ?? DEFAULT_DATE_FORMAT,
      withTimepicker: selectionMode === 'single' && (input.withTimepicker ?? false),
      keepOpen: input.keepOpen ?? false,
      now,
    };
  },
  initial: 'closed',
  on: {
    'date.input': { actions: 'typeText' },
    'value.set': { actions: 'setValue' },
  },
  states: {
    closed: {
      on: {
        'picker.open': { guard: 'isEnabled', target: 'open', actions: ['forgetStart', 'showValueMonth'] },
        'input.keydown': { guard: and(['isEnabled', 'isOpeningKey']), target: 'open', actions: ['forgetStart', 'showValueMonth'] },
      },
    },
    open: {
      tags: 'open',
      type: 'parallel',
      on: {
        'picker.close': 'closed',
        'input.keydown': { guard: 'isClosingKey', target: 'closed' },
        'picker.clear': { target: 'closed', actions: 'clear' },
        'picker.today': { guard: not('isRange'), target: 'closed', actions: 'today' },
        'time.change': [
          { guard: and(['hasTimepicker', 'staysOpen']), actions: 'setTime' },
          { guard: 'hasTimepicker', target: 'closed', actions: 'setTime' },
        ],
        'range.preset': { guard: 'isRange', target: 'closed', actions: ['forgetStart', 'setValue'] },
        'day.hover': { guard: 'isRange', actions: 'hover' },
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
              on: {
                'day.pick': [
                  { guard: and(['isRange', 'isDayAvailable']), target: 'pickingEnd', actions: 'startRange', description: 'Range: the first pick starts a range.' },
                  { guard: and(['isDayAvailable', 'staysOpen']), actions: 'pickDay', description: 'Single, keep-open with the time picker, same day: stay.' },
                  { guard: 'isDayAvailable', target: '#datePicker.closed', actions: 'pickDay' },
                ],
              },
            },
            pickingEnd: {
              on: {
                'day.pick': [
                  { guard: and(['isDayAvailable', 'isBeforeStart']), target: 'pickingEnd', reenter: true, actions: 'startRange', description: 'An earlier pick restarts from that date.' },
                  { guard: 'isDayAvailable', target: '#datePicker.closed', actions: 'completeRange' },
                ],
              },
            },
          },
        },
      },
    },
  },
});
