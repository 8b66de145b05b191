import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPostgres, type TempPostgres } from '../../../tests/support/postgres.ts';
import { openDatabase, type Database } from '../db/client';
import { seedIfEmpty, seedSports } from '../db/seed';
import { exchangeApi } from './app';

async function apiOver(database: Database): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(exchangeApi(database.db), { prefix: '/api' });
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json' } });

function sportsListContract(open: () => { app: FastifyInstance }) {
  it('reads the sports table for the site, binary (66103) removed', async () => {
    const res = await post(open().app, '/api/sports/list', { key: 'demo' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Array<{ sportId: number; sportName: string; highlight: boolean }> };
    expect(data.map((s) => s.sportId)).toEqual(seedSports.filter((s) => s.sportId !== 66103).map((s) => s.sportId));
    expect(data[0]).toEqual({ sportId: 4, sportName: 'Cricket', highlight: true });
  });

  it('refuses an unknown site key with 404 SITE_NOT_FOUND', async () => {
    const res = await post(open().app, '/api/sports/list', { key: 'nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'SITE_NOT_FOUND', message: "Unknown site key 'nope'" } });
  });

  it.each([
    ['a missing key', {}],
    ['an empty key', { key: '' }],
    ['a key of the wrong type', { key: 4 }],
    ['an unexpected field', { key: 'demo', extra: 1 }],
  ])('answers %s with 400 INVALID_INPUT_DATA', async (_what, body) => {
    const res = await post(open().app, '/api/sports/list', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await open().app.inject({
      method: 'POST',
      url: '/api/sports/list',
      payload: '{"key":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
  });

  it('answers an unknown path with 404 NOT_FOUND', async () => {
    const res = await post(open().app, '/api/nothing/here', { key: 'demo' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
}

describe('sports list on PGlite', () => {
  const state = {} as { app: FastifyInstance; database: Database; dir: string };
  beforeAll(async () => {
    state.dir = mkdtempSync(path.join(tmpdir(), 'backlay-test-'));
    state.database = await openDatabase({ dataDir: state.dir });
    await seedIfEmpty(state.database.db);
    state.app = await apiOver(state.database);
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.close();
    rmSync(state.dir, { recursive: true, force: true });
  });

  sportsListContract(() => state);

  it('seeds only once: a second run leaves the data as it was', async () => {
    expect(await seedIfEmpty(state.database.db)).toBe(false);
    const res = await post(state.app, '/api/sports/list', { key: 'demo' });
    expect((res.json() as { data: unknown[] }).data).toHaveLength(seedSports.length - 1);
  });
});

describe('sports list on PostgreSQL (same migrations)', async () => {
  const pg: TempPostgres | null = await startTempPostgres().catch((err: unknown) => {
    console.warn(`PostgreSQL could not be started here, its suite does not run: ${String(err)}`);
    return null;
  });
  const state = {} as { app: FastifyInstance; database: Database };
  beforeAll(async () => {
    if (!pg) return;
    state.database = await openDatabase({ dataDir: '', databaseUrl: pg.url });
    await seedIfEmpty(state.database.db);
    state.app = await apiOver(state.database);
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.close();
    await pg?.stop();
  });
  describe.runIf(pg !== null)('with a PostgreSQL 15 server', () => {
    it('runs against PostgreSQL, not PGlite', () => {
      expect(state.database.driver).toBe('postgres');
    });
    sportsListContract(() => state);
  });
});
