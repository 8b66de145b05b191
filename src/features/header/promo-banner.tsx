import styles from './promo-banner.module.css';

/** Seconds one pass of the mobile promotional banner takes (spec §9). */
export const PROMO_BANNER_SECONDS = 25;

export interface PromoBannerProps {
  offers: readonly string[];
}

/** Mobile, logged in: the promotional banner scrolling under the header. */
export function PromoBanner({ offers }: PromoBannerProps) {
  return (
    <div className={styles.banner} aria-label="Promotions">
      <span className={styles.text} style={{ animationDuration: `${PROMO_BANNER_SECONDS}s` }}>
        {offers.map((offer) => (
          <span key={offer} className={styles.offer}>
            {offer}
          </span>
        ))}
      </span>
    </div>
  );
}
