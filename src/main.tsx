import '@/app/global.css';
import { AFTER_FIRST_PAINT } from '@/app/after-first-paint';

/**
 * The entry: wait for the boot shell (index.html, or home.html with home's first screen) to be painted,
 * then load and start the app. Evaluating the app's modules is one long task; started at once, it often
 * ran before the browser's first frame, and the page stayed blank until it had finished. The app's
 * preloads wait for that frame too: index.html holds them in an inert template (scripts/preload-landing.ts),
 * moved into the head here, because ~50 scripts arriving and compiling before the first frame pushed the
 * paint back (on Lighthouse's phone, FCP 0.9 s in one run and 2–3 s in the next). A hidden tab, which
 * paints no frames, starts after the timeout.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const FIRST_FRAME_TIMEOUT_MS = 100;
await new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, FIRST_FRAME_TIMEOUT_MS);
  requestAnimationFrame(() =>
    setTimeout(() => {
      clearTimeout(timer);
      resolve();
    }, 0),
  );
});
const preloads = document.getElementById(AFTER_FIRST_PAINT);
if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
const { startApp } = await import('@/app/start');
startApp(container);
