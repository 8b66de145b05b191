import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Scroll position that brings a tab into view in a horizontal strip: the tab's left edge minus a
 * share of the spare width (a third for exchange tabs, half to centre a sport icon).
 */
export function centredScrollLeft(tabLeft: number, tabWidth: number, stripWidth: number, share: number): number {
  const spare = Math.max(0, stripWidth - tabWidth);
  return Math.max(0, Math.round(tabLeft - spare * share));
}

/** Keeps the `[data-state="active"]` tab of a strip in view whenever `selectedKey` changes. */
export function useScrollSelectedIntoView(strip: RefObject<HTMLElement | null>, selectedKey: unknown, share: number) {
  const placed = useRef(false);
  useLayoutEffect(() => {
    const el = strip.current;
    const tab = el?.querySelector<HTMLElement>('[data-state="active"]');
    if (!el || !tab || el.scrollWidth <= el.clientWidth) return;
    const left = centredScrollLeft(tab.offsetLeft - el.offsetLeft, tab.offsetWidth, el.clientWidth, share);
    // Jump into place on first paint; glide on later changes.
    el.scrollTo({ left, behavior: placed.current ? 'smooth' : 'instant' });
    placed.current = true;
  }, [strip, selectedKey, share]);
}
