import '@/app/global.css';

/**
 * The entry: wait for the boot shell (index.html, or home.html with home's first screen) to be painted,
 * then load and start the app. Evaluating the app's modules is one long task; started at once, it often
 * ran before the browser's first frame, and the page stayed blank until it had finished. The modules
 * are already downloading meanwhile (index.html modulepreloads them). A hidden tab, which paints no
 * frames, starts after the timeout.
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
const { startApp } = await import('@/app/start');
startApp(container);
