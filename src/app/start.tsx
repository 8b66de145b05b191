import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { readFirstScreen } from '@/app/first-screen/first-screen';
import { prepareDateFormats } from '@/lib/format';
import { bootMoneyLocale } from '@/lib/money-locale';
import { createBrowserStorage } from '@/lib/storage';
import { whenIdle } from '@/lib/steps';

/** Mounts the app in #root, replacing the boot shell index.html painted. */
export function startApp(container: HTMLElement): void {
  // Read before React replaces #root: a market page's first screen drawn by the server, with its data.
  const firstScreen = readFirstScreen(container.ownerDocument);
  // Money as the site writes it from the first render: the locale the first screen was drawn in, else the stored theme's.
  bootMoneyLocale(createBrowserStorage(), firstScreen?.moneyLocale);
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices and yields between them, so a phone
  // does not meet one long task for the whole app (the boot shell shows meanwhile).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App firstScreen={firstScreen} />
      </StrictMode>,
    );
  });
  // The lists' start times need the date formats soon; made in an idle moment (prepareDateFormats). A
  // market page drawn by the server shows no dates: made there, they were a 70–130 ms task at 4× CPU
  // for nothing (a page that does need one makes it on first use).
  if (!firstScreen) whenIdle(() => prepareDateFormats());
}
