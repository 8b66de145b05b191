import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMOTIONS } from '@/components/promotions';
import { AUTOPLAY_MS, Carousel } from './carousel';

/** For each slide in order, whether its banner has its drawn artwork (an <img>). */
const drawn = (container: HTMLElement) => [...container.querySelectorAll('li')].map((li) => li.querySelector('img') !== null);

describe('Carousel artwork', () => {
  afterEach(() => vi.useRealTimers());

  it('draws the banners in view and the next one only, then each as it comes next, and keeps them', () => {
    vi.useFakeTimers();
    const { container } = render(<Carousel promotions={PROMOTIONS} />);
    const slides = PROMOTIONS.length + 4;
    expect(PROMOTIONS.length).toBeGreaterThan(5);
    // 3.5 in view (four slides touched) and the fifth, which slides in next.
    expect(drawn(container)).toEqual(Array.from({ length: slides }, (_, i) => i < 5));
    // In view at once, at high priority; the next one lazily.
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(drawn(container)).toEqual(Array.from({ length: slides }, (_, i) => i < 6));
    // Round the whole loop and back to the start: every banner has been next once, and keeps its artwork.
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * PROMOTIONS.length + 1000));
    expect(drawn(container)).toEqual(Array.from({ length: slides }, () => true));
  });
});
