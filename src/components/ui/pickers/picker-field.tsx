import { useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Popover } from 'radix-ui';
import type { DataAttributes } from './calendar-connect';
import styles from './pickers.module.css';

/** What a picker's connect() gives the field around its input. */
export interface PickerFieldApi {
  open: boolean;
  disabled: boolean;
  valueText: string;
  error: string | null;
  rootProps: DataAttributes;
  inputProps: DataAttributes & { id: string; placeholder?: string; onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void };
  errorProps: { id: string; role: 'alert' };
  contentProps: DataAttributes & { 'aria-label': string };
  setOpen: (open: boolean) => void;
  commitText: (text: string) => void;
}

export interface PickerFieldProps {
  api: PickerFieldApi;
  /** Identifies the value the input shows (a draft typed over another value is dropped). */
  valueKey: string;
  /** After text was committed: the machine's value key, and whether the text was not a date. */
  readCommit: () => { valueKey: string; invalid: boolean };
  label?: string;
  /** Label of the calendar button. */
  triggerLabel: string;
  /** Accessible name of the input when no visible label is given. */
  fallbackLabel: string;
  className?: string;
  children: ReactNode;
}

/**
 * A picker's input, calendar button and popup (Radix Popover: placement bottom, portalled to body,
 * 220 ms animation, closes on outside click and Escape). Typed text is checked on blur and Enter;
 * text that is not a date stays in the input with the error under it. Clicking the input opens the
 * popup and keeps typing there; the button, Alt+ArrowDown or ArrowDown while open move into the grid.
 */
export function PickerField({ api, valueKey, readCommit, label, triggerLabel, fallbackLabel, className, children }: PickerFieldProps) {
  const [draft, setDraft] = useState<{ text: string; over: string } | null>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const focusGrid = useRef(false);

  const text = draft && draft.over === valueKey ? draft.text : api.valueText;
  // The popup's id, named by the input and the button while open (a combobox needs aria-controls).
  const popupId = api.inputProps.id.replace(/-input$/, '') + '-popup';
  const controls = api.open ? popupId : undefined;

  const commit = () => {
    if (!draft || draft.over !== valueKey) return;
    api.commitText(draft.text);
    const after = readCommit();
    setDraft(after.invalid ? { text: draft.text, over: after.valueKey } : null);
  };

  const focusCell = () => contentRef.current?.querySelector<HTMLElement>('[data-focus-cell][tabindex="0"]')?.focus();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'ArrowDown' && api.open) {
      event.preventDefault();
      focusCell();
      return;
    }
    if (event.key === 'ArrowDown' && event.altKey) focusGrid.current = true;
    api.inputProps.onKeyDown(event);
  };

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')} {...api.rootProps}>
      {label ? (
        <label htmlFor={api.inputProps.id} className={styles.label}>
          {label}
        </label>
      ) : null}
      <Popover.Root open={api.open} onOpenChange={api.setOpen}>
        <Popover.Anchor asChild>
          <div ref={anchorRef} className={styles.control}>
            <input
              ref={inputRef}
              className={styles.input}
              {...api.inputProps}
              aria-controls={controls}
              aria-label={label ? undefined : fallbackLabel}
              size={Math.max(10, (api.inputProps.placeholder ?? '').length + 1)}
              value={text}
              onChange={(event) => setDraft({ text: event.target.value, over: valueKey })}
              onBlur={commit}
              onKeyDown={onKeyDown}
              onClick={() => {
                if (!api.open && !api.disabled) {
                  focusGrid.current = false;
                  api.setOpen(true);
                }
              }}
            />
            <Popover.Trigger asChild>
              <button
                type="button"
                className={styles.trigger}
                aria-label={triggerLabel}
                aria-controls={controls}
                disabled={api.disabled}
                onClick={() => {
                  focusGrid.current = true;
                }}
              >
                <CalendarIcon />
              </button>
            </Popover.Trigger>
          </div>
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            ref={contentRef}
            side="bottom"
            align="start"
            sideOffset={4}
            collisionPadding={8}
            className={styles.content}
            {...api.contentProps}
            id={popupId}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              if (focusGrid.current) focusCell();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const active = document.activeElement;
              if (!active || active === document.body || contentRef.current?.contains(active)) inputRef.current?.focus();
            }}
            onInteractOutside={(event) => {
              if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
            }}
          >
            {children}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {api.error ? (
        <p className={styles.error} {...api.errorProps}>
          {api.error}
        </p>
      ) : null}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="M4 1h1.5v1.5h5V1H12v1.5h1.5A1.5 1.5 0 0 1 15 4v9.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 1 13.5V4a1.5 1.5 0 0 1 1.5-1.5H4V1Zm-1.5 5v7.5h11V6h-11Zm1.5 1.5h2v2H4v-2Zm3 0h2v2H7v-2Zm3 0h2v2h-2v-2Z"
      />
    </svg>
  );
}

/** In place of a picker given an undefined locale: the spec's message (§8), the input disabled. */
export function LocaleErrorField({ label, message }: { label?: string; message: string }) {
  return (
    <div className={styles.field} data-invalid="">
      {label ? <span className={styles.label}>{label}</span> : null}
      <div className={styles.control}>
        <input className={styles.input} disabled aria-invalid aria-label={label ?? 'Date'} value="" readOnly />
      </div>
      <p className={styles.error} role="alert">
        {message}
      </p>
    </div>
  );
}
