import '@/app/global.css';
import { AFTER_FIRST_PAINT, appendInSteps } from '@/app/after-first-paint';
import { nextTask } from '@/lib/steps';

/**
 * The entry. In the build it is itself asked for only once the page's HTML has painted (the boot shell,
 * or home's or a market's first screen): the page's inline loader (server/boot-loader.ts) moves it and
 * its modulepreloads out of an inert template then. The app's preloads follow the same way: the HTML
 * holds them in a second template (scripts/preload-landing.ts), moved into the head here a few per task
 * (appendInSteps): ~40 appended at once were one task of 150–300 ms on Lighthouse's phone.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

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
