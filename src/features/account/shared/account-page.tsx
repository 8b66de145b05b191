import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './account-page.module.css';

export interface Crumb {
  label: string;
  /** Omitted for the current level. */
  to?: string;
}

export interface AccountPageProps {
  title: string;
  /** Trail back up a drill-down (profit and loss), current level last. */
  breadcrumbs?: readonly Crumb[];
  /** Filters and actions above the content (range, type filter, CSV). */
  toolbar?: ReactNode;
  /** New rows are on their way (a filter changed): the old ones stay, greyed. */
  pending?: boolean;
  children: ReactNode;
}

/** The frame of every account and history screen: title, breadcrumbs, toolbar, content. */
export function AccountPage({ title, breadcrumbs, toolbar, pending = false, children }: AccountPageProps) {
  return (
    <section className={styles.page} aria-labelledby="account-page-title" aria-busy={pending}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav aria-label="Breadcrumb" className={styles.crumbs}>
          <ol>
            {breadcrumbs.map((crumb, i) => (
              <li key={`${crumb.label}-${i}`}>
                {crumb.to ? (
                  <Link to={crumb.to}>{crumb.label}</Link>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1 id="account-page-title" className={styles.title}>
        {title}
      </h1>
      {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      {pending && (
        <p className={styles.pending} role="status">
          <span className={styles.spinner} aria-hidden="true" /> Loading…
        </p>
      )}
      <div className={styles.body} data-state={pending ? 'pending' : 'idle'}>
        {children}
      </div>
    </section>
  );
}

/** A labelled group of summary figures (totals, opening and closing balance). */
export function SummaryFigures({ label, figures }: { label: string; figures: readonly { label: string; value: string; sign?: string }[] }) {
  return (
    <dl className={styles.summary} aria-label={label}>
      {figures.map((f) => (
        <div key={f.label} className={styles.figure}>
          <dt>{f.label}</dt>
          <dd data-sign={f.sign}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A plain action button of the toolbar (Download CSV, Retry). */
export function ToolbarButton(props: { children: ReactNode; onClick: () => void; disabled?: boolean; label?: string }) {
  return (
    <button type="button" className={styles.button} onClick={props.onClick} disabled={props.disabled} aria-label={props.label}>
      {props.children}
    </button>
  );
}
