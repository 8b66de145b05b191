// `npm run bench:first-screen`: what a market page's server-drawn first screen costs the server
// (server/first-screen.ts: the page's query run in-process, the drawing, brotli), against the anchor
// of the same run: index.html, which a page without a first screen gets (a precompressed file).
// Starts the built server as `npm start` does (simulator on), then sends REQUESTS (default 300) GETs
// one after another for each, as a browser's first load would (Accept-Encoding: br), and prints the
// latency (mean, p50, p95, p99), the server's CPU per request (from /proc: it includes the simulator's
// work meanwhile, which the anchor's row shows), the same net of the server's idle CPU (its rate over
// IDLE_MS with no request, measured before each row, times the row's wall time) and the bytes sent.
// First, a market page's FIRST visit right after the server says it is ready, in FIRST_VISITS (default 3)
// fresh starts each way, in turn: as `npm start` starts (its warm-up draws a market page before ready) and,
// as the anchor, with WARM_UP=off; from a client whose own first request is already made.
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { findMarketPath } from './lighthouse';
import { buildIfNeeded, removeDir, startBuiltServer } from './server';

const REQUESTS = Number(process.env.REQUESTS ?? 300);
const TICKS_PER_MS = 100 / 1000; // USER_HZ 100

const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const FIRST_VISITS = Number(process.env.FIRST_VISITS ?? 3);
const IDLE_MS = Number(process.env.IDLE_MS ?? 5000);

/** The server's CPU while nothing asks it anything (the simulator's trading, timers), ms per ms. */
async function idleRate(pid: number): Promise<number> {
  const cpu0 = cpuMs(pid);
  const t0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  return (cpuMs(pid) - cpu0) / (performance.now() - t0);
}

/** A fresh server's first GET of a market page: its time, ms, and whether its first screen was drawn. */
async function firstVisit(env: Record<string, string>): Promise<{ ms: number; drawn: boolean }> {
  const fresh = await startBuiltServer(env);
  try {
    await (await fetch(`${fresh.url}/livez`)).arrayBuffer();
    const market = await findMarketPath(fresh.url);
    const t0 = performance.now();
    const html = await (await fetch(`${fresh.url}${market}`, { headers: { 'accept-encoding': 'br' } })).text();
    return { ms: performance.now() - t0, drawn: html.includes('data-first-screen') };
  } finally {
    await fresh.stop();
    removeDir(fresh.dataDir);
  }
}

buildIfNeeded();
const visits: Record<string, { ms: number; drawn: boolean }[]> = { 'warm-up (npm start)': [], 'anchor: WARM_UP=off': [] };
for (let i = 0; i < FIRST_VISITS; i += 1) {
  visits['warm-up (npm start)']!.push(await firstVisit({}));
  visits['anchor: WARM_UP=off']!.push(await firstVisit({ WARM_UP: 'off' }));
}
console.log(`a market page's first visit after ready, ${FIRST_VISITS} fresh starts each, in turn (ms; * = index.html, not drawn)`);
for (const [name, runs] of Object.entries(visits)) {
  const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
  console.log(`${name.padEnd(24)} median ${percentile(sorted, 50).toFixed(0).padStart(5)}   runs ${runs.map((r) => `${r.ms.toFixed(0)}${r.drawn ? '' : '*'}`).join(' ')}`);
}
console.log(`uptime: ${execSync('uptime').toString().trim()}`);

const server = await startBuiltServer();
try {
  const market = await findMarketPath(server.url);
  const pages: [string, string][] = [
    ['anchor: index.html (no first screen)', '/inplay'],
    ['market page, first screen drawn', market],
  ];
  // Warm both paths (the first query compiles, the renderer's first render).
  for (const [, p] of pages) for (let i = 0; i < 20; i += 1) await (await fetch(`${server.url}${p}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
  console.log(`${REQUESTS} sequential GETs each (Accept-Encoding: br); server ${server.url}`);
  console.log('page                                     mean ms   p50 ms   p95 ms   p99 ms   server CPU ms/req   net of idle   idle core   bytes');
  for (const [name, p] of pages) {
    const times: number[] = [];
    let bytes = 0;
    const idle = await idleRate(server.child.pid!);
    const cpu0 = cpuMs(server.child.pid!);
    for (let i = 0; i < REQUESTS; i += 1) {
      const t0 = performance.now();
      const reply = await fetch(`${server.url}${p}`, { headers: { 'accept-encoding': 'br' } });
      bytes = Number(reply.headers.get('content-length') ?? (await reply.clone().arrayBuffer()).byteLength);
      await reply.arrayBuffer();
      times.push(performance.now() - t0);
    }
    const cpu = (cpuMs(server.child.pid!) - cpu0) / REQUESTS;
    const sorted = [...times].sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const net = cpu - idle * mean;
    console.log(
      `${name.padEnd(40)} ${mean.toFixed(2).padStart(7)} ${percentile(sorted, 50).toFixed(2).padStart(8)} ${percentile(sorted, 95).toFixed(2).padStart(8)} ${percentile(sorted, 99).toFixed(2).padStart(8)} ${cpu.toFixed(2).padStart(19)} ${net.toFixed(2).padStart(13)} ${`${(idle * 100).toFixed(0)} %`.padStart(11)} ${String(bytes).padStart(7)}`,
    );
  }
} finally {
  await server.stop();
  removeDir(server.dataDir);
  console.log(`uptime: ${execSync('uptime').toString().trim()}`);
}
