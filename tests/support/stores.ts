/**
 * Which stores the tests run on: PGlite always; a real PostgreSQL only with TEST_POSTGRES=1, which
 * the `postgres` project of vite.config.ts sets (`npm run test:postgres`, run by CI after `npm test`).
 * Each PostgreSQL half starts its own initdb'd server, so keeping them out of `npm test` keeps it
 * fast enough to run often; with the switch off they show as skipped, with the reason in their name.
 * Every test that needs a PostgreSQL gets it through describeOnPostgres: its name carries
 * POSTGRES_SUITE, which test:postgres selects on (`-t`), and its file is found by
 * postgresTestFiles (tests/support/postgres-files.ts).
 */
import { describe } from 'vitest';
import { postgresUnavailable, startTempPostgres, type TempPostgres } from './postgres';
import { POSTGRES_SUITE } from './postgres-files';

export { POSTGRES_SUITE };

/** The one switch: true when the PostgreSQL suites run here (TEST_POSTGRES=1). */
export function postgresSuitesEnabled(): boolean {
  return process.env.TEST_POSTGRES === '1';
}

/**
 * A suite on a throwaway PostgreSQL (tests/support/postgres.ts): `factory` gets the server, or null
 * when it cannot run here (not installed: its tests skip, after a printed reason). The factory stops
 * the server when done. With the switch off, no server starts: the factory gets null, so its tests
 * skip (each runs only with a server), under a name that says where they run.
 */
export function describeOnPostgres(name: string, factory: (pg: TempPostgres | null) => void | Promise<void>): void {
  if (!postgresSuitesEnabled()) {
    // Not describe.skip: a skipped suite inside it (onEveryStore's) would leave its tests unreported.
    describe(`${name} ${POSTGRES_SUITE} — skipped: runs in npm run test:postgres (TEST_POSTGRES=1)`, () => factory(null));
    return;
  }
  describe(`${name} ${POSTGRES_SUITE}`, async () => {
    let pg: TempPostgres | null = null;
    try {
      pg = await startTempPostgres();
      if (!pg) console.warn(`${name}: ${postgresUnavailable()}; its tests are skipped`);
    } catch (err) {
      console.warn(`${name}: PostgreSQL could not be started here; its tests are skipped: ${String(err)}`);
    }
    await factory(pg);
  });
}
