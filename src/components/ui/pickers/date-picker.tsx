import { useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useInspectedActor } from '../../workbench/inspector-gate';
import { format as formatDate, isValid, parseISO } from 'date-fns';
import { datePickerMachine } from '../../../../machines/date-picker.machine';
import { fromIsoDate } from '../../../../machines/lib/calendar';
import { hasLocale, inputFormat, undefinedLocaleMessage } from '../../../../machines/lib/locales';
import { Calendar } from './calendar';
import type { CalendarFieldProps } from './calendar-connect';
import { connectDatePicker } from './date-picker.connect';
import { LocaleErrorField, PickerField } from './picker-field';
import { rulesOf } from './picker-rules';
import styles from './pickers.module.css';
import { TimePicker } from './time-picker';
import { useControlledValue } from './use-controlled-value';

export interface DatePickerProps extends CalendarFieldProps {
  /** ISO 'yyyy-MM-dd', or with `withTime` a local 'yyyy-MM-ddTHH:mm:ss'; null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** A time picker under the calendar (1 h / 5 min / 10 s steps, AM/PM); the input's pattern then ends with the time. */
  withTime?: boolean;
  /** With the time picker: stay open while the value stays on the same day. */
  keepOpen?: boolean;
  showMeridian?: boolean;
}


const asList = (date: Date | null) => (date ? [date] : []);

/** The prop as a date: a day, or a local date and time. */
function parseValue(value: string | null): Date | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return fromIsoDate(value) ?? new Date(Number.NaN);
  const date = parseISO(value);
  return isValid(date) ? date : new Date(Number.NaN);
}

/**
 * Date picker over `datePickerMachine` in single mode: a typed input in the locale's pattern and a popup with
 * day (7×6 with week numbers), month (3×4) and year (4×4) views, Today and Clear, and optionally
 * the time picker. Controlled: `value` in, `onChange` out, ISO strings.
 */
export function DatePicker(props: DatePickerProps) {
  const locale = props.locale ?? 'en';
  if (!hasLocale(locale)) return <LocaleErrorField label={props.label} message={undefinedLocaleMessage(locale)} />;
  // The machine reads its rules and locale once: a change of them starts a fresh one (the value is controlled, so it stays).
  const config = [locale, props.min, props.max, props.format, props.disabled, props.withTime, props.keepOpen, props.showMeridian, props.daysDisabled, props.datesDisabled, props.datesEnabled];
  return <SingleDatePicker key={JSON.stringify(config)} {...props} locale={locale} />;
}

function SingleDatePicker({ value, onChange, min, max, locale = 'en', label, withTime = false, keepOpen, showMeridian = true, disabled, daysDisabled, datesDisabled, datesEnabled, marks, labels, format, weekNumbers, now, id, className }: DatePickerProps) {
  const reactId = useId();
  const pickerId = id ?? `date-${reactId.replace(/[^a-zA-Z0-9]/g, '')}`;
  const pattern = format ?? `${inputFormat(locale)}${withTime ? (showMeridian ? ' hh:mm:ss a' : ' HH:mm:ss') : ''}`;
  const toText = (d: Date | null) => (d ? formatDate(d, withTime ? "yyyy-MM-dd'T'HH:mm:ss" : 'yyyy-MM-dd') : '');
  const actor = useActorRef(datePickerMachine, {
    input: {
      value: asList(parseValue(value)),
      rules: rulesOf({ min, max, disabled, daysDisabled, datesDisabled, datesEnabled }),
      locale,
      format: pattern,
      withTimepicker: withTime,
      keepOpen,
      now,
    },
  });
  useInspectedActor(`date-picker ${pickerId}`, actor);
  const snapshot = useSelector(actor, (s) => s);
  const api = connectDatePicker(snapshot, actor.send, { id: pickerId, labels, marks });

  useControlledValue(
    actor,
    (s) => s.context.value[0] ?? null,
    toText,
    value ?? '',
    (key) => actor.send({ type: 'value.set', value: asList(parseValue(key || null)) }),
    (next) => onChange(next ? toText(next) : null),
  );

  return (
    <PickerField
      api={api}
      valueKey={toText(api.value[0] ?? null)}
      readCommit={() => {
        const { context } = actor.getSnapshot();
        return { valueKey: toText(context.value[0] ?? null), invalid: context.error === 'date' };
      }}
      label={label}
      triggerLabel="Open calendar"
      fallbackLabel="Date"
      className={className}
    >
      <Calendar api={api.calendar} labels={api.labels} weekNumbers={weekNumbers} />
      {api.withTimepicker ? (
        <div className={styles.timeSection}>
          <TimePicker
            value={api.value[0] ?? null}
            onChange={api.onTimeChange}
            showMeridian={showMeridian}
            now={now}
          />
        </div>
      ) : null}
      <div className={styles.footer}>
        <span className={styles.status} />
        <button {...api.todayProps} className={styles.footerButton} data-primary="">
          {api.labels.today}
        </button>
        <button {...api.clearProps} className={styles.footerButton}>
          {api.labels.clear}
        </button>
      </div>
    </PickerField>
  );
}
