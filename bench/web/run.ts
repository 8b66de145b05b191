// `npm run bench:web`: the built app as a phone and a desktop see it, measured by Lighthouse.
// Builds if needed (scripts/build-if-needed.mjs), starts the server as `npm start` does (PORT=0, a temp
// DATA_DIR, simulator on), finds a market page from the seed, and runs Lighthouse (performance only,
// the system Chromium headless) on: an anchor (a minimal static HTML page served by the same server —
// its figures show what this machine's load alone costs), home and the market page, mobile (Lighthouse's
// default Moto G emulation with simulated slow 4G) and desktop. Prints score, FCP, LCP, TBT, CLS and the
// transferred JS per page and form factor (median of RUNS runs, default 1), the server's RSS and `uptime`.
import { execSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildIfNeeded, removeDir, root, startBuiltServer } from './server';

const RUNS = Number(process.env.RUNS ?? 1);
const json = process.argv.includes('--json');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ANCHOR = '__bench-anchor.html';

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  totalKb: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** A market page of the seeded world: the first exchange event (not lottery) the reference list offers. */
async function findMarketPath(url: string): Promise<string> {
  const reply = await fetch(`${url}/api/events/all`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: 'demo' }) });
  const body: unknown = await reply.json();
  const found: { exEventId: string | number; sportId: number }[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if ((typeof o.exEventId === 'string' || typeof o.exEventId === 'number') && typeof o.sportId === 'number' && o.sportId !== 66104) {
        found.push({ exEventId: o.exEventId, sportId: o.sportId });
      }
      Object.values(o).forEach(walk);
    }
  };
  walk(body);
  const event = found[0];
  if (!event) throw new Error(`no event in events/all: ${JSON.stringify(body).slice(0, 300)}`);
  return `/marketdetails/${event.exEventId}/${event.sportId}`;
}

/** One Lighthouse run; a run whose trace went wrong (NO_NAVSTART and the like, on a loaded machine) is tried again, up to 3 times. */
async function measure(port: number, url: string, formFactor: 'mobile' | 'desktop', attempt = 1): Promise<Figures> {
  try {
    return await measureOnce(port, url, formFactor);
  } catch (err) {
    if (attempt >= 3) throw err;
    console.error(`retrying ${formFactor} ${url}: ${(err as Error).message}`);
    return measure(port, url, formFactor, attempt + 1);
  }
}

async function measureOnce(port: number, url: string, formFactor: 'mobile' | 'desktop'): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const size = (type: string) => (items.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: size('script'),
    totalKb: size('total'),
  };
}

buildIfNeeded();
const anchorFile = path.join(root, 'dist', ANCHOR);
writeFileSync(anchorFile, '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Anchor</title></head><body><h1>Backlay benchmark anchor</h1><p>A static page with no script: what this machine\'s load alone costs.</p></body></html>');
const server = await startBuiltServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows: { page: string; formFactor: string; figures: Figures }[] = [];
try {
  const marketPath = await findMarketPath(server.url);
  const pages: [string, string][] = [
    ['anchor', `/${ANCHOR}`],
    ['home', '/'],
    ['market', marketPath],
  ];
  // Warm the server (first GraphQL compile, PGlite caches) so the first measured run is not a cold start.
  for (const [, p] of pages) await fetch(`${server.url}${p}`);
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const [page, p] of pages) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(chrome.port, `${server.url}${p}`, formFactor));
      const figures = Object.fromEntries(Object.keys(runs[0]!).map((k) => [k, median(runs.map((r) => r[k as keyof Figures]))])) as unknown as Figures;
      rows.push({ page: page === 'market' ? `market ${marketPath}` : page, formFactor, figures });
      if (json) console.log(JSON.stringify({ page, path: p, formFactor, runs: RUNS, ...figures }));
    }
  }
} finally {
  const memory = server.rss();
  await chrome.kill();
  await server.stop();
  removeDir(server.dataDir);
  rmSync(anchorFile, { force: true });
  if (!json) {
    const uptime = execSync('uptime').toString().trim();
    console.log(`\nLighthouse ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} per row; server RSS at the end ${Math.round(memory.rss)} MB (peak ${Math.round(memory.peak)} MB)`);
    console.log('form     page                                  score    FCP ms    LCP ms    TBT ms    CLS    JS kB  total kB');
    for (const { page, formFactor, figures: f } of rows) {
      console.log(
        `${formFactor.padEnd(8)} ${page.padEnd(36)} ${String(f.score).padStart(6)} ${Math.round(f.fcp).toString().padStart(9)} ${Math.round(f.lcp).toString().padStart(9)} ${Math.round(f.tbt).toString().padStart(9)} ${f.cls.toFixed(3).padStart(6)} ${f.jsKb.toFixed(1).padStart(8)} ${f.totalKb.toFixed(1).padStart(9)}`,
      );
    }
    console.log(`uptime: ${uptime}`);
  }
}
