// `npm run bench:web:compare -- <dirA> <dirB>`: two builds of the SPA (two `vite build --outDir`s, e.g.
// main's and a branch's) measured run against run. On a 2-core machine that the server and its
// simulator share with Chromium, one build's Lighthouse figures spread more from run to run (TBT by
// ±0.3–0.5 s) than most single changes move them, and a run of one build now against a run of the
// other later compares two different loads. So this starts one server per build (the same server
// bundle, `STATIC_DIR` pointing at each build), and for each page takes turns: the anchor, A, B, then
// again, RUNS rounds (default 5). Prints every run, then the medians side by side.
// Environment: RUNS, FORM (mobile, the default, or desktop), PAGES (home,market).
import { execSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { ANCHOR, ANCHOR_HTML, CHROME_FLAGS, CHROME_PATH, findMarketPath, measure, medianFigures, type Figures } from './lighthouse';
import { buildIfNeeded, removeDir, startBuiltServer, type BuiltServer } from './server';

const dirs = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (dirs.length !== 2) {
  console.error('usage: npm run bench:web:compare -- <built SPA dir A> <built SPA dir B>');
  process.exit(2);
}
const builds = dirs.map((d) => path.resolve(d));
for (const dir of builds) {
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`${dir} has no index.html: give the output directory of a \`vite build\``);
    process.exit(2);
  }
}
const RUNS = Number(process.env.RUNS ?? 5);
const FORM = process.env.FORM === 'desktop' ? 'desktop' : 'mobile';
const PAGES = (process.env.PAGES ?? 'home,market').split(',');

const row = (label: string, f: Figures) =>
  `${label.padEnd(10)} ${String(f.score).padStart(5)} ${Math.round(f.fcp).toString().padStart(8)} ${Math.round(f.lcp).toString().padStart(8)} ${Math.round(f.tbt).toString().padStart(8)} ${f.cls.toFixed(3).padStart(6)} ${f.jsKb.toFixed(1).padStart(7)}`;
const HEADER = `${'build'.padEnd(10)} ${'score'.padStart(5)} ${'FCP ms'.padStart(8)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)} ${'CLS'.padStart(6)} ${'JS kB'.padStart(7)}`;

buildIfNeeded(); // the server bundle
for (const dir of builds) writeFileSync(path.join(dir, ANCHOR), ANCHOR_HTML);
const servers: BuiltServer[] = [];
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
try {
  for (const dir of builds) servers.push(await startBuiltServer({ STATIC_DIR: dir }));
  const [a, b] = servers as [BuiltServer, BuiltServer];
  const marketPath = await findMarketPath(a.url);
  const paths: Record<string, string> = { home: '/', market: marketPath };
  for (const s of servers) for (const p of Object.values(paths)) await fetch(`${s.url}${p}`);
  const summary: string[] = [];
  for (const page of PAGES) {
    const p = paths[page];
    if (!p) throw new Error(`unknown page ${page} (home or market)`);
    const runs: Record<'anchor' | 'A' | 'B', Figures[]> = { anchor: [], A: [], B: [] };
    console.log(`\n${FORM} ${page} ${p}, ${RUNS} rounds\n${HEADER}`);
    for (let i = 0; i < RUNS; i += 1) {
      for (const [label, url] of [['anchor', `${a.url}/${ANCHOR}`], ['A', `${a.url}${p}`], ['B', `${b.url}${p}`]] as const) {
        const figures = await measure(chrome.port, url, FORM);
        runs[label].push(figures);
        console.log(row(`${label} ${i + 1}`, figures));
      }
    }
    summary.push(`${FORM} ${page} ${p}: median of ${RUNS}`, HEADER, ...(['anchor', 'A', 'B'] as const).map((label) => row(label, medianFigures(runs[label]))), '');
  }
  console.log(`\nA = ${builds[0]}\nB = ${builds[1]}\n`);
  console.log(summary.join('\n'));
  console.log(`uptime: ${execSync('uptime').toString().trim()}`);
} finally {
  await chrome.kill();
  for (const s of servers) {
    await s.stop();
    removeDir(s.dataDir);
  }
  for (const dir of builds) rmSync(path.join(dir, ANCHOR), { force: true });
}
