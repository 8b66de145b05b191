import type * as SonnerModule from 'sonner';
import { toastMachine } from '../../machines/toast.machine';

type Sonner = typeof SonnerModule;

/**
 * sonner (its <Toaster> and `toast`) is not part of the first screen: it loads with the first toast,
 * or once the page is idle. `toasterWanted` tells the app to mount the lazy <Toaster> (src/app/app.tsx),
 * which calls `toasterMounted`; toasts asked for before that wait for it, in order.
 */
let mounted: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  mounted = resolve;
});
const wanted = new Set<() => void>();
let isWanted = false;
let queue: Promise<Sonner> | null = null;

/** Mounting the <Toaster> is wanted (a toast is waiting, or the page went idle). */
export function wantToaster(): void {
  if (isWanted) return;
  isWanted = true;
  for (const notify of wanted) notify();
}
/** Subscribes to `wantToaster` (the app mounts the <Toaster> when called); returns the unsubscribe. */
export function onToasterWanted(notify: () => void): () => void {
  if (isWanted) notify();
  wanted.add(notify);
  return () => wanted.delete(notify);
}
/** The <Toaster> has mounted: waiting toasts show now. */
export function toasterMounted(): void {
  mounted();
}

/** Runs `show` with sonner once the <Toaster> is on the page; calls keep their order. */
function withSonner(show: (sonner: Sonner) => void): void {
  wantToaster();
  const loaded = queue ?? Promise.all([import('sonner'), toasterReady]).then(([sonner]) => sonner);
  queue = loaded.then((sonner) => {
    show(sonner);
    return sonner;
  });
  // A failed download (offline) is tried again by the next toast.
  queue.catch(() => {
    queue = null;
  });
}

/** The toast machine showing its toasts with sonner (the <Toaster> is in src/app/app.tsx). */
export function provideToast() {
  return toastMachine.provide({
    actions: {
      showToast: (_, { id, kind, message }) => withSonner(({ toast }) => void toast[kind](message, { id, duration: Number.POSITIVE_INFINITY })),
      dismissToast: (_, { id }) => withSonner(({ toast }) => void toast.dismiss(id)),
    },
  });
}
