// `npm run bench:web:profile [-- <path>] [-- <ms>]`: where a page's main-thread JavaScript goes as it loads.
// Starts the built server as bench:web does, opens <path> (default /) in the system Chromium as a 412 px
// phone, samples the page's CPU profile for <ms> (default 8,000) and maps every frame through the build's
// source maps (<build>/assets/*.map), then prints the heaviest functions by self time and our own code
// (src/, machines/, domain/) by inclusive time, unthrottled. Then the long tasks, from a trace of the same
// load: every main-thread task of 12.5 ms or more, which Lighthouse's phone (4× CPU) counts as blocking
// (4 × its length − 50 ms), with our code's heaviest functions in it; and the requests the page made
// (GraphQL by operation name), when each started and ended. Not a benchmark (no anchor, no verdict): the
// tool behind the figures bench:web prints, so a change to the phone's start is aimed at what costs most.
// Environment: STATIC_DIR, a build to serve instead of dist/ (as bench:web:compare takes).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { buildIfNeeded, removeDir, root, startBuiltServer } from './server';
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
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
/** The parts of a Chromium trace event this reads. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}
const staticDir = process.env.STATIC_DIR ? path.resolve(process.env.STATIC_DIR) : path.join(root, 'dist');
const maps = new Map<string, TraceMap | null>();
const mapOf = (file: string) => { if (!maps.has(file)) { try { maps.set(file, new TraceMap(readFileSync(path.join(staticDir, 'assets', `${file}.map`), 'utf8'))); } catch { maps.set(file, null); } } return maps.get(file)!; };
const server = await startBuiltServer(process.env.STATIC_DIR ? { STATIC_DIR: staticDir } : {});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  await fetch(`${server.url}/`);
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await ctx.newPage();
  const requests: { what: string; start: number; end: number }[] = [];
  page.on('requestfinished', (request) => {
    const t = request.timing();
    let what = request.url().replace(server.url, '');
    if (what.startsWith('/graphql')) what = `graphql ${(JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '?'}`;
    requests.push({ what, start: t.startTime, end: t.startTime + t.responseEnd });
  });
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${process.argv[2] ?? '/'}`);
  await page.waitForTimeout(Number(process.argv[3] ?? 8000));
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const parent = new Map<number, number>(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (cf: CallFrame) => {
    const file = cf.url.replace(/^.*\/assets\//, '');
    const m = cf.url.includes('/assets/') ? mapOf(file) : null;
    if (m) { const o = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber }); if (o.source) return `${o.name ?? cf.functionName ?? '?'} ${path.relative(root, path.resolve(staticDir, 'assets', o.source)).replace(/^.*node_modules\//, 'nm:')}:${o.line}`; }
    return `${cf.functionName || '(anon)'} ${file}:${cf.lineNumber}`;
  };
  const ours = (k: string) => k.includes(' src/') || k.includes(' machines/') || k.includes(' domain/');
  /** Our code's functions on a sample's stack, each once. */
  const ownStack = (id: number) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) { const cf = byId.get(at)!.callFrame; if (!cf.url.includes('/assets/')) continue; const k = name(cf); if (ours(k)) seen.add(k); }
    return seen;
  };
  const idle = (id: number) => ['(idle)', '(program)'].includes(byId.get(id)!.callFrame.functionName);
  const incl = new Map<string, number>(); const selfAgg = new Map<string, number>();
  let total = 0;
  for (const [id, us] of self) {
    if (idle(id)) continue;
    const leaf = byId.get(id)!.callFrame;
    total += us;
    selfAgg.set(name(leaf), (selfAgg.get(name(leaf)) ?? 0) + us);
    for (const k of ownStack(id)) incl.set(k, (incl.get(k) ?? 0) + us);
  }
  const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, us]) => `${(us/1000).toFixed(1).padStart(7)} ms  ${n}`).join('\n');
  console.log(`JS+GC busy ${(total/1000).toFixed(0)} ms (unthrottled)`);
  console.log('--- self'); console.log(top(selfAgg, 25)); console.log('--- inclusive, our code'); console.log(top(incl, 50));
  // FOCUS=<function name>: where that function's time goes (the self time of what it calls), e.g. FOCUS=storeLists.
  const focus = process.env.FOCUS;
  if (focus) {
    const under = new Map<string, number>();
    for (const [id, us] of self) {
      if (idle(id)) continue;
      let hit = false;
      for (let at: number | undefined = id; at !== undefined && !hit; at = parent.get(at)) hit = name(byId.get(at)!.callFrame).startsWith(`${focus} `);
      if (hit) { const k = name(byId.get(id)!.callFrame); under.set(k, (under.get(k) ?? 0) + us); }
    }
    console.log(`--- self time under ${focus}`); console.log(top(under, 30));
  }

  // The long tasks: the renderer main thread with the most task time is the page's.
  const events = trace.traceEvents;
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const tasksOf = new Map<string, TraceEvent[]>();
  for (const e of events) if (e.name === 'RunTask' && e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`)) tasksOf.set(`${e.pid}:${e.tid}`, [...(tasksOf.get(`${e.pid}:${e.tid}`) ?? []), e]);
  const tasks = [...tasksOf.values()].sort((a, b) => b.reduce((s, e) => s + (e.dur ?? 0), 0) - a.reduce((s, e) => s + (e.dur ?? 0), 0))[0] ?? [];
  const threadEvents = tasks.length ? events.filter((e) => e.ph === 'X' && e.pid === tasks[0]!.pid && e.tid === tasks[0]!.tid) : [];
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith(server.url))?.ts ?? tasks[0]?.ts ?? 0;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts;
  const sampleTimes: number[] = []; let t = profile.startTime; for (const d of profile.timeDeltas) { t += d; sampleTimes.push(t); }
  const LONG_US = 12_500;
  let blocking = 0;
  let blockingAfterPaint = 0;
  console.log(`--- long tasks (≥ 12.5 ms: ≥ 50 ms on Lighthouse's 4× phone), ms since navigation start; first contentful paint at ${fcp ? ((fcp - nav) / 1000).toFixed(0) : '?'} ms`);
  for (const task of tasks.filter((e) => (e.dur ?? 0) >= LONG_US).sort((a, b) => a.ts - b.ts)) {
    const dur = task.dur ?? 0;
    const at4 = Math.max(0, (dur * 4) / 1000 - 50);
    blocking += at4;
    if (fcp !== undefined && task.ts >= fcp) blockingAfterPaint += at4;
    const inTask = new Map<string, number>();
    const leaves = new Map<string, number>();
    let js = 0;
    profile.samples.forEach((id, i) => {
      const when = sampleTimes[i]!;
      if (when < task.ts || when > task.ts + dur || idle(id)) return;
      const us = profile.timeDeltas[i] ?? 0;
      js += us;
      const leaf = name(byId.get(id)!.callFrame);
      leaves.set(leaf, (leaves.get(leaf) ?? 0) + us);
      for (const k of ownStack(id)) inTask.set(k, (inTask.get(k) ?? 0) + us);
    });
    console.log(`${((task.ts - nav) / 1000).toFixed(0).padStart(6)} ms  ${(dur / 1000).toFixed(1).padStart(6)} ms  (4×: ${at4.toFixed(0)} ms blocking; JS ${(js / 1000).toFixed(1)} ms)`);
    // What the browser did in it (the trace's own events: script, style, layout, paint, parsing, GC).
    const kinds = new Map<string, number>();
    for (const e of threadEvents) if (e.ts >= task.ts && e.ts < task.ts + dur && e !== task && e.name !== 'RunTask' && (e.dur ?? 0) >= 1000) kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0));
    const heaviest = [top(inTask, 4), top(leaves, 2).replace(/ms {2}/g, 'ms  self: '), top(kinds, 4).replace(/ms {2}/g, 'ms  trace: ')].filter(Boolean).join('\n');
    if (heaviest) console.log(heaviest.replace(/^/gm, '          '));
  }
  console.log(`sum of 4× blocking over the long tasks: ${blocking.toFixed(0)} ms, ${blockingAfterPaint.toFixed(0)} ms of it after the first contentful paint (Lighthouse counts those between FCP and TTI)`);
  const first = Math.min(...requests.map((r) => r.start));
  console.log('--- requests (ms since the first request started)');
  for (const r of requests.sort((a, b) => a.start - b.start)) console.log(`${(r.start - first).toFixed(0).padStart(6)} → ${(r.end - first).toFixed(0).padStart(6)}  ${r.what}`);
} finally { await browser.close(); await server.stop(); removeDir(server.dataDir); }
