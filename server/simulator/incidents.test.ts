import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyMigratedStore } from '../../tests/support/pglite-template';
import { openDatabase, type Database } from '../exchange/db/client';
import { DEMO_PASSWORD, seedIfEmpty } from '../exchange/db/seed';
import { exchangeApi } from '../exchange/http/app';
import { createExchange, type Exchange } from '../exchange/service/exchange';
import { DEMO_SIMULATOR_APP_KEY } from '../exchange/db/seed-two-factor';
import { ExchangeClient } from './client';
import { EventSim, type MarketInfo } from './event-sim';
import { seededRandom } from './pricing';
import { marketsForNewEvent, paceOf } from './schedule';

/**
 * The simulator declares incidents through the exchange's REST API (issue #36), watched on the
 * exchange's own stream: a wicket's score never goes out while a market of its match is open, the
 * ball a score reports has no Next Ball market open, and the markets reopen only on the simulator's call.
 */
let database: Database;
let exchange: Exchange;
let app: FastifyInstance;
let dir: string;
let baseUrl: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'backlay-sim-incidents-'));
  await copyMigratedStore(dir);
  database = await openDatabase({ dataDir: dir });
  await seedIfEmpty(database.db);
  exchange = await createExchange(database.db);
  app = Fastify({ logger: false });
  await app.register(exchangeApi(exchange), { prefix: '/api' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('suspends every market with each wicket’s score and reopens them only by its own call', { timeout: 300_000 }, async () => {
  const operator = new ExchangeClient(baseUrl, 'operator', DEMO_PASSWORD, DEMO_SIMULATOR_APP_KEY);
  const exEventId = '4990001';
  const eventName = 'Incidents XI v Replay XI';
  const eventTime = new Date(Date.now() - 60_000).toISOString();
  await operator.call('/admin/events/create', { exEventId, sportId: 4, tournamentId: 'c-odi', eventName, eventTime, markets: marketsForNewEvent({ exEventId, sportId: 4, eventName }) });
  const detail = await operator.call<{ data: { markets: MarketInfo[] } }>('/events/detail', { eventId: exEventId }, false);
  const event = { exEventId, sportId: 4, tournamentId: 'c-odi', eventName, eventTime, inPlay: false };
  let now = Date.now();
  const sim = new EventSim(event, detail.data.markets, new Map(), operator, seededRandom(36), 20, now);

  const eventMarkets = () => exchange.registry.all().filter((e) => e.row.exEventId === exEventId);
  const problems: string[] = [];
  let wickets = 0;
  let reopens = 0;
  let lastWickets = 0;
  let lastBall = 0;
  await exchange.services.hub.subscribe(`score:${exEventId}`, (message) => {
    if (message.kind !== 'delta') return;
    const data = message.data as { betting: string; score: { wickets?: number[]; ballNumber?: number } | null; incident: { kind: string } | null };
    const open = eventMarkets().filter((e) => e.engine.market.status === 'OPEN');
    const fallen = (data.score?.wickets ?? []).reduce((a, b) => a + b, 0);
    if (fallen > lastWickets) {
      wickets += 1;
      if (data.betting !== 'SUSPENDED' || data.incident?.kind !== 'wicket') problems.push(`wicket ${fallen} announced with the event ${data.betting}`);
      if (open.length > 0) problems.push(`wicket ${fallen} announced with ${open.map((e) => e.row.marketId).join(', ')} open`);
    }
    lastWickets = Math.max(lastWickets, fallen);
    // A new ball's score (a reopen sends the score it already had).
    if ((data.score?.ballNumber ?? 0) > lastBall) {
      lastBall = data.score!.ballNumber!;
      const nextBall = open.filter((e) => e.row.kind === 'ballByBall');
      if (nextBall.length > 0) problems.push(`ball ${data.score?.ballNumber} announced with ${nextBall[0]!.row.marketId} open`);
    }
  });
  await exchange.services.hub.subscribe(`market:${exEventId}.mo`, (message) => {
    if (message.kind === 'delta' && (message.data as { status: string }).status === 'OPEN') reopens += 1;
  });

  const pace = paceOf(4, 'c-odi');
  for (let ball = 0; ball < 240 && wickets < 3; ball += 1) {
    now += pace;
    await sim.tick(now);
  }
  expect(problems).toEqual([]);
  expect(wickets, 'the seeded match saw wickets').toBeGreaterThanOrEqual(2);
  expect(reopens, 'the match odds reopened after the off and after a wicket').toBeGreaterThanOrEqual(2);
  const market = exchange.registry.get(`${exEventId}.mo`)!;
  // Nothing but the simulator reopens a market: after the last wicket, with no further step, it stays suspended.
  if (market.engine.market.status === 'SUSPENDED') {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(exchange.registry.get(`${exEventId}.mo`)!.engine.market.status).toBe('SUSPENDED');
  }
});
