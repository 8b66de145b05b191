// `npm run bench`: runs every benchmark under bench/<name>/run.ts in turn (extra args pass through).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'bench');
const suites = existsSync(benchDir)
  ? readdirSync(benchDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(path.join(benchDir, d.name, 'run.ts')))
      .map((d) => d.name)
      .sort()
  : [];

if (suites.length === 0) {
  console.log('No benchmarks yet: add bench/<name>/run.ts.');
  process.exit(0);
}
let failed = 0;
for (const suite of suites) {
  console.log(`\n== bench/${suite} ==`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', suite, 'run.ts'), ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
