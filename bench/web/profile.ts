// `npm run bench:web:profile [-- <path>] [-- <ms>]`: where a page's main-thread JavaScript goes as it loads.
// Starts the built server as bench:web does, opens <path> (default /) in the system Chromium as a 412 px
// phone, samples the page's CPU profile for <ms> (default 8,000) and maps every frame through the build's
// source maps (dist/assets/*.map), then prints the heaviest functions by self time and our own code
// (src/, machines/, domain/) by inclusive time, unthrottled. Not a benchmark (no anchor, no verdict): the
// tool behind the figures bench:web prints, so a change to the phone's start is aimed at what costs most.
import { readFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { buildIfNeeded, removeDir, startBuiltServer } from './server';
buildIfNeeded();
/** The parts of a CDP Profiler.Profile this reads. */
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}
const maps = new Map<string, TraceMap | null>();
const mapOf = (file: string) => { if (!maps.has(file)) { try { maps.set(file, new TraceMap(readFileSync(`dist/assets/${file}.map`, 'utf8'))); } catch { maps.set(file, null); } } return maps.get(file)!; };
const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  await fetch(`${server.url}/`);
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${process.argv[2] ?? '/'}`);
  await page.waitForTimeout(Number(process.argv[3] ?? 8000));
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const parent = new Map<number, number>(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (cf: CallFrame) => {
    const file = cf.url.replace(/^.*\/assets\//, '');
    const m = cf.url.includes('/assets/') ? mapOf(file) : null;
    if (m) { const o = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber }); if (o.source) return `${o.name ?? cf.functionName ?? '?'} ${o.source.replace(/^.*node_modules\//, 'nm:').replace(/^(\.\.\/)+/, '')}:${o.line}`; }
    return `${cf.functionName || '(anon)'} ${file}:${cf.lineNumber}`;
  };
  const incl = new Map<string, number>(); const selfAgg = new Map<string, number>();
  let total = 0;
  for (const [id, us] of self) {
    const leaf = byId.get(id)!.callFrame; if (['(idle)', '(program)'].includes(leaf.functionName)) continue;
    total += us;
    selfAgg.set(name(leaf), (selfAgg.get(name(leaf)) ?? 0) + us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) { const cf = byId.get(at)!.callFrame; if (!cf.url.includes('/assets/')) continue; const k = name(cf); if (!k.includes(' src/') && !k.includes(' machines/') && !k.includes(' domain/')) continue; if (seen.has(k)) continue; seen.add(k); incl.set(k, (incl.get(k) ?? 0) + us); }
  }
  const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, us]) => `${(us/1000).toFixed(1).padStart(7)} ms  ${n}`).join('\n');
  console.log(`JS+GC busy ${(total/1000).toFixed(0)} ms (unthrottled)`);
  console.log('--- self'); console.log(top(selfAgg, 25)); console.log('--- inclusive, our code'); console.log(top(incl, 50));
} finally { await browser.close(); await server.stop(); removeDir(server.dataDir); }
