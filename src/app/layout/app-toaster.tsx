import { useEffect } from 'react';
import { Toaster } from 'sonner';

/** Space kept between the header's bottom edge and a toast, px. */
const GAP_PX = 8;

/**
 * Keeps `--toast-top` on the document at the header's height (plus a gap) while the header is in
 * the page, so a toast opens below the balance, exposure and deposit/withdraw buttons, never over them.
 */
function useHeaderClearance(): void {
  useEffect(() => {
    const root = document.documentElement;
    let header: HTMLElement | null = null;
    const resize = new ResizeObserver(() => {
      if (header) root.style.setProperty('--toast-top', `${header.getBoundingClientRect().height + GAP_PX}px`);
    });
    const attach = () => {
      const found = document.querySelector<HTMLElement>('header');
      if (found === header) return;
      if (header) resize.unobserve(header);
      header = found;
      if (header) {
        resize.observe(header);
        root.style.setProperty('--toast-top', `${header.getBoundingClientRect().height + GAP_PX}px`);
      }
    };
    attach();
    // The header mounts with the first route (and may be replaced): follow it.
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
 * first; `visibleToasts` keeps sonner to one too), and below the header so they never cover the
 * balance, exposure or the deposit/withdraw buttons (issue 19).
 */
export function AppToaster() {
  useHeaderClearance();
  return (
    <Toaster
      position="top-right"
      visibleToasts={1}
      richColors
      closeButton
      offset={{ top: 'var(--toast-top, 72px)', right: 16 }}
      mobileOffset={{ top: 'var(--toast-top, 72px)', left: 8, right: 8 }}
    />
  );
}
