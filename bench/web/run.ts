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
import { ANCHOR, ANCHOR_HTML, CHROME_FLAGS, CHROME_PATH, findMarketPath, measure, medianFigures, type Figures } from './lighthouse';
import { buildIfNeeded, removeDir, root, startBuiltServer } from './server';

const RUNS = Number(process.env.RUNS ?? 1);
const json = process.argv.includes('--json');

buildIfNeeded();
const anchorFile = path.join(root, 'dist', ANCHOR);
writeFileSync(anchorFile, ANCHOR_HTML);
const server = await startBuiltServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
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
      const figures = medianFigures(runs);
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
