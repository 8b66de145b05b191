import { useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useInspectedActor } from '../../workbench/inspector-gate';
import { datePickerMachine } from '../../../../machines/date-picker.machine';
import { fromIsoDate, toIsoDate } from '../../../../machines/lib/calendar';
import { hasLocale, inputFormat, undefinedLocaleMessage } from '../../../../machines/lib/locales';
import { Calendar } from './calendar';
import type { CalendarFieldProps } from './calendar-connect';
import { connectDatePicker } from './date-picker.connect';
import { LocaleErrorField, PickerField } from './picker-field';
import { rulesOf } from './picker-rules';
import styles from './pickers.module.css';
import { useControlledValue } from './use-controlled-value';

/** A range of calendar days as ISO 'yyyy-MM-dd'. */
export interface DateRangeValue {
  start: string;
  end: string;
}

export interface DateRangePickerProps extends CalendarFieldProps {
  value: DateRangeValue | null;
  onChange: (value: DateRangeValue | null) => void;
  /** Today, Yesterday, Last 7 Days, Last 30 Days, This Month, Last Month beside Custom Range (default on). */
  presets?: boolean;
  /** Longest range in days. */
  maxRangeDays?: number;
}

const keyOf = (value: readonly Date[]) => (value.length === 2 ? `${toIsoDate(value[0]!)}|${toIsoDate(value[1]!)}` : '');
/** Both days as dates, else null. */
function toRange(value: DateRangeValue | null): [Date, Date] | null {
  const start = fromIsoDate(value?.start);
  const end = fromIsoDate(value?.end);
  return start && end ? [start, end] : null;
}
const keyOfProp = (value: DateRangeValue | null) => (value ? `${value.start}|${value.end}` : '');

/**
 * Date-range picker over `datePickerMachine` in range mode: an input taking 'start - end' in the locale's
 * pattern, and a popup with two months, week numbers, presets, Custom Range and Clear.
 * Controlled: `value` in, `onChange` out, both ISO days.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const locale = props.locale ?? 'en';
  if (!hasLocale(locale)) return <LocaleErrorField label={props.label} message={undefinedLocaleMessage(locale)} />;
  // The machine reads its rules and locale once: a change of them starts a fresh one (the value is controlled, so it stays).
  const config = [locale, props.min, props.max, props.format, props.disabled, props.maxRangeDays, props.daysDisabled, props.datesDisabled, props.datesEnabled];
  return <RangePicker key={JSON.stringify(config)} {...props} locale={locale} />;
}

function RangePicker({ value, onChange, min, max, locale = 'en', label, presets = true, maxRangeDays, disabled, daysDisabled, datesDisabled, datesEnabled, marks, labels, format, weekNumbers, now, id, className }: DateRangePickerProps) {
  const reactId = useId();
  const pickerId = id ?? `range-${reactId.replace(/[^a-zA-Z0-9]/g, '')}`;
  const actor = useActorRef(datePickerMachine, {
    input: {
      selectionMode: 'range',
      value: toRange(value),
      rules: rulesOf({ min, max, disabled, daysDisabled, datesDisabled, datesEnabled, maxRangeDays }),
      locale,
      format: format ?? inputFormat(locale),
      now,
    },
  });
  useInspectedActor(`date-range-picker ${pickerId}`, actor);
  const snapshot = useSelector(actor, (s) => s);
  const api = connectDatePicker(snapshot, actor.send, { id: pickerId, labels, marks, presets });

  useControlledValue(
    actor,
    (s) => s.context.value,
    keyOf,
    keyOfProp(value),
    (key) => {
      const [start, end] = key ? key.split('|').map(fromIsoDate) : [null, null];
      actor.send({ type: 'value.set', value: key ? [start ?? new Date(Number.NaN), end ?? new Date(Number.NaN)] : null });
    },
    (next) => onChange(next.length === 2 ? { start: toIsoDate(next[0]!), end: toIsoDate(next[1]!) } : null),
  );

  return (
    <PickerField
      api={api}
      valueKey={keyOf(api.value)}
      readCommit={() => {
        const { context } = actor.getSnapshot();
        return { valueKey: keyOf(context.value), invalid: context.error === 'date' };
      }}
      label={label}
      triggerLabel="Open calendar"
      fallbackLabel="Date range"
      className={className}
    >
      <div className={styles.rangePopup} data-presets={presets ? '' : undefined}>
        {api.presets.length ? (
          <ul className={styles.presets} aria-label="Ranges">
            {api.presets.map((item) => (
              <li key={item.preset.key}>
                <button {...item.props} className={styles.preset}>
                  {item.preset.label}
                </button>
              </li>
            ))}
            <li>
              <button
                {...api.customRangeProps}
                className={styles.preset}
                onClick={(event) => {
                  const popup = (event.currentTarget as HTMLElement).closest('[role="dialog"]');
                  popup?.querySelector<HTMLElement>('[data-focus-cell][tabindex="0"]')?.focus();
                }}
              >
                {api.labels.customRange}
              </button>
            </li>
          </ul>
        ) : null}
        <div className={styles.rangeMain}>
          <Calendar api={api.calendar} labels={api.labels} weekNumbers={weekNumbers} onPointerLeave={() => actor.send({ type: 'day.hover', date: null })} />
          <div className={styles.footer}>
            <span className={styles.status} aria-live="polite">
              {api.status}
            </span>
            <button {...api.clearProps} className={styles.footerButton}>
              {api.labels.clear}
            </button>
          </div>
        </div>
      </div>
    </PickerField>
  );
}
