import type { ReactNode } from 'react';
import styles from './panel-state.module.css';

/** What stands in a market dialog's place while it loads or has nothing to show (a live region). */
export function PanelStatus({ children }: { children: ReactNode }) {
  return (
    <p className={styles.state} role="status">
      {children}
    </p>
  );
}

/** A market dialog that could not be read: what failed, the reason, and a retry when one is offered. */
export function PanelError({ what, message, onRetry }: { what: string; message: string; onRetry?: (() => void) | undefined }) {
  return (
    <div className={styles.state} role="alert">
      <p>
        {what} could not be loaded. {message}
      </p>
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
