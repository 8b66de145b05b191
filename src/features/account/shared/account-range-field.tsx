import { useId } from 'react';
import { DateRangePicker } from '@/components/ui/pickers/date-range-picker';
import { dayKey, MAX_RANGE_DAYS, type DayRange } from './account-range';
import styles from './account-filters.module.css';

export interface AccountRangeProps {
  range: DayRange;
  onChange: (range: DayRange) => void;
  /** The clock (the presets and the latest day); defaults to now. */
  now?: () => Date;
}

/**
 * The date range of an account screen: the site's date-range picker (two months, presets, Custom
 * Range, keyboard), whole days up to today, at most a year long.
 */
export function AccountRange({ range, onChange, now }: AccountRangeProps) {
  return (
    <div className={styles.field}>
      <DateRangePicker
        label="Date range"
        value={{ start: range.from, end: range.to }}
        onChange={(value) => value && onChange({ from: value.start, to: value.end })}
        max={dayKey((now ?? (() => new Date()))())}
        maxRangeDays={MAX_RANGE_DAYS}
        now={now}
      />
    </div>
  );
}

export interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/** A labelled select of the toolbar (statement type, bet status, sport). */
export function FilterSelect<Value extends string>({ label, value, options, onChange }: FilterSelectProps<Value>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
