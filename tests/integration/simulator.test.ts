import { DEMO_SIMULATOR_APP_KEY } from '../../server/exchange/db/seed-two-factor';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigratedStore } from '../support/pglite-template';
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
  let simulator: { tick(): Promise<void>; stop(): Promise<void> };
  // The simulator plays in real time (a T20 ball every 10 s); the test drives it on its own clock.
  let clock = Date.now();
  /** Ticks the simulator, the clock moving `stepMs` each time, until `done` holds (at most `limit` ticks). */
  const playUntil = async (done: () => Promise<boolean>, stepMs: number, limit: number): Promise<boolean> => {
    for (let i = 0; i < limit; i += 1) {
      clock += stepMs;
      await simulator.tick();
      if (await done()) return true;
    }
    return false;
  };
  const api = async <T>(url: string, body: unknown): Promise<T> =>
    (await (await fetch(`${server.url}/api${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as T;

  beforeAll(async () => {
    await copyMigratedStore(dir);
    server = await startServer({ ...configFromEnv({ SEED: 'demo' }), port: 0, dataDir: dir, simulator: false, staticDir: path.join(dir, 'none') });
    simulator = startSimulator({ baseUrl: `${server.url}/api`, siteKey: 'demo', password: 'demo-password', appKey: DEMO_SIMULATOR_APP_KEY, seed: 42, cricketOvers: 1, manual: true, now: () => clock });
  });
  afterAll(async () => {
    await simulator?.stop();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('quotes three levels each way on open exchange markets, never crossed, through the REST API', async () => {
    const quoted = async () => {
      const { data } = await api<{ data: Market }>('/markets/detail', { marketId: '41002.mo' });
      return data.runners.every((r) => r.availableToBack.length === 3 && r.availableToLay.length === 3);
    };
    expect(await playUntil(quoted, 1_000, 20)).toBe(true);
    const { data } = await api<{ data: Market }>('/markets/detail', { marketId: '41002.mo' });
    for (const runner of data.runners) {
      expect(runner.availableToBack).toHaveLength(3);
      expect(runner.availableToLay).toHaveLength(3);
      expect(runner.availableToBack[0]!.price).toBeLessThan(runner.availableToLay[0]!.price);
    }
  });

  it('plays in-play cricket ball by ball, settles each ball and the match, and replaces the finished event', { timeout: 120_000 }, async () => {
    const ballsBowled = async () => {
      const { data } = await api<{ data: { event: { score: { ballNumber?: number } | null } } }>('/events/detail', { eventId: '41001' });
      return (data.event.score?.ballNumber ?? 0) > 2;
    };
    expect(await playUntil(ballsBowled, 10_000, 30)).toBe(true);
    const replaced = async () => {
      const all = await api<{ data: Record<string, Array<{ exEventId: string }>> }>('/events/all', { key: 'demo' });
      const cricket = all.data['4']!.map((e) => e.exEventId);
      return !cricket.includes('41001') && cricket.length >= 5;
    };
    // The in-play T20 (an ODI stays 50 overs): with cricketOvers 1, twelve balls, then the result and settlement.
    expect(await playUntil(replaced, 10_000, 60)).toBe(true);
    expect(await ledgerInvariantHolds(server.database.db)).toBe(true);
  });
});
