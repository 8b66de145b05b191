import { DEMO_SIMULATOR_APP_KEY } from '../../server/exchange/db/seed-two-factor';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { copyMigratedStore } from '../support/pglite-template';
import { startServer, type RunningServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { ledgerInvariantHolds } from '../../server/exchange/db/queries/ledger';
import { startSimulator } from '../../server/simulator/world';

interface Result {
  exEventId: string;
  tournamentId: string;
  score: Record<string, unknown> | null;
}

describe('the simulator keeps lottery, binary, virtual sports and tips alive', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'backlay-products-'));
  let server: RunningServer;
  let simulator: { stop(): Promise<void> };
  const api = async <T>(url: string, body: unknown): Promise<T> =>
    (await (await fetch(`${server.url}/api${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as T;
  const results = async (sportId: number) => (await api<{ data: Result[] }>('/products/results', { key: 'demo', sportId })).data;

  beforeAll(async () => {
    await copyMigratedStore(dir);
    server = await startServer({ ...configFromEnv({ SEED: 'demo' }), port: 0, dataDir: dir, simulator: false, staticDir: path.join(dir, 'none') });
    simulator = startSimulator({ baseUrl: `${server.url}/api`, siteKey: 'demo', password: 'demo-password', appKey: DEMO_SIMULATOR_APP_KEY, tickMs: 500, seed: 7, productCycleMs: 10_000 });
  });
  afterAll(async () => {
    await simulator?.stop();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens draws, lines, races and matches ahead of time', async () => {
    await vi.waitFor(
      async () => {
        const draws = (await api<{ data: Array<{ tournamentId: string; markets: Array<{ kind: string }> }> }>('/lottery/draws', { key: 'demo' })).data;
        expect(draws.filter((d) => d.tournamentId === 'l-daily' && d.markets.length === 3).length).toBeGreaterThanOrEqual(1);
        const lines = (await api<{ data: Array<{ markets: Array<{ kind: string; fancy: unknown }> }> }>('/binary/markets', { key: 'demo' })).data;
        expect(lines.some((e) => e.markets.length === 3 && e.markets.every((m) => m.kind === 'fancy' && m.fancy))).toBe(true);
        const virtual = (await api<{ data: Array<{ tournamentId: string }> }>('/virtual/events', { key: 'demo' })).data.map((e) => e.tournamentId);
        expect(virtual).toEqual(expect.arrayContaining(['v-racing', 'v-football']));
      },
      { timeout: 20_000, interval: 500 },
    );
  });

  it('draws, runs and closes them on schedule, leaving each result on the event', async () => {
    await vi.waitFor(
      async () => {
        const lottery = await results(66104);
        expect(lottery[0]?.score).toMatchObject({ kind: 'lottery', digits: 4 });
        expect(typeof lottery[0]?.score?.number).toBe('number');
        const closes = await results(66103);
        expect(typeof closes[0]?.score?.index).toBe('number');
        const virtual = await results(66101);
        expect(virtual.some((r) => r.tournamentId === 'v-racing' && Array.isArray(r.score?.finishOrder))).toBe(true);
        expect(virtual.some((r) => r.tournamentId === 'v-football' && r.score?.minute === 90)).toBe(true);
      },
      { timeout: 60_000, interval: 1_000 },
    );
  });

  it('grades the tipsters’ tips from the results', async () => {
    await vi.waitFor(
      async () => {
        const authors = (await api<{ data: Array<{ author: string; won: number; lost: number; hitRateBp: number | null }> }>('/tips/authors', { key: 'demo' })).data;
        const formFinder = authors.find((a) => a.author === 'Form Finder');
        expect((formFinder?.won ?? 0) + (formFinder?.lost ?? 0)).toBeGreaterThan(0);
        expect(formFinder?.hitRateBp).not.toBeNull();
        const tips = (await api<{ data: Array<{ outcome: string | null }> }>('/tips/list', { key: 'demo' })).data;
        expect(tips.some((t) => t.outcome === 'WON' || t.outcome === 'LOST')).toBe(true);
      },
      { timeout: 40_000, interval: 1_000 },
    );
    expect(await ledgerInvariantHolds(server.database.db)).toBe(true);
  });
});
