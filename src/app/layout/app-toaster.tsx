import { useEffect } from 'react';
import { Toaster } from 'sonner';

/** Space kept between the top navigation's bottom edge and a toast, px. */
const GAP_PX = 8;
/**
 * Above the frame and its dialogs (z-index 50–51), under the phone's side menu (ui/sheet, 70): a toast never
 * covers the side menu (issue 35).
 */
export const TOASTER_Z_INDEX = 55;

/** The frame's top: the header (balance, exposure, deposit/withdraw) and the top navigation below it. */
const TOP_SELECTORS = ['header', 'nav[aria-label="Top navigation"]'] as const;

/** Whether an element stays in the viewport as the page scrolls (it or an ancestor is sticky or fixed). */
function pinned(el: HTMLElement): boolean {
  for (let at: HTMLElement | null = el; at; at = at.parentElement) if (['sticky', 'fixed'].includes(getComputedStyle(at).position)) return true;
  return false;
}

/** The nearest element holding all of `els` below the body, if any. */
function commonContainer(els: readonly HTMLElement[]): HTMLElement | null {
  let at = els[0]?.parentElement ?? null;
  while (at && at !== document.body && !els.every((el) => at!.contains(el))) at = at.parentElement;
  return at && at !== document.body ? at : null;
}

/**
 * Keeps `--toast-top` on the document at the bottom of the header and the top navigation (plus a gap) while
 * they are in the page, so a toast opens below the balance, exposure, deposit/withdraw buttons and the
 * exchange and sport tabs, never over them: their bottom in the viewport where they are pinned (a desktop's
 * sticky frame), in the page where they scroll away (a phone's).
 */
function useFrameTopClearance(): void {
  useEffect(() => {
    const root = document.documentElement;
    let observed: HTMLElement[] = [];
    const place = () => {
      if (observed.length === 0) return;
      const bottom = Math.max(...observed.map((el) => el.getBoundingClientRect().bottom + (pinned(el) ? 0 : window.scrollY)));
      root.style.setProperty('--toast-top', `${Math.round(bottom) + GAP_PX}px`);
    };
    const resize = new ResizeObserver(place);
    const attach = () => {
      const found = TOP_SELECTORS.map((s) => document.querySelector<HTMLElement>(s)).filter((el): el is HTMLElement => el !== null);
      if (found.length === observed.length && found.every((el, i) => el === observed[i])) return;
      resize.disconnect();
      observed = found;
      // Their common container too: a strip that appears between them (the news) moves the navigation down.
      // Observing starts with a first callback once the frame is laid out, which places the toasts: measured
      // here, the page was laid out once more inside the task that mounted the frame (10 ms on home's start).
      for (const el of [...observed, commonContainer(observed)]) if (el) resize.observe(el);
    };
    attach();
    // The header and navigation mount with the first route (and may be replaced): follow them.
    const mutations = new MutationObserver(attach);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      mutations.disconnect();
      resize.disconnect();
    };
  }, []);
}

/**
 * The app's toasts (spec §9): top right, one at a time (the toast machine dismisses the open one
 * first; `visibleToasts` keeps sonner to one too), below the header and the top navigation so they never
 * cover the balance, exposure, the deposit/withdraw buttons (issue 19) or the tabs, and under the phone's
 * side menu (issue 35).
 */
export function AppToaster() {
  useFrameTopClearance();
  return (
    <Toaster
      position="top-right"
      visibleToasts={1}
      richColors
      closeButton
      style={{ zIndex: TOASTER_Z_INDEX }}
      offset={{ top: 'var(--toast-top, 72px)', right: 16 }}
      mobileOffset={{ top: 'var(--toast-top, 72px)', left: 8, right: 8 }}
    />
  );
}
