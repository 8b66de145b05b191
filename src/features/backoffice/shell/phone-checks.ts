import { expect } from 'storybook/test';

/** Every link, button and field in `root` is at least 44 × 44 px (a thumb's tap target, WCAG 2.5.5). */
export function tapTargetsAtLeast44(root: HTMLElement): void {
  for (const el of root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue; // not shown
    expect(Math.round(box.height), `${el.tagName} "${el.textContent ?? ''}" height`).toBeGreaterThanOrEqual(44);
    if (el.tagName !== 'INPUT' && el.tagName !== 'TEXTAREA' && el.tagName !== 'SELECT') {
      expect(Math.round(box.width), `${el.tagName} "${el.textContent ?? ''}" width`).toBeGreaterThanOrEqual(44);
    }
  }
}

/** Nothing in `root` reaches past the screen's right edge, and the page does not scroll sideways. */
export function noSidewaysOverflow(root: HTMLElement): void {
  expect(document.documentElement.scrollWidth, 'page width').toBeLessThanOrEqual(window.innerWidth);
  expect(Math.round(root.getBoundingClientRect().right)).toBeLessThanOrEqual(window.innerWidth);
}
