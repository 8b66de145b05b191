import { useState } from 'react';
import { Link } from 'react-router-dom';
import styles from './brand.module.css';

export interface BrandProps {
  /** Logo image from the theme config (data.exchangeLogo); the wordmark shows without it. */
  logoUrl: string | null;
  siteTitle: string;
}

/** The site's logo, linking home. Falls back to the wordmark when the image is missing or fails. */
export function Brand({ logoUrl, siteTitle }: BrandProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = logoUrl !== null && failedUrl !== logoUrl;
  return (
    <Link to="/" className={styles.brand} aria-label={`${siteTitle} home`}>
      {showImage ? (
        <img src={logoUrl} alt="" className={styles.image} onError={() => setFailedUrl(logoUrl)} />
      ) : (
        <span className={styles.wordmark} aria-hidden="true">
          <span className={styles.back}>Back</span>
          <span className={styles.lay}>lay</span>
        </span>
      )}
    </Link>
  );
}
