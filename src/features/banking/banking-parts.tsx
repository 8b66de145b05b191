/** The pieces every banking page is built from: head with its way back, figure, alert, amount field, submit. */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { moneySign } from '@/lib/format';
import styles from './banking.module.css';

/** The page's title and the link back (to the banking hub unless said). */
export function PageHead({ id, title, back = { to: '/banking', text: 'Banking' } }: { id: string; title: ReactNode; back?: { to: string; text: string } }) {
  return (
    <div className={styles.head}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      <Link className={styles.back} to={back.to}>
        {back.text}
      </Link>
    </div>
  );
}

/** A labelled figure (already formatted) with an optional line under it. */
export function Figure({ label, value, sub, tone, testId }: { label: string; value: ReactNode; sub?: string; tone?: 'negative' | 'positive'; testId?: string }) {
  return (
    <div className={styles.figure}>
      <span className={styles.figureLabel}>{label}</span>
      <span className={tone ? `${styles.figureValue} ${styles[tone]}` : styles.figureValue} data-testid={testId}>
        {value}
      </span>
      {sub ? <span className={styles.figureSub}>{sub}</span> : null}
    </div>
  );
}

/** The request's error, announced; nothing when there is none. */
export function FormAlert({ error }: { error: string | null | undefined }) {
  return error ? (
    <p className={styles.alert} role="alert">
      {error}
    </p>
  ) : null;
}

/** The form's primary button, saying what it is doing while busy. */
export function SubmitButton({ busy, busyText, disabled, children }: { busy: boolean; busyText: string; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={styles.primary} disabled={busy || disabled}>
      {busy ? busyText : children}
    </button>
  );
}

export interface AmountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  onChange: (text: string) => void;
  /** The problem with the amount, shown once the field was touched. */
  problem: string | null;
  touched: boolean;
  /** A line under the input (limits, hints). */
  children?: ReactNode;
}

/** The rupee amount input with its problem under it. */
export function AmountField({ value, onChange, problem, touched, children, ...input }: AmountFieldProps) {
  return (
    <label className={styles.field}>
      <span>Amount ({moneySign()})</span>
      <input inputMode="decimal" autoComplete="off" value={value} aria-invalid={touched && problem !== null} onChange={(e) => onChange(e.target.value)} {...input} />
      {children}
      {touched && problem ? (
        <span className={styles.fieldError} role="alert">
          {problem}
        </span>
      ) : null}
    </label>
  );
}
