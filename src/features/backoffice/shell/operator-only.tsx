import { Link } from 'react-router-dom';
import { pathTo } from '../../../../machines/lib/routes';
import styles from './backoffice-states.module.css';

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

/** An operator-only page opened by another level. */
export function OperatorOnly() {
  return <PageRefused message="Only the site's admin can open this page." />;
}
