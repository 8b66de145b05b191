import { Link, useLocation, useRevalidator, useRouteError } from 'react-router-dom';
import styles from './account-page.module.css';
import { matchRoute, pathTo, type RouteKey } from '../../../../machines/lib/routes';

/** The message of a failed account query: the gateway's own words when it gave any. */
export function accountErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message || 'Check your connection and try again.';
}

export interface AccountErrorViewProps {
  message: string;
  /** Where "Start again" leads: the screen with its default range. */
  resetTo: string;
  onRetry: () => void;
}

/** An account screen whose rows could not be loaded: why, try again, or start from the default range. */
export function AccountErrorView({ message, resetTo, onRetry }: AccountErrorViewProps) {
  return (
    <section className={styles.page} role="alert" aria-labelledby="account-error-title">
      <h1 id="account-error-title" className={styles.title}>
        This page could not be loaded
      </h1>
      <p>{message}</p>
      <div className={styles.toolbar}>
        <button type="button" className={styles.button} onClick={onRetry}>
          Try again
        </button>
        <Link to={resetTo}>Start again with the last 7 days</Link>
      </div>
    </section>
  );
}

/** The profit-and-loss drill-down below its top level. */
const DRILL_DOWN: readonly RouteKey[] = ['profitLossEvent', 'profitLossMarket', 'userBetHistory'];

/** The route error element of the account screens. */
export function AccountError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const route = matchRoute(pathname)?.key;
  // The drill-down's deeper levels reset to its top; any other screen to itself without its parameters.
  const resetTo = route && DRILL_DOWN.includes(route) ? pathTo('profitLoss') : pathname;
  return <AccountErrorView message={accountErrorMessage(error)} resetTo={resetTo} onRetry={() => void revalidator.revalidate()} />;
}
