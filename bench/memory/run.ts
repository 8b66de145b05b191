// `npm run bench:memory`: the server's idle memory, as `npm start` runs it (node dist-server/main.mjs,
// simulator on). Two starts: on a fresh data directory (PGlite created, migrated and seeded) and again
// on that same directory (a restart). Each is left idle for IDLE_SECONDS (default 60) after it prints its
// URL, sampling VmRSS every second; prints the RSS at the end of the idle period, the mean of its last
// 10 s and the peak (VmHWM). Then, in-process, a breakdown (process.memoryUsage after a full GC).
// On a fresh directory the store is created by a short-lived child of the server
// (server/create-store.ts): its memory is its own and gone before the server starts.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfNeeded, removeDir, root, startBuiltServer } from '../web/server';

const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 60);
const json = process.argv.includes('--json');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function idle(label: string, dataDir: string) {
  const server = await startBuiltServer({}, dataDir);
  const samples: number[] = [];
  try {
    for (let s = 0; s < IDLE_SECONDS; s += 1) {
      await sleep(1000);
      samples.push(server.rss().rss);
    }
    const { rss, peak } = server.rss();
    const last = samples.slice(-10);
    return { label, rss, last10: last.reduce((a, b) => a + b, 0) / last.length, peak };
  } finally {
    await server.stop();
  }
}

/** Where the memory goes: the same server started in-process (bench/memory/breakdown.ts) reports process.memoryUsage. */
function breakdown(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', path.join(root, 'dist-server', 'breakdown.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, IDLE_SECONDS: String(Math.min(IDLE_SECONDS, 30)) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`breakdown exited ${code}: ${out}`))));
  });
}

buildIfNeeded();
execSync(`node ${JSON.stringify(path.join(root, 'scripts', 'build-server.mjs'))} bench/memory/breakdown.ts`, { cwd: root, stdio: 'ignore' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'backlay-memory-'));
try {
  const rows = [await idle('fresh data directory (create, migrate, seed)', dataDir), await idle('restart on the same data directory', dataDir)];
  const parts = await breakdown(dataDir);
  const uptime = execSync('uptime').toString().trim();
  if (json) {
    console.log(JSON.stringify({ idleSeconds: IDLE_SECONDS, rows, breakdown: JSON.parse(parts) as unknown, uptime }));
  } else {
    console.log(`\nServer idle memory (npm start: node dist-server/main.mjs, simulator on), ${IDLE_SECONDS} s idle after start`);
    console.log('start                                           RSS MB   last-10s MB   peak MB');
    for (const r of rows) console.log(`${r.label.padEnd(46)} ${r.rss.toFixed(0).padStart(7)} ${r.last10.toFixed(0).padStart(13)} ${r.peak.toFixed(0).padStart(9)}`);
    console.log(`breakdown after a full GC (MB): ${parts}`);
    console.log(`uptime: ${uptime}`);
  }
} finally {
  removeDir(dataDir);
}
