import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useInspectedActor } from '../../workbench/inspector-gate';
import { timePickerMachine } from '../../../../machines/time-picker.machine';
import type { TIME_STEPS, TimeUnit } from '../../../../machines/time-picker.machine';
import { connectTimePicker } from './time-picker.connect';
import styles from './pickers.module.css';
import { useControlledValue } from './use-controlled-value';

export interface TimePickerProps {
  value: Date | null;
  onChange: (value: Date) => void;
  /** Times outside min/max are rejected (the value stays). */
  min?: Date | null;
  max?: Date | null;
  /** 12-hour clock with AM/PM (default true). */
  showMeridian?: boolean;
  showSeconds?: boolean;
  /** Steps per unit (default 1 h, 5 min, 10 s). */
  steps?: Partial<typeof TIME_STEPS>;
  label?: string;
  /** The clock, for the first change without a value. */
  now?: () => Date;
}

const keyOf = (d: Date | null) => (d ? String(d.getTime()) : '');

/**
 * Time picker over `timePickerMachine`: hours, minutes and seconds spin buttons (type, arrows,
 * ▲/▼) and AM/PM. Typed text out of range marks the field; a time outside min/max is refused.
 */
export function TimePicker({ value, onChange, min, max, showMeridian, showSeconds = true, steps, label, now }: TimePickerProps) {
  const actor = useActorRef(timePickerMachine, { input: { value, min, max, showMeridian, steps, now } });
  useInspectedActor(`time-picker${label ? ` ${label}` : ''}`, actor);
  const snapshot = useSelector(actor, (s) => s);
  const api = connectTimePicker(snapshot, actor.send, { label, showSeconds });
  const [draft, setDraft] = useState<{ unit: TimeUnit; text: string } | null>(null);

  useControlledValue(
    actor,
    (s) => s.context.value,
    keyOf,
    keyOf(value),
    () => actor.send({ type: 'value.set', value }),
    (next) => {
      if (next) onChange(next);
    },
  );

  return (
    <div className={styles.time} {...api.rootProps}>
      <div className={styles.timeRow}>
        {api.segments.map((segment, i) => (
          <div key={segment.unit} className={styles.timeRow}>
            {i > 0 ? (
              <span className={styles.timeColon} aria-hidden>
                :
              </span>
            ) : null}
            <div className={styles.timeUnit}>
              <button {...segment.incrementProps} className={styles.timeStep}>
                ▲
              </button>
              <input
                {...segment.inputProps}
                className={styles.timeInput}
                value={draft?.unit === segment.unit ? draft.text : segment.text}
                onChange={(event) => {
                  setDraft({ unit: segment.unit, text: event.target.value });
                  segment.type(event.target.value);
                }}
                onKeyDown={(event) => {
                  if (/^(Arrow(Up|Down)|Page(Up|Down))$/.test(event.key)) setDraft(null);
                  segment.inputProps.onKeyDown(event);
                }}
                onFocus={(event) => event.target.select()}
                onBlur={() => {
                  if (!actor.getSnapshot().context.invalidUnits.includes(segment.unit)) setDraft(null);
                }}
              />
              <button {...segment.decrementProps} className={styles.timeStep}>
                ▼
              </button>
            </div>
          </div>
        ))}
        {api.showMeridian ? (
          <button {...api.meridianProps} className={styles.meridian}>
            {api.meridian}
          </button>
        ) : null}
      </div>
      {api.error ? (
        <p className={styles.error} role="alert">
          {api.error}
        </p>
      ) : null}
    </div>
  );
}
