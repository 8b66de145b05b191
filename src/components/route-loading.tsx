import styles from './route-loading.module.css';

/** Shown while the first route's data loads: never a blank screen. */
export function RouteLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      Loading markets…
    </div>
  );
}
