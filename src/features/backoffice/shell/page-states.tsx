import styles from './backoffice-states.module.css';

/** A back-office page whose figures are on their way. */
export function PageLoading({ what }: { what: string }) {
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <p>Loading {what}…</p>
    </div>
  );
}

/** A back-office page that could not be read: the reason in words, and a way to try again. */
export function PageFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.state} role="alert">
      <p>This page could not be loaded: {message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
