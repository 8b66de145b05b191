import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { prepareDateFormats } from '@/lib/format';
import { whenIdle } from '@/lib/progressive';

/** Mounts the app in #root, replacing the boot shell index.html painted. */
export function startApp(container: HTMLElement): void {
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices and yields between them, so a phone
  // does not meet one long task for the whole app (the boot shell shows meanwhile).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  whenIdle(() => prepareDateFormats());
}
