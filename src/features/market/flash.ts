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

/** Lights a cell (or keeps it lit a little longer when it changes again). */
export function flash(el: HTMLElement): void {
  if (!lit.has(el)) el.dataset.flash = 'on';
  lit.set(el, performance.now());
  sweeper ??= setInterval(sweep, SWEEP_MS);
}
