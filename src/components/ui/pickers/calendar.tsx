import { useLayoutEffect, useRef } from 'react';
import type { FocusEvent } from 'react';
import type { CalendarApi, MonthGridApi, PickCell, PickerLabels } from './calendar-connect';
import styles from './pickers.module.css';

export interface CalendarProps {
  api: CalendarApi;
  labels: PickerLabels;
  /** Week numbers in the first column (spec §9: shown). */
  weekNumbers?: boolean;
  /** The pointer left the day grids (the range picker stops previewing). */
  onPointerLeave?: () => void;
}

const isCell = (el: EventTarget | null) => el instanceof HTMLElement && el.dataset.focusCell !== undefined;

/**
 * The popup's calendar: header (previous, title that zooms out, next) and the day, month or year
 * grid. Roving focus: one cell has tabindex 0; once the keyboard is used in a grid, the focus
 * follows the machine's focused cell across pages and views.
 */
export function Calendar({ api, labels, weekNumbers = true, onPointerLeave }: CalendarProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const keyboard = useRef(false);

  useLayoutEffect(() => {
    if (!keyboard.current) return;
    const cell = rootRef.current?.querySelector<HTMLElement>('[data-focus-cell][tabindex="0"]');
    if (cell && cell !== document.activeElement) cell.focus();
  });

  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) keyboard.current = false;
  };

  return (
    <div
      ref={rootRef}
      className={styles.calendar}
      data-view={api.view}
      onKeyDownCapture={(event) => {
        if (isCell(event.target)) keyboard.current = true;
      }}
      onPointerDownCapture={() => {
        keyboard.current = false;
      }}
      onBlur={onBlur}
    >
      <div className={styles.header}>
        <button {...api.previousProps} className={styles.nav}>
          <span aria-hidden>‹</span>
        </button>
        <button {...api.zoomOutProps} className={styles.title} aria-live="polite">
          {api.title}
        </button>
        <button {...api.nextProps} className={styles.nav}>
          <span aria-hidden>›</span>
        </button>
      </div>
      {api.view === 'day' ? (
        <div className={styles.months} onPointerLeave={onPointerLeave}>
          {api.monthGrids.map((grid) => (
            <DayGrid key={grid.id} grid={grid} api={api} labels={labels} weekNumbers={weekNumbers} captionShown={api.monthGrids.length > 1} />
          ))}
        </div>
      ) : (
        <table {...api.pickGridProps} className={styles.pickGrid} data-view={api.view}>
          <tbody>
            {(api.view === 'month' ? api.monthRows : api.yearRows).map((row, r) => (
              <tr key={r}>
                {row.map((cell) => (
                  <PickGridCell key={cell.text} cell={cell} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function DayGrid({ grid, api, labels, weekNumbers, captionShown }: { grid: MonthGridApi; api: CalendarApi; labels: PickerLabels; weekNumbers: boolean; captionShown: boolean }) {
  return (
    <table {...grid.gridProps} className={styles.dayGrid}>
      <caption id={`${grid.id}-label`} className={captionShown ? styles.caption : styles.srOnly}>
        {grid.title}
      </caption>
      <thead>
        <tr>
          {weekNumbers ? (
            <th scope="col" abbr="Week" className={styles.weekHead}>
              {labels.week}
            </th>
          ) : null}
          {api.weekdays.map((w) => (
            <th key={w.long} scope="col" abbr={w.long}>
              {w.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.weeks.map((week, i) => (
          <tr key={i}>
            {weekNumbers ? (
              <th scope="row" aria-label={week.weekLabel} className={styles.weekNumber}>
                {week.week}
              </th>
            ) : null}
            {week.days.map((day) => (
              <td key={day.cellProps['data-value'] ?? day.date.getTime()} {...day.cellProps} className={styles.dayCell}>
                {day.buttonProps ? (
                  <button {...day.buttonProps} className={[styles.day, day.buttonProps.className].filter(Boolean).join(' ')}>
                    {day.text}
                  </button>
                ) : null}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PickGridCell({ cell }: { cell: PickCell }) {
  return (
    <td {...cell.cellProps}>
      <button {...cell.buttonProps} className={styles.pick}>
        {cell.text}
      </button>
    </td>
  );
}
