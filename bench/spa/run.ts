/**
 * bench/spa: is the market page smooth under load? Builds bench/spa/harness.tsx (the real odds grid,
 * frame-batched live store and bet slip), opens it in headless Chromium, feeds a 60-runner market
 * 5,000 full-book updates a second for 10 s and measures frames per second, long tasks (> 50 ms)
 * and click-to-paint latency of price clicks (Event Timing API). Then checks the production build
 * (dist/) keeps Firebase out of the chunks the page loads up front.
 *
 * Options: --rate=5000 --runners=60 --seconds=10 --json
 */
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, resolveChromium } from '../../tests/support/chromium.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RATE = arg('rate', 5000);
const RUNNERS = arg('runners', 60);
const SECONDS = arg('seconds', 10);
const CLICKS = 12;
const json = process.argv.includes('--json');

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.map': 'application/json' };

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/$/, '/index.html'));
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

interface PageFigures {
  frames: number;
  seconds: number;
  frameP95: number;
  worstFrame: number;
  longTasks: number[];
  clickLatencies: number[];
  published: number;
  /** Main-thread milliseconds over the run (Chromium's Performance metrics). */
  breakdown: { script: number; style: number; layout: number; task: number };
}

async function measure(url: string): Promise<PageFigures> {
  const browser = await chromium.launch({ executablePath: await resolveChromium(), headless: true, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // tsx compiles the functions given to page.evaluate with esbuild's __name helper; the page needs it too.
    await page.addInitScript('window.__name = (fn) => fn;');
    await page.goto(`${url}/index.html?runners=${RUNNERS}`);
    await page.waitForSelector('section[data-state="open"]');
    await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      const longTasks: number[] = [];
      const clicks: number[] = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration))).observe({ type: 'longtask', buffered: false });
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => {
          if (e.name === 'click' || e.name === 'pointerup' || e.name === 'pointerdown') clicks.push(e.duration);
        }),
      ).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
      const frames: number[] = [];
      let last = performance.now();
      let running = true;
      const tick = (now: number) => {
        frames.push(now - last);
        last = now;
        if (running) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      w.figures = { longTasks, clicks, frames, stop: () => (running = false) };
    });
    // Event Timing only reports events slower than 16 ms; a click is also timed by hand: from the
    // pointerdown to the first frame after the slip shows the picked runner.
    await page.evaluate(() => {
      const w = window as unknown as { manual: number[] };
      w.manual = [];
      document.addEventListener(
        'pointerdown',
        () => {
          const start = performance.now();
          const slip = document.querySelector('[aria-label="Bet Slip"]')!;
          const before = slip.textContent;
          const check = () => {
            if (slip.textContent !== before) requestAnimationFrame(() => setTimeout(() => w.manual.push(performance.now() - start), 0));
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
        true,
      );
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () => Object.fromEntries(((await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }).metrics.map((m) => [m.name, m.value]));
    const before = await metrics();
    const startPublished = await page.evaluate(() => window.bench.updatesPublished());
    await page.evaluate((rate) => {
      (window as unknown as { stopFeed: () => void }).stopFeed = window.bench.startFeed(rate);
    }, RATE);
    const started = Date.now();
    for (let i = 0; i < CLICKS; i++) {
      await page.waitForTimeout((SECONDS * 1000) / (CLICKS + 1));
      const runner = 1 + ((i * 7) % RUNNERS);
      const side = i % 2 === 0 ? 'back' : 'lay';
      await page.locator(`tr[data-runner-id="${runner}"] button[data-side="${side}"][data-level="0"]`).click({ timeout: 5000 });
    }
    await page.waitForTimeout(Math.max(0, SECONDS * 1000 - (Date.now() - started)));
    const seconds = (Date.now() - started) / 1000;
    const figures = await page.evaluate(() => {
      const w = window as unknown as { figures: { longTasks: number[]; clicks: number[]; frames: number[]; stop: () => void }; manual: number[]; stopFeed: () => void };
      w.stopFeed();
      w.figures.stop();
      return { longTasks: w.figures.longTasks, clicks: w.figures.clicks, frames: w.figures.frames.slice(1), manual: w.manual, published: window.bench.updatesPublished() };
    });
    const after = await metrics();
    const spent = (name: string) => Math.round(((after[name] ?? 0) - (before[name] ?? 0)) * 1000);
    const breakdown = { script: spent('ScriptDuration'), style: spent('RecalcStyleDuration'), layout: spent('LayoutDuration'), task: spent('TaskDuration') };
    const sorted = [...figures.frames].sort((a, b) => a - b);
    return {
      frames: figures.frames.length,
      seconds,
      frameP95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
      worstFrame: sorted[sorted.length - 1] ?? 0,
      longTasks: figures.longTasks,
      clickLatencies: figures.manual.map((m, i) => Math.max(m, figures.clicks[i] ?? 0)),
      published: figures.published - startPublished,
      breakdown,
    };
  } finally {
    await browser.close();
  }
}

/** The production build keeps firebase out of the entry chunk and its static imports. */
function bundleCheck(): { checked: boolean; upfront: string[]; upfrontWithFirebase: string[]; lazyWithFirebase: string[] } {
  const dist = path.join(root, 'dist');
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return { checked: false, upfront: [], upfrontWithFirebase: [], lazyWithFirebase: [] };
  const html = readFileSync(index, 'utf8');
  const upfront = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  // Follow static imports of the entry (import ... from "./x.js"), not dynamic import("./y.js").
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(path.join(dist, file))) return;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) visit(path.join('assets', m[1]!.slice(2)));
  };
  upfront.forEach(visit);
  const hasFirebase = (file: string) => /firestore\.googleapis\.com|@firebase\/firestore|FIRESTORE_/.test(readFileSync(path.join(dist, file), 'utf8'));
  const all = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => path.join('assets', f));
  return {
    checked: true,
    upfront: [...seen],
    upfrontWithFirebase: [...seen].filter(hasFirebase),
    lazyWithFirebase: all.filter((f) => !seen.has(f) && hasFirebase(f)),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};

const outDir = mkdtempSync(path.join(tmpdir(), 'backlay-bench-spa-'));
try {
  await build({
    configFile: false,
    root: here,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { '@': path.join(root, 'src') } },
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  const { server, url } = await serve(outDir);
  let page: PageFigures;
  try {
    page = await measure(url);
  } finally {
    server.close();
  }
  const fps = page.frames / page.seconds;
  const longest = Math.max(0, ...page.longTasks);
  const bundle = bundleCheck();
  const result = {
    scenario: `${RUNNERS} runners, ${RATE} updates/s, ${SECONDS} s`,
    fps: Math.round(fps * 10) / 10,
    frame_p95_ms: Math.round(page.frameP95 * 10) / 10,
    worst_frame_ms: Math.round(page.worstFrame * 10) / 10,
    long_tasks: page.longTasks.length,
    longest_task_ms: Math.round(longest),
    click_latency_median_ms: Math.round(median(page.clickLatencies)),
    click_latency_max_ms: Math.round(Math.max(0, ...page.clickLatencies)),
    clicks: page.clickLatencies.length,
    grid_renders_per_s: Math.round(page.published / page.seconds),
    main_thread_ms: page.breakdown,
    updates_per_s: RATE,
    fps_target_met: fps >= 55,
    long_task_target_met: longest <= 50,
    firebase_upfront: bundle.checked ? bundle.upfrontWithFirebase : 'dist/ not built',
    firebase_lazy_chunks: bundle.lazyWithFirebase,
  };
  if (json) console.log(JSON.stringify(result));
  else {
    console.log(`SPA under load: ${result.scenario} (Chromium headless, production build of bench/spa/harness.tsx)`);
    console.log(`  frames/s            ${result.fps}   (target ≥ 55: ${result.fps_target_met ? 'met' : 'MISSED'})`);
    console.log(`  frame time p95      ${result.frame_p95_ms} ms, worst ${result.worst_frame_ms} ms`);
    console.log(`  long tasks > 50 ms  ${result.long_tasks}${result.long_tasks ? ` (longest ${result.longest_task_ms} ms)` : ''}   (target none: ${result.long_task_target_met ? 'met' : 'MISSED'})`);
    console.log(`  click → paint       median ${result.click_latency_median_ms} ms, max ${result.click_latency_max_ms} ms over ${result.clicks} price clicks`);
    console.log(`  grid publishes      ${result.grid_renders_per_s}/s for ${RATE} updates/s (one per animation frame)`);
    console.log(`  main thread         script ${page.breakdown.script} ms, style ${page.breakdown.style} ms, layout ${page.breakdown.layout} ms of ${page.breakdown.task} ms busy in ${page.seconds.toFixed(1)} s`);
    if (bundle.checked) {
      console.log(`  default bundle      ${bundle.upfront.length} chunks loaded up front, ${bundle.upfrontWithFirebase.length} with Firebase; Firebase only in lazy ${bundle.lazyWithFirebase.join(', ') || '(none)'}`);
    } else console.log('  default bundle      dist/ not built (npm run build) — chunk check skipped');
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
