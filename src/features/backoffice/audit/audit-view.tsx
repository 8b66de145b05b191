import { useId, type FormEvent } from 'react';
import { deviceText } from '@domain/user-agent';
import type { AuditFilterDraft, AuditRange, AuditTextField } from '../../../../machines/audit-log.machine';
import { AccountRange } from '@/features/account/public';
import { formatDateTime } from '@/features/backoffice/risk/date-time';
import type { AuditRow_EntryFragment } from '@/gql/graphql';
import { changesOf } from '@/lib/audit-change';
import { actLabel, KIND_OPTIONS } from './audit-words';
import styles from './audit.module.css';

export interface AuditViewProps {
  /** One page of entries, newest first; null before the first page arrives. */
  entries: readonly AuditRow_EntryFragment[] | null;
  /** The filter in the form (applied or not yet). */
  draft: AuditFilterDraft;
  /** A page (a new filter, older or newer) is on its way. */
  loading: boolean;
  /** How many entries come before this page (0 on the first). */
  pageStart: number;
  hasOlder: boolean;
  exporting: boolean;
  exportError: string | null;
  onEdit: (field: AuditTextField, value: string) => void;
  onRange: (range: AuditRange) => void;
  onApply: () => void;
  onClear: () => void;
  onOlder: () => void;
  onNewer: () => void;
  onExport: () => void;
  /** The clock for the date picker (stories pin it). */
  now?: () => Date;
}

/** `/backoffice/audit`: who did what to whom in the caller's part of the tree, filtered, paged, exported as CSV. */
export function AuditView(props: AuditViewProps) {
  const { entries, loading, pageStart, hasOlder } = props;
  return (
    <section className={styles.page} aria-labelledby="audit-title" data-state={loading ? 'loading' : 'ready'}>
      <div className={styles.head}>
        <h1 id="audit-title" className={styles.title}>
          Audit
        </h1>
        <button type="button" className={styles.export} onClick={props.onExport} disabled={props.exporting} aria-describedby="audit-export-note">
          {props.exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <p id="audit-export-note" className={styles.note}>
        Every back-office, admin and banking decision, written with the act and chained so that no entry can be changed or removed unseen.
      </p>
      {props.exportError ? (
        <p className={styles.alert} role="alert">
          The export failed: {props.exportError}
        </p>
      ) : null}
      <AuditFilters {...props} />
      {entries === null ? (
        <p className={styles.empty} role="status" aria-busy="true">
          Loading the audit log…
        </p>
      ) : entries.length === 0 ? (
        <p className={styles.empty} role="status">
          No audited acts match these filters.
        </p>
      ) : (
        <AuditTable entries={entries} busy={loading} />
      )}
      {entries && entries.length > 0 ? (
        <nav className={styles.pager} aria-label="Pages of the audit log">
          <button type="button" className={styles.button} onClick={props.onNewer} disabled={loading || pageStart === 0}>
            Newer
          </button>
          <span className={styles.count} role="status">
            {loading ? 'Loading…' : `Entries ${pageStart + 1}–${pageStart + entries.length}`}
          </span>
          <button type="button" className={styles.button} onClick={props.onOlder} disabled={loading || !hasOlder}>
            Older
          </button>
        </nav>
      ) : null}
    </section>
  );
}

function AuditFilters({ draft, onEdit, onRange, onApply, onClear, now }: AuditViewProps) {
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply();
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Audit filters">
      <div className={styles.field}>
        <label htmlFor={`${id}-actor`}>Actor</label>
        <input id={`${id}-actor`} value={draft.actor} onChange={(e) => onEdit('actor', e.target.value)} placeholder="Anyone" autoComplete="off" />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-target`}>Target</label>
        <input id={`${id}-target`} value={draft.target} onChange={(e) => onEdit('target', e.target.value)} placeholder="User, market or event" autoComplete="off" />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-kind`}>Kind</label>
        <select id={`${id}-kind`} value={draft.kind} onChange={(e) => onEdit('kind', e.target.value)}>
          {KIND_OPTIONS.some((o) => o.value === draft.kind) ? null : <option value={draft.kind}>{draft.kind}</option>}
          {KIND_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <AccountRange range={draft.range} onChange={onRange} now={now} />
      <button type="submit" className={styles.button}>
        Show
      </button>
      <button type="button" className={styles.secondary} onClick={onClear}>
        Clear
      </button>
    </form>
  );
}

function AuditTable({ entries, busy }: { entries: readonly AuditRow_EntryFragment[]; busy: boolean }) {
  return (
    <div className={styles.scroll} role="region" aria-label="Audit entries" tabIndex={0} aria-busy={busy}>
      <table className={styles.table}>
        <caption className={styles.caption}>Audited acts, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Actor</th>
            <th scope="col">Act</th>
            <th scope="col">Target</th>
            <th scope="col">Before → after</th>
            <th scope="col">From</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td data-label="When" className={styles.when}>
                {formatDateTime(e.at)}
              </td>
              <td data-label="Actor">
                {e.actor ? (
                  <>
                    <span className={styles.strong}>{e.actor.userName}</span> <span className={styles.muted}>{e.actor.role.replace('_', ' ')}</span>
                  </>
                ) : (
                  <span className={styles.muted}>System</span>
                )}
              </td>
              <td data-label="Act">
                <span className={styles.strong}>{actLabel(e.act)}</span> {actLabel(e.act) === e.act ? null : <code className={styles.code}>{e.act}</code>}
              </td>
              <td data-label="Target">
                {e.target.name ?? e.target.id} <span className={styles.muted}>{e.target.kind.replace('_', ' ')}</span>
              </td>
              <td data-label="Before → after">
                <Changes before={e.before} after={e.after} />
              </td>
              <td data-label="From" className={styles.from}>
                {e.ip ? (
                  <>
                    {e.ip}
                    <span className={styles.muted}>{deviceText(e.userAgent)}</span>
                  </>
                ) : (
                  <span className={styles.muted}>—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Changes({ before, after }: { before: unknown; after: unknown }) {
  const changes = changesOf(before as Record<string, unknown> | null, after as Record<string, unknown> | null);
  if (changes.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <ul className={styles.changes}>
      {changes.map((c) => (
        <li key={c.field}>
          <span className={styles.muted}>{c.field}</span>{' '}
          {c.before === null ? (
            <span className={styles.after}>{c.after}</span>
          ) : c.after === null ? (
            <span>{c.before}</span>
          ) : (
            <>
              <span className={styles.before}>{c.before}</span> → <span className={styles.after}>{c.after}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
