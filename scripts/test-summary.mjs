// Reads a test log on stdin (Vitest's summaries) and prints one closing line: "N passed, N failed".
import { readFileSync } from 'node:fs';

// Drops terminal colour codes (ESC [ … m) before reading the summaries.
const log = readFileSync(0, 'utf8').replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const line of log.split('\n')) {
  const match = line.match(/^\s*Tests\s+(.*)\(\d+\)\s*$/);
  if (!match) continue;
  for (const [, n, kind] of match[1].matchAll(/(\d+)\s+(passed|failed|skipped)/g)) {
    if (kind === 'passed') passed += Number(n);
    else if (kind === 'failed') failed += Number(n);
    else skipped += Number(n);
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
