// Builds what `npm start` runs when it is missing or older than its sources:
// - the SPA (vite build → dist/, each asset also precompressed as .br and .gz),
// - the server (esbuild bundle of server/main.ts → dist-server/main.mjs; dependencies stay in
//   node_modules). Running the bundle instead of transpiling with tsx at start saves ~60 MB of RSS.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), stat.mtimeMs);
}

/**
 * Builds always run with NODE_ENV=production: a caller's NODE_ENV (vitest sets `test`) would make Vite
 * bundle React's and XState's development builds. A stamp written after a production build tells a
 * build made any other way (e.g. an older checkout's, under the test runner) from a current one.
 */
const STAMP = '.production-build';

function buildIfStale(what, output, sources, command) {
  const stamp = path.join(path.dirname(output), STAMP);
  const builtAt = existsSync(output) && existsSync(stamp) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
  if (builtAt >= changedAt) {
    console.log(`${what} build is current (${path.relative(root, path.dirname(output))}/).`);
    return;
  }
  console.log(builtAt ? `Sources changed since the last build: building the ${what}…` : `No ${what} build yet: building it…`);
  const result = spawnSync(process.execPath, command, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}

const only = process.argv[2];
if (only !== 'server') {
  buildIfStale('SPA', path.join(root, 'dist', 'index.html'), ['src', 'domain', 'machines', 'tools', 'public', 'index.html', 'vite.config.ts', 'scripts', 'package-lock.json', 'tsconfig.json'], [
    path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
    'build',
  ]);
}
if (only !== 'spa') {
  buildIfStale('server', path.join(root, 'dist-server', 'main.mjs'), ['server', 'domain', 'machines', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.mjs'], [
    path.join(root, 'scripts', 'build-server.mjs'),
  ]);
}
