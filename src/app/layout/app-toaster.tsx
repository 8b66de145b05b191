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

/**
 * Keeps `--toast-top` on the document at the height of the header and the top navigation (plus a gap)
 * while they are in the page, so a toast opens below the balance, exposure, deposit/withdraw buttons and
 * the exchange and sport tabs, never over them. Both sit at the page's top (sticky on a desktop, in the
 * flow on a phone): their heights add up to where the content starts.
 */
function useFrameTopClearance(): void {
  useEffect(() => {
    const root = document.documentElement;
    let observed: HTMLElement[] = [];
    const place = () => {
      const height = observed.reduce((sum, el) => sum + el.getBoundingClientRect().height, 0);
      if (observed.length > 0) root.style.setProperty('--toast-top', `${Math.round(height) + GAP_PX}px`);
    };
    const resize = new ResizeObserver(place);
    const attach = () => {
      const found = TOP_SELECTORS.map((s) => document.querySelector<HTMLElement>(s)).filter((el): el is HTMLElement => el !== null);
      if (found.length === observed.length && found.every((el, i) => el === observed[i])) return;
      resize.disconnect();
      observed = found;
      for (const el of observed) resize.observe(el);
      place();
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
