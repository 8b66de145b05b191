import '@/app/global.css';
import { AFTER_FIRST_PAINT, appendInSteps } from '@/app/after-first-paint';
import { nextTask } from '@/lib/steps';

/**
 * The entry: wait for the boot shell (index.html, or home.html with home's first screen) to be painted,
 * then load and start the app. Evaluating the app's modules is one long task; started at once, it often
 * ran before the browser's first frame, and the page stayed blank until it had finished. The app's
 * preloads wait for that frame too: index.html holds them in an inert template (scripts/preload-landing.ts),
 * moved into the head here (a few per task, appendInSteps), because ~50 scripts arriving and compiling before the first frame pushed the
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
if (preloads instanceof HTMLTemplateElement) appendInSteps(document.head, [...preloads.content.children]);
// The frameworks are evaluated one per task (each is its own chunk, vite.config.ts), then the app:
// evaluated with it, they were one task of 130–160 ms on Lighthouse's phone. Nothing is taken from
// these imports (what the app uses, it imports itself), so the bundler keeps only what the app uses.
for (const evaluate of [() => import('react-dom/client').then(() => {}), () => import('@apollo/client').then(() => {}), () => import('react-router-dom').then(() => {}), () => import('xstate').then(() => {})]) {
  await evaluate();
  await nextTask();
}
const { startApp } = await import('@/app/start');
startApp(container);
