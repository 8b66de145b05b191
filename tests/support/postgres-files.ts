/**
 * The test files with a PostgreSQL suite, for the `postgres` project of vite.config.ts
 * (`npm run test:postgres`): those under the node project's folders that call describeOnPostgres or
 * onEveryStore (tests/support/stores.ts). Found by reading the files, so a new one is never left out;
 * vite.config.ts cannot import stores.ts itself (it imports vitest's test API).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The mark in every PostgreSQL suite's name, which `npm run test:postgres` selects on (its `-t`). */
export const POSTGRES_SUITE = '[PostgreSQL]';

const MARKERS = ['describeOnPostgres(', 'onEveryStore('];

/** `include` globs of the form `<folder>/**\/*.test.ts` → the files among them with a PostgreSQL suite. */
export function postgresTestFiles(root: string, include: readonly string[]): string[] {
  const files: string[] = [];
  for (const glob of include) {
    const match = /^([\w./-]+)\/\*\*\/\*\.test\.ts$/.exec(glob);
    if (!match) throw new Error(`postgresTestFiles: cannot read the include glob ${glob} (only <folder>/**/*.test.ts)`);
    const folder = match[1]!;
    for (const entry of readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.test.ts') || entry.split(path.sep).includes('node_modules')) continue;
      const file = path.posix.join(folder, entry.split(path.sep).join('/'));
      const text = readFileSync(path.join(root, file), 'utf8');
      if (MARKERS.some((marker) => text.includes(marker))) files.push(file);
    }
  }
  return files.sort();
}
