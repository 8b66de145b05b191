import { Link } from 'react-router-dom';
import { pathTo } from '../../../../machines/lib/routes';
import styles from './backoffice-states.module.css';

/** An operator-only page opened by another level: say so and lead back to the dashboard. */
export function OperatorOnly() {
  return (
    <div className={styles.state} role="alert">
      <p>Only the site's admin can open this page.</p>
      <Link to={pathTo('backoffice')}>Back to the back office</Link>
    </div>
  );
}
