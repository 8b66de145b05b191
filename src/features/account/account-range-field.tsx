import { useId } from 'react';
import { rangeProblem, type DayRange } from './account-range';
import styles from './account-filters.module.css';

export interface AccountRangeProps {
  range: DayRange;
  onChange: (range: DayRange) => void;
}

/** The date range of an account screen (whole days, first and last included). */
export function AccountRange({ range, onChange }: AccountRangeProps) {
  const id = useId();
  const problem = rangeProblem(range);
  return (
    <fieldset className={styles.range}>
      <legend className={styles.legend}>Date range</legend>
      <label htmlFor={`${id}-from`}>From</label>
      <input id={`${id}-from`} type="date" value={range.from} max={range.to} onChange={(e) => e.target.value && onChange({ ...range, from: e.target.value })} />
      <label htmlFor={`${id}-to`}>To</label>
      <input id={`${id}-to`} type="date" value={range.to} min={range.from} onChange={(e) => e.target.value && onChange({ ...range, to: e.target.value })} />
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </fieldset>
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
