import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Scroll position that brings a tab into view in a horizontal strip: the tab's left edge minus a
 * share of the spare width (a third for exchange tabs, half to centre a sport icon).
 */
export function centredScrollLeft(tabLeft: number, tabWidth: number, stripWidth: number, share: number): number {
  const spare = Math.max(0, stripWidth - tabWidth);
  return Math.max(0, Math.round(tabLeft - spare * share));
}

/**
 * Keeps the strip's selected tab (the first element matching `selector`: the sports' and exchanges' tabs mark
 * it `data-state="active"`, a router's NavLink `aria-current="page"`) in view whenever `selectedKey` changes.
 *
 * Measured in the next animation frame, not in the layout effect itself: the strip's widths need a layout of
 * the page, and read in the commit they forced one there, adding the whole page's first layout
 * (~100 ms on Lighthouse's phone, 4× CPU) to the commit's task. In the frame's callback the layout
 * is the one the frame does anyway, and the scroll still lands before that frame is painted.
 */
export function useScrollSelectedIntoView(strip: RefObject<HTMLElement | null>, selectedKey: unknown, share: number, selector = '[data-state="active"]') {
  const placed = useRef(false);
  // Scheduled in the commit (a layout effect), so the callback runs before the commit is first painted.
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      const el = strip.current;
      const tab = el?.querySelector<HTMLElement>(selector);
      if (!el || !tab || el.scrollWidth <= el.clientWidth) return;
      const left = centredScrollLeft(tab.offsetLeft - el.offsetLeft, tab.offsetWidth, el.clientWidth, share);
      // Jump into place on first paint; glide on later changes.
      el.scrollTo({ left, behavior: placed.current ? 'smooth' : 'instant' });
      placed.current = true;
    });
    return () => cancelAnimationFrame(frame);
  }, [strip, selectedKey, share, selector]);
}
