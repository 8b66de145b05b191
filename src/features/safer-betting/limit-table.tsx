import { useState, type FormEvent } from 'react';
import { formatMoney, parseRupees } from '@domain/money';
import type { ProtectionLimitRow_LimitFragment } from '@/gql/graphql';
import { formatCountdown } from '@/lib/use-now';
import type { ProtectionAct } from '../../../machines/safer-betting.machine';
import { PERIODS } from './safer-betting-choices';
import styles from './safer-betting.module.css';

export interface LimitTableProps {
  kind: 'depositLimit' | 'lossLimit';
  title: string;
  /** What "used" counts, in a few words. */
  usedLabel: string;
  limits: readonly ProtectionLimitRow_LimitFragment[];
  now: number;
  busy: boolean;
  onAct: (act: ProtectionAct) => void;
}

/** Deposit or loss limits per day, week and month: in force, used, left, a pending change counting down, and a field to change each. */
export function LimitTable({ kind, title, usedLabel, limits, now, busy, onAct }: LimitTableProps) {
  return (
    <section className={styles.card} aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.hint}>A lower limit applies at once. A higher limit, or removing one, applies after a 24-hour cooling-off.</p>
      <div className={styles.limitGrid} role="table" aria-label={title}>
        <div className={styles.limitHead} role="row">
          <span role="columnheader">Period</span>
          <span role="columnheader">Limit</span>
          <span role="columnheader">{usedLabel}</span>
          <span role="columnheader">Left</span>
          <span role="columnheader">Change</span>
        </div>
        {PERIODS.map(({ period, label }) => {
          const limit = limits.find((l) => l.period === period) ?? { period, amount: null, used: 0, remaining: null, pending: null };
          return <LimitRow key={period} kind={kind} label={label} limit={limit} now={now} busy={busy} onAct={onAct} />;
        })}
      </div>
    </section>
  );
}

function LimitRow({ kind, label, limit, now, busy, onAct }: { kind: LimitTableProps['kind']; label: string; limit: ProtectionLimitRow_LimitFragment; now: number; busy: boolean; onAct: LimitTableProps['onAct'] }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = `${kind}-${limit.period}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseRupees(text.trim());
    if (amount === null || amount <= 0) {
      setProblem('Enter an amount above zero.');
      return;
    }
    setProblem(null);
    setText('');
    onAct({ kind, period: limit.period, amount });
  };
  return (
    <div className={styles.limitRow} role="row" data-state={limit.pending ? 'pending' : limit.amount === null ? 'none' : 'set'}>
      <span role="rowheader" className={styles.period}>
        {label}
      </span>
      <span role="cell" className={styles.figure}>
        {limit.amount === null ? <span className={styles.none}>No limit</span> : formatMoney(limit.amount)}
        {limit.pending && (
          <span className={styles.pending} data-testid={`${fieldId}-pending`}>
            {limit.pending.amount === null ? 'Removal' : `Raise to ${formatMoney(limit.pending.amount)}`} in{' '}
            <time dateTime={limit.pending.effectiveAt} className={styles.clock}>
              {formatCountdown(limit.pending.effectiveAt, now)}
            </time>
          </span>
        )}
      </span>
      <span role="cell" className={styles.figure}>
        {formatMoney(limit.used)}
      </span>
      <span role="cell" className={styles.figure}>
        {limit.remaining === null ? '—' : formatMoney(limit.remaining)}
      </span>
      <div role="cell" className={styles.change}>
        <form onSubmit={submit} noValidate>
        <label htmlFor={fieldId} className={styles.srOnly}>
          New {label.toLowerCase()} {kind === 'depositLimit' ? 'deposit' : 'loss'} limit
        </label>
        <input id={fieldId} inputMode="decimal" placeholder="Amount" value={text} onChange={(e) => setText(e.target.value)} aria-invalid={problem !== null} aria-describedby={problem ? `${fieldId}-error` : undefined} />
        <button type="submit" className={styles.button} disabled={busy}>
          Set
        </button>
        {limit.amount !== null && (
          <button type="button" className={styles.secondary} disabled={busy || (limit.pending !== null && limit.pending.amount === null)} onClick={() => onAct({ kind, period: limit.period, amount: null })}>
            Remove
          </button>
        )}
        {problem && (
          <span id={`${fieldId}-error`} className={styles.fieldError} role="alert">
            {problem}
          </span>
        )}
        </form>
      </div>
    </div>
  );
}
