import type { FormEvent, ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import type { ActState } from './use-act';
import styles from './act-dialog.module.css';

export interface ActDialogProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: ActState;
  submitLabel: string;
  /** Called on submit; the dialog's own check decides whether anything is sent. */
  onSubmit: () => void;
  /** What shows once the act is done (the form stays for another, unless `once`). */
  doneText: ReactNode;
  /**
   * An act done once per opening: when done, its button is Done and closes the dialog. Sending it again
   * would undo what the dialog just showed (a second reset code retires the first) or be refused.
   */
  once?: boolean;
  children: ReactNode;
}

/** A back-office act in a dialog: its fields, one send at a time (disabled while busy), a refusal in words, the outcome. */
export function ActDialog({ title, open, onOpenChange, state, submitLabel, onSubmit, doneText, once = false, children }: ActDialogProps) {
  const busy = state.status === 'busy';
  const finished = once && state.status === 'done';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} size="compact">
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        <fieldset className={styles.fields} disabled={busy || finished}>
          {children}
        </fieldset>
        {state.status === 'failed' ? (
          <p className={styles.alert} role="alert">
            {state.message}
          </p>
        ) : null}
        {state.status === 'done' ? (
          <p className={styles.notice} role="status">
            {doneText}
          </p>
        ) : null}
        {finished ? (
          <button type="button" className={styles.submit} onClick={() => onOpenChange(false)}>
            Done
          </button>
        ) : (
          <button type="submit" className={styles.submit} disabled={busy}>
            {busy ? 'Sending…' : submitLabel}
          </button>
        )}
      </form>
    </Modal>
  );
}

export interface FieldProps {
  id: string;
  label: string;
  /** The field's own error (shown under it, and the field marked invalid). */
  error?: string | null;
  hint?: string;
  children: (field: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

/** A labelled field with its hint and error. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
