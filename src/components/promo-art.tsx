import styles from './promo-art.module.css';
import { promotionArtwork, type Promotion } from './promotions';

/**
 * One promotional banner: its colours at once, its drawn artwork (a small SVG) as it arrives; the box
 * is sized, so nothing shifts. `inView`: a banner on screen when the page opens — its artwork is
 * fetched at once, at high priority (it is home's largest paint on a phone), not lazily. `artwork`
 * false: the colours and words only (a carousel's banner far from view).
 */
export function PromoArt({ promotion, inView = false, artwork = true }: { promotion: Promotion; inView?: boolean; artwork?: boolean }) {
  const [from, to] = promotion.colors;
  return (
    <div className={styles.art} style={{ backgroundImage: `linear-gradient(135deg, ${from} 0%, ${to} 100%)` }} role="img" aria-label={`${promotion.title}: ${promotion.subtitle}`}>
      {/* Drawn artwork per banner (public/promotions, scripts/draw-artwork.py), loaded lazily unless in view. */}
      {artwork && (
        <img
          className={styles.picture}
          src={promotionArtwork(promotion)}
          alt=""
          loading={inView ? 'eager' : 'lazy'}
          fetchPriority={inView ? 'high' : 'auto'}
          decoding="async"
          width={240}
          height={160}
        />
      )}
      <span className={styles.title}>{promotion.title}</span>
      <span className={styles.subtitle}>{promotion.subtitle}</span>
    </div>
  );
}
