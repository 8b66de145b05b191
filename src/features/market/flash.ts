/**
 * Price flashes: a changed cell gets `data-flash` for FLASH_MS, then one shared sweeper clears it.
 * A discrete highlight costs two style changes per flash, where a CSS animation would restyle every
 * flashing cell on every frame — in a busy market hundreds of cells change each second.
 */
export const FLASH_MS = 350;
const SWEEP_MS = 50;

const lit = new Map<HTMLElement, number>();
let sweeper: ReturnType<typeof setInterval> | null = null;

function sweep() {
  const now = performance.now();
  for (const [el, at] of lit) {
    if (now - at >= FLASH_MS) {
      delete el.dataset.flash;
      lit.delete(el);
    }
  }
  if (lit.size === 0 && sweeper !== null) {
    clearInterval(sweeper);
    sweeper = null;
  }
}

/** Which way a cell moved: its price (or, at the same price, its size) went up or down. */
export type FlashDirection = 'up' | 'down';

/**
 * The direction of a cell's change, or null when neither its price nor its size changed. A price
 * appearing counts as up, one disappearing as down.
 */
export function flashDirection(before: { price: number | null; size: number | null }, after: { price: number | null; size: number | null }): FlashDirection | null {
  if (before.price !== after.price) {
    if (after.price === null) return 'down';
    if (before.price === null) return 'up';
    return after.price > before.price ? 'up' : 'down';
  }
  if (before.size !== after.size) return (after.size ?? 0) > (before.size ?? 0) ? 'up' : 'down';
  return null;
}

/** Lights a cell in its direction (or keeps it lit a little longer when it changes again). */
export function flash(el: HTMLElement, direction: FlashDirection): void {
  el.dataset.flash = direction;
  lit.set(el, performance.now());
  sweeper ??= setInterval(sweep, SWEEP_MS);
}
