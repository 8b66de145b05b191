import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigratedStore } from '../../tests/support/pglite-template';
import { startServer, type RunningServer } from '../app';
import { configFromEnv } from '../config';
import { DEMO_PASSWORD, DEMO_SITE_KEY } from '../exchange/db/seed';
import { DEMO_SIMULATOR_APP_KEY } from '../exchange/db/seed-two-factor';
import { demoCompetitions } from '../exchange/db/seed-world';
import { MINUTE, RACE_WITHIN_MS } from './schedule';
import { startSimulator } from './world';

interface EventRow {
  exEventId: string;
  sportId: number;
  tournamentId: string;
  eventName: string;
  eventTime: string;
  inPlay: boolean;
}

interface RunnerBook {
  runnerName: string;
  availableToBack: unknown[];
  availableToLay: unknown[];
}

/**
 * The simulator against the real exchange on a fake clock (issue 19): at every sampled moment of a
 * run (two-over cricket, so matches hand over inside it; schedule.test.ts plans T20s) two cricket, one tennis and one soccer match are in play and a race is off within ten
 * minutes; new events sit in their sport's competitions with the seeded market kinds; in play, every
 * runner is quoted both ways.
 */
describe('the simulated world over time', () => {
  let server: RunningServer;
  let dir: string;
  const api = async <T>(route: string, body: unknown): Promise<T> => {
    const response = await fetch(`${server.url}/api${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return (await response.json()) as T;
  };
  const events = async () => Object.values((await api<{ data: Record<string, EventRow[]> }>('/events/all', { key: DEMO_SITE_KEY })).data).flat();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-sim-'));
    await copyMigratedStore(dir);
    server = await startServer({ ...configFromEnv({ SEED: 'demo' }), port: 0, dataDir: dir, simulator: false, staticDir: path.join(dir, 'no-spa') });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the minimums in play through twenty simulated minutes of handovers, at the real pace', { timeout: 600_000 }, async () => {
    let now = Date.now();
    const simulator = startSimulator({ baseUrl: `${server.url}/api`, siteKey: DEMO_SITE_KEY, password: DEMO_PASSWORD, appKey: DEMO_SIMULATOR_APP_KEY, seed: 19, manual: true, quote: false, now: () => now, cricketOvers: 2 });
    const start = now;
    const firstSeen = new Map<string, number>();
    const lastLive = new Map<string, number>();
    const seen = new Map<string, EventRow>();
    try {
      while (now < start + 20 * MINUTE) {
        await simulator.tick();
        const list = await events();
        const live = (sportId: number) => list.filter((e) => e.sportId === sportId && e.inPlay).length;
        const at = `+${Math.round((now - start) / 1000)}s`;
        expect(live(4), `cricket in play at ${at}`).toBeGreaterThanOrEqual(2);
        expect(live(2), `tennis in play at ${at}`).toBeGreaterThanOrEqual(1);
        expect(live(1), `soccer in play at ${at}`).toBeGreaterThanOrEqual(1);
        const raceSoon = list.some((e) => e.sportId === 7 && !e.inPlay && Date.parse(e.eventTime) > now && Date.parse(e.eventTime) <= now + RACE_WITHIN_MS);
        expect(raceSoon, `a race off within ten minutes at ${at}`).toBe(true);
        // No match is listed twice (once in play, once scheduled): a new event never repeats an open one's fixture.
        const matches = list.filter((e) => [4, 2, 1, 7522].includes(e.sportId)).map((e) => e.eventName);
        expect(matches.filter((name, i) => matches.indexOf(name) !== i), `matches listed twice at ${at}`).toEqual([]);
        for (const e of list) {
          seen.set(e.exEventId, e);
          if (e.inPlay) {
            if (!firstSeen.has(e.exEventId)) firstSeen.set(e.exEventId, now);
            lastLive.set(e.exEventId, now);
          }
        }
        now += 30_000;
      }
    } finally {
      await simulator.stop();
    }
    // Every event sits in a competition of its own sport.
    const sportOf = new Map(demoCompetitions.map((c) => [c.tournamentId, c.sportId]));
    for (const e of seen.values()) expect(sportOf.get(e.tournamentId), `${e.eventName} in ${e.tournamentId}`).toBe(e.sportId);
    // Matches finished in the run were played at the real pace: a cricket ball every 10 s (ODI 6 s), so a T20 lasts about 40 minutes.
    const finished = [...seen.values()].filter((e) => e.sportId === 4 && firstSeen.has(e.exEventId) && lastLive.get(e.exEventId)! < now - MINUTE);
    expect(finished.length).toBeGreaterThan(0);
    for (const e of finished) {
      const { data } = await api<{ data: { event: { score: { balls: [number, number] } } } }>('/events/detail', { eventId: e.exEventId });
      const balls = data.event.score.balls[0] + data.event.score.balls[1];
      const pace = e.tournamentId === 'c-odi' ? 6_000 : 10_000;
      const live = lastLive.get(e.exEventId)! - firstSeen.get(e.exEventId)!;
      expect(live, `${e.eventName}: ${balls} balls`).toBeGreaterThanOrEqual(balls * pace - 2 * 30_000);
      expect(live, `${e.eventName}: ${balls} balls`).toBeLessThanOrEqual(balls * pace + 2 * 30_000);
    }
    // New cricket matches (still open: a finished one's markets are gone) carry the seeded market kinds.
    const open = await events();
    const added = open.find((e) => e.sportId === 4 && e.exEventId.length > 5);
    expect(added).toBeDefined();
    const detail = await api<{ data: { markets: Array<{ kind: string; marketName: string }> } }>('/events/detail', { eventId: added!.exEventId });
    const kinds = new Set(detail.data.markets.map((m) => m.kind));
    for (const kind of ['exchange', 'bookmaker', 'fancy']) expect(kinds, `${added!.eventName} has ${kind}`).toContain(kind);
  });

  it('quotes every runner of every in-play exchange market both ways', { timeout: 600_000 }, async () => {
    let now = Date.now() + 3 * 3_600_000;
    const simulator = startSimulator({ baseUrl: `${server.url}/api`, siteKey: DEMO_SITE_KEY, password: DEMO_PASSWORD, appKey: DEMO_SIMULATOR_APP_KEY, seed: 7, manual: true, now: () => now });
    try {
      // Quotes placed in play wait out the bet delay (3 s) before they rest.
      for (let i = 0; i < 4; i += 1) {
        await simulator.tick();
        now += 1_000;
        await new Promise((resolve) => setTimeout(resolve, 700));
      }
      const live = (await events()).filter((e) => e.inPlay && [4, 2, 1].includes(e.sportId));
      expect(live.length).toBeGreaterThanOrEqual(4);
      for (const e of live) {
        const detail = await api<{ data: { markets: Array<{ marketId: string; kind: string; status: string }> } }>('/events/detail', { eventId: e.exEventId });
        for (const m of detail.data.markets.filter((x) => x.kind === 'exchange' && x.status === 'OPEN')) {
          const book = await api<{ data: { runners: RunnerBook[] } }>('/markets/detail', { marketId: m.marketId });
          for (const r of book.data.runners) {
            expect(r.availableToBack.length, `${e.eventName}: ${r.runnerName} back`).toBeGreaterThan(0);
            expect(r.availableToLay.length, `${e.eventName}: ${r.runnerName} lay`).toBeGreaterThan(0);
          }
        }
      }
    } finally {
      await simulator.stop();
    }
  });
});
