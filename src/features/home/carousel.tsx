import { useEffect, useState } from 'react';
import { PromoArt } from '@/components/promo-art';
import type { Promotion } from '@/components/promotions';
import styles from './carousel.module.css';

/** Slides in view at once, autoplay interval (spec §9). */
export const SLIDES_PER_VIEW = 3.5;
export const AUTOPLAY_MS = 1500;
const SLIDE_MS = 400;

export interface CarouselProps {
  promotions: readonly Promotion[];
  /** Off in stories and tests that need a still picture. */
  autoplay?: boolean;
}

/**
 * The home carousel: 3.5 banners in view, advancing one every 1.5 s and wrapping round seamlessly
 * (the first banners are repeated after the last). Pauses while hovered.
 */
export function Carousel({ promotions, autoplay = true }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [paused, setPaused] = useState(false);
  const count = promotions.length;
  const slides = [...promotions, ...promotions.slice(0, Math.ceil(SLIDES_PER_VIEW))];

  useEffect(() => {
    if (!autoplay || paused || count <= SLIDES_PER_VIEW) return;
    const timer = setInterval(() => {
      setAnimate(true);
      setIndex((i) => i + 1);
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [autoplay, paused, count]);

  useEffect(() => {
    if (index < count) return;
    // Past the last real banner: once the slide has finished, jump back to the same picture at 0.
    const timer = setTimeout(() => {
      setAnimate(false);
      setIndex(0);
    }, SLIDE_MS);
    return () => clearTimeout(timer);
  }, [index, count]);

  const slideWidth = 100 / SLIDES_PER_VIEW;
  return (
    <section className={styles.carousel} aria-label="Promotions" aria-roledescription="carousel" onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      <ul
        className={styles.track}
        style={{
          transform: `translateX(-${index * slideWidth}%)`,
          transition: animate ? `transform ${SLIDE_MS}ms ease` : 'none',
        }}
      >
        {slides.map((promotion, i) => (
          <li key={`${promotion.id}-${i}`} className={styles.slide} style={{ flexBasis: `${slideWidth}%` }} aria-hidden={i >= count || undefined}>
            <PromoArt promotion={promotion} inView={i < Math.ceil(SLIDES_PER_VIEW)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
