import styles from './layout.module.css';

/** Shown while the first route's data loads: never a blank screen. */
export function RouteLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      Loading markets…
    </div>
  );
}
