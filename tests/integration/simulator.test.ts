import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { ledgerInvariantHolds } from '../../server/exchange/db/queries/ledger';
import { startSimulator } from '../../server/simulator/world';

interface Level {
  price: number;
  size: number;
}
interface Market {
  marketId: string;
  kind: string;
  status: string;
  runners: Array<{ availableToBack: Level[]; availableToLay: Level[] }>;
}

describe('the demo world simulator', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'backlay-sim-'));
  let server: RunningServer;
  let simulator: { stop(): Promise<void> };
  const api = async <T>(url: string, body: unknown): Promise<T> =>
    (await (await fetch(`${server.url}/api${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as T;

  beforeAll(async () => {
    server = await startServer({ ...configFromEnv({}), port: 0, dataDir: dir, simulator: false, staticDir: path.join(dir, 'none') });
    simulator = startSimulator({ baseUrl: `${server.url}/api`, siteKey: 'demo', password: 'demo-password', tickMs: 150, seed: 42, cricketOvers: 1 });
  });
  afterAll(async () => {
    await simulator?.stop();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('quotes three levels each way on open exchange markets, never crossed, through the REST API', async () => {
    await vi.waitFor(
      async () => {
        const { data } = await api<{ data: Market }>('/markets/detail', { marketId: '41002.mo' });
        for (const runner of data.runners) {
          expect(runner.availableToBack).toHaveLength(3);
          expect(runner.availableToLay).toHaveLength(3);
          expect(runner.availableToBack[0]!.price).toBeLessThan(runner.availableToLay[0]!.price);
        }
      },
      { timeout: 20_000, interval: 250 },
    );
  });

  it('plays in-play cricket ball by ball, settles each ball and the match, and replaces the finished event', async () => {
    await vi.waitFor(
      async () => {
        const { data } = await api<{ data: { event: { score: { ballNumber?: number } | null } } }>('/events/detail', { eventId: '41004' });
        expect(data.event.score?.ballNumber ?? 0).toBeGreaterThan(2);
      },
      { timeout: 20_000, interval: 250 },
    );
    await vi.waitFor(
      async () => {
        const all = await api<{ data: Record<string, Array<{ exEventId: string }>> }>('/events/all', { key: 'demo' });
        const cricket = all.data['4']!.map((e) => e.exEventId);
        expect(cricket).not.toContain('41004');
        expect(cricket.length).toBeGreaterThanOrEqual(5);
      },
      { timeout: 40_000, interval: 500 },
    );
    expect(await ledgerInvariantHolds(server.database.db)).toBe(true);
  });
});
