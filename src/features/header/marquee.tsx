import styles from './marquee.module.css';

/** Seconds one pass of the marquee strip takes (spec §9). */
export const MARQUEE_SECONDS = 30;

export interface MarqueeProps {
  message: string;
}

/** The scrolling news strip under the header; pauses on hover. */
export function Marquee({ message }: MarqueeProps) {
  return (
    <div className={styles.strip} role="marquee" aria-label="News">
      <span className={styles.badge}>News</span>
      <div className={styles.track}>
        <span className={styles.text} style={{ animationDuration: `${MARQUEE_SECONDS}s` }}>
          {message}
        </span>
      </div>
    </div>
  );
}
