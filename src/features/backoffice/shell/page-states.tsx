import { Link } from 'react-router-dom';
import { pathTo } from '../../../../machines/lib/routes';
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

/**
 * A page this level may not open (the exchange refused it PERMISSION_DENIED, or it is the admin's own): say why
 * and lead back to the dashboard. No "Try again": asking again gets the same answer until the admin changes it.
 */
export function PageRefused({ message }: { message: string }) {
  return (
    <div className={styles.state} role="alert">
      <p>{message}</p>
      <Link to={pathTo('backoffice')}>Back to the back office</Link>
    </div>
  );
}
