import { Link, useRouteError } from 'react-router-dom';
import styles from '@/components/route-loading.module.css';

/** A page failed to load: say so, and offer the way home (never a blank screen). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className={styles.loading} role="alert">
      <p>This page could not be loaded. Check your connection and try again.</p>
      <Link to="/">Back to the exchange</Link>
    </div>
  );
}
