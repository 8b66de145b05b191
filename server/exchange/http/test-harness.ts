import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import { ledgerInvariantHolds } from '../db/queries/ledger';
import { copyMigratedStore } from '../../../tests/support/pglite-template';
import { describeOnPostgres } from '../../../tests/support/stores.ts';
import { openDatabase, type Database } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { createExchange, type Exchange } from '../service/exchange';
import { exchangeApi } from './app';
import { signInToken } from '../../../tests/support/two-factor';

export interface ApiHarness {
  app: FastifyInstance;
  database: Database;
  /** The exchange behind the API (its stream hub, its clock), for tests that watch what it publishes. */
  exchange: Exchange;
  post(url: string, payload?: unknown, token?: string): Promise<LightMyRequestResponse>;
}

export interface HarnessOptions {
  /** The exchange's clock (default: the wall clock). */
  now?: () => Date;
}

async function buildHarness(database: Database, options: HarnessOptions): Promise<ApiHarness> {
  await seedIfEmpty(database.db);
  const app = Fastify({ logger: false, trustProxy: true });
  const exchange = await createExchange(database.db, options.now);
  await app.register(exchangeApi(exchange), { prefix: '/api' });
  await app.ready();
  return {
    app,
    database,
    exchange,
    post: (url, payload = {}, token) =>
      app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
  };
}

/**
 * Runs `contract` against a seeded exchange API on PGlite, and again on PostgreSQL 15 where
 * one can be started here, in `npm run test:postgres` only (tests/support/stores.ts). One database
 * per store per file; the ledger invariants are checked after every test.
 */
export function onEveryStore(name: string, contract: (api: () => ApiHarness) => void, options: HarnessOptions = {}): void {
  describe(`${name} (PGlite)`, () => {
    let harness: ApiHarness;
    let dir: string;
    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'backlay-test-'));
      await copyMigratedStore(dir);
      harness = await buildHarness(await openDatabase({ dataDir: dir }), options);
    });
    afterAll(async () => {
      await harness?.app.close();
      await harness?.database.close();
      rmSync(dir, { recursive: true, force: true });
    });
    afterEach(async () => {
      expect(await ledgerInvariantHolds(harness.database.db), 'ledger balanced after the test').toBe(true);
    });
    contract(() => harness);
  });

  describeOnPostgres(name, (pg) => {
    let harness: ApiHarness;
    beforeAll(async () => {
      if (pg) harness = await buildHarness(await openDatabase({ dataDir: '', databaseUrl: pg.url }), options);
    });
    afterAll(async () => {
      await harness?.app.close();
      await harness?.database.close();
      await pg?.stop();
    });
    describe.runIf(pg !== null)('on a PostgreSQL server', () => {
      afterEach(async () => {
        expect(await ledgerInvariantHolds(harness.database.db), 'ledger balanced after the test').toBe(true);
      });
      contract(() => harness);
    });
  });
}

/**
 * A session token of `userName` on the harness's API, through every sign-in step (staff answer their
 * TOTP code: tests/support/two-factor.ts).
 */
export function tokenOf(api: ApiHarness, userName: string, password = 'demo-password'): Promise<string> {
  return signInToken(async (path, body) => (await api.post(`/api${path}`, body)).json(), userName, password);
}
