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

/** Banners in view at once, counting the half one. */
const IN_VIEW = Math.ceil(SLIDES_PER_VIEW);

/**
 * The home carousel: 3.5 banners in view, advancing one every 1.5 s and wrapping round seamlessly
 * (the first banners are repeated after the last). Pauses while hovered.
 *
 * A banner's artwork is drawn once it is in view or next to slide in, and kept from then on: the
 * others show their colours and words only. Each artwork is an SVG picture, which the browser makes a
 * document of its own to draw. The ten out of view on home's first screen (of its fourteen), drawn
 * together once the page had painted, were one task of 75–115 ms (300–460 ms on Lighthouse's 4×
 * phone) that held the page's first interaction back (bench/README.md, Web).
 */
export function Carousel({ promotions, autoplay = true }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [paused, setPaused] = useState(false);
  // The furthest the carousel has been: every banner before it (and those in view there) has its artwork.
  const [furthest, setFurthest] = useState(0);
  if (index > furthest) setFurthest(index);
  const count = promotions.length;
  const slides = [...promotions, ...promotions.slice(0, IN_VIEW)];

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
            <PromoArt promotion={promotion} inView={i < IN_VIEW} artwork={i <= furthest + IN_VIEW} />
          </li>
        ))}
      </ul>
    </section>
  );
}
