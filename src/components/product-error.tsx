import { Link } from 'react-router-dom';
import styles from './route-loading.module.css';

export interface ProductErrorProps {
  /** The product, e.g. "Lottery". */
  title: string;
}

/** A product page whose data could not be read: say so, offer a retry and the way home. */
export function ProductError({ title }: ProductErrorProps) {
  return (
    <div className={styles.loading} role="alert">
      <p>
        {title} could not be loaded. Check your connection and try again.
      </p>
      <p>
        <a href={typeof window === 'undefined' ? '/' : window.location.pathname}>Try again</a> · <Link to="/">Back to the exchange</Link>
      </p>
    </div>
  );
}
