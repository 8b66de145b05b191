/**
 * The split of the unit suites' PostgreSQL halves into `npm run test:postgres` (tests/support/stores.ts):
 * its name filter selects exactly the suites marked POSTGRES_SUITE, the postgres project finds the
 * files that have one, and no test file starts a PostgreSQL outside that switch (it would slow npm test
 * down, or never run in test:postgres).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POSTGRES_SUITE, postgresTestFiles } from '../support/postgres-files';
import { repoRoot } from '../support/server-process';

const FOLDERS = ['server/**/*.test.ts', 'tests/integration/**/*.test.ts'];

describe('the PostgreSQL split', () => {
  it('test:postgres selects the suites marked as PostgreSQL ones, and not their PGlite halves', () => {
    const script = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['test:postgres'];
    const pattern = /-t '([^']+)'/.exec(script ?? '')?.[1];
    expect(script).toMatch(/--project postgres\b/);
    expect(pattern, 'test:postgres has a -t filter').toBeDefined();
    const filter = new RegExp(pattern!);
    expect(filter.test(`betting ${POSTGRES_SUITE} on a PostgreSQL server places a bet`)).toBe(true);
    expect(filter.test('betting (PGlite) places a bet')).toBe(false);
    expect(filter.test('the share rule is ceil(32 / live)')).toBe(false);
  });

  it('the postgres project finds the files with a PostgreSQL suite, and only test files', () => {
    const files = postgresTestFiles(repoRoot, FOLDERS);
    expect(files).toContain('tests/integration/user-funds-cluster.test.ts');
    expect(files).toContain('server/exchange/http/betting.test.ts');
    expect(files).toContain('server/exchange/service/user-funds.test.ts');
    expect(files).not.toContain('tests/integration/postgres-split.test.ts');
    expect(files.every((file) => file.endsWith('.test.ts'))).toBe(true);
    expect(() => postgresTestFiles(repoRoot, ['src/**/*.test.{ts,tsx}'])).toThrow(/cannot read the include glob/);
  });

  it('no test file starts a PostgreSQL itself', () => {
    const direct = ['server', 'tests/integration', 'domain', 'scripts', 'machines', 'tools'].flatMap((folder) =>
      readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
        .filter((entry) => entry.endsWith('.test.ts'))
        .map((entry) => path.join(folder, entry))
        .filter((file) => /startTempPostgres\(/.test(readFileSync(path.join(repoRoot, file), 'utf8'))),
    );
    expect(direct).toEqual([]);
  });
});
