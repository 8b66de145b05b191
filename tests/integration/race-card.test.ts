import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigratedStore } from '../support/pglite-template';
import { raceName } from '@domain/race-name';
import { raceScoreOf } from '@domain/race-score';
import { startServer, type RunningServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { DEMO_PASSWORD, DEMO_SITE_KEY } from '../../server/exchange/db/seed';
import { DEMO_SIMULATOR_APP_KEY } from '../../server/exchange/db/seed-two-factor';
import { marketsForNewEvent } from '../../server/simulator/schedule';
import { startSimulator } from '../../server/simulator/world';
import { signInToken } from '../support/two-factor';

interface RaceRow {
  exEventId: string;
  eventName: string;
  inPlay: boolean;
}

/**
 * A race's day through the exchange and the simulator on a fake clock (issue 35): listed before and
 * across the off, in play with the running order on its scoreboard, then among the finished races
 * with its finishing order and the starting prices fixed at the off.
 */
describe('a race from the card to the result', () => {
  let server: RunningServer;
  let dir: string;
  const api = async <T>(route: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${server.url}/api${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as T;
  };
  const racing = async () => (await api<{ data: RaceRow[] }>('/events/racing', { key: DEMO_SITE_KEY })).data;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-race-'));
    await copyMigratedStore(dir);
    server = await startServer({ ...configFromEnv({ SEED: 'demo' }), port: 0, dataDir: dir, simulator: false, staticDir: path.join(dir, 'no-spa') });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stays listed across the off, runs with a running order and finishes with placings and starting prices', { timeout: 300_000 }, async () => {
    let now = Date.now();
    const off = now + 60_000;
    const login = { token: await signInToken((path, body) => api(path, body), 'operator', DEMO_PASSWORD) };
    const exEventId = '7900001';
    const eventName = raceName('York', off);
    const created = await api<{ data: unknown }>(
      '/admin/events/create',
      { exEventId, sportId: 7, tournamentId: 'h-uk', eventName, eventTime: new Date(off).toISOString(), markets: marketsForNewEvent({ exEventId, sportId: 7, eventName }) },
      login.token,
    );
    expect(created.data).toBeTruthy();
    const simulator = startSimulator({ baseUrl: `${server.url}/api`, siteKey: DEMO_SITE_KEY, password: DEMO_PASSWORD, appKey: DEMO_SIMULATOR_APP_KEY, seed: 35, manual: true, now: () => now });
    try {
      // The market makers price the runners before the off.
      await simulator.tick();
      await simulator.tick();
      expect((await racing()).find((r) => r.exEventId === exEventId)).toMatchObject({ eventName, inPlay: false });

      now = off + 1_000;
      await simulator.tick();
      expect((await racing()).find((r) => r.exEventId === exEventId), 'listed across the off').toMatchObject({ inPlay: true });
      const live = await api<{ data: { event: { score: unknown } } }>('/events/detail', { eventId: exEventId });
      const running = raceScoreOf(live.data.event.score);
      expect(running?.order.length).toBeGreaterThanOrEqual(6);
      expect(Object.keys(running?.sp ?? {}).sort()).toEqual([...running!.order].sort());

      for (let step = 0; step < 10 && (await racing()).some((r) => r.exEventId === exEventId); step++) {
        now += 25_000;
        await simulator.tick();
      }
      const results = (await api<{ data: Array<{ exEventId: string; score: unknown }> }>('/products/results', { key: DEMO_SITE_KEY, sportId: 7 })).data;
      const result = raceScoreOf(results.find((r) => r.exEventId === exEventId)?.score);
      expect(result?.furlongsLeft).toBe(0);
      expect([...result!.order].sort()).toEqual([...running!.order].sort());
      expect(result?.sp).toEqual(running?.sp);
    } finally {
      await simulator.stop();
    }
  });
});
