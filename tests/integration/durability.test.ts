import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySeededStore } from '../support/pglite-template';
import { startServerProcess, type ServerProcess } from '../support/server-process';

/**
 * Crash durability of the real `npm start` process: kill -9 it while bettors are placing bets,
 * start it again on the same data directory, and check that every acknowledged bet is there
 * (its idempotency key answers exactly as the first time, it is in the bettor's book) and that
 * the books were rebuilt without a half-written change; then a second kill -9 at rest must change
 * nothing at all — every balance, every open bet and every book compared.
 */
const BETTORS = ['demo', 'mm1', 'mm2'];
const MARKETS = ['41002.mo', '22002.mo'];
const PRICES = [1.5, 2, 2.5, 3, 4, 5];
// npm start with NODE_ENV unset, as a user runs it (vitest sets NODE_ENV=test).
const ENV = { NODE_ENV: '', SIMULATOR: 'off' };

type Json = Record<string, unknown>;

async function call(server: ServerProcess, route: string, body: unknown, token?: string): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${server.url}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

describe('kill -9 under bet load', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'backlay-crash-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged bet and every balance across kill -9', async () => {
    // A seeded store to start on (the first start's own creation is create-store.test.ts's subject).
    await copySeededStore(dir);
    server = await startServerProcess(ENV, dir);
    const tokens: Record<string, string> = {};
    for (const name of BETTORS) tokens[name] = ((await call(server, '/auth/login', { userName: name, password: 'demo-password' })).body.data as { token: string }).token;

    // Introspection is off under npm start (NODE_ENV unset).
    const introspection = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' }, body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }) });
    expect(introspection.status).toBe(400);
    expect(JSON.stringify(await introspection.json())).toContain('GRAPHQL_VALIDATION_FAILED');

    const acknowledged: Array<{ user: string; request: Json; reply: Json }> = [];
    const unanswered: Array<{ user: string; request: Json }> = [];
    let n = 0;
    let stop = false;
    const live = server;
    const bettor = async (user: string) => {
      while (!stop) {
        n += 1;
        const request = {
          idempotencyKey: `crash-${user}-${n}`,
          marketId: MARKETS[n % MARKETS.length],
          side: n % 3 === 0 ? 'LAY' : 'BACK',
          size: 1_000 + (n % 7) * 500,
          selection: { kind: 'exchange', runnerId: String(1 + (n % 2)), price: PRICES[n % PRICES.length] },
        };
        try {
          const res = await call(live, '/bets/place', request, tokens[user]);
          if (res.status === 200) acknowledged.push({ user, request, reply: res.body });
        } catch {
          unanswered.push({ user, request });
        }
      }
    };
    const load = BETTORS.flatMap((user) => [bettor(user), bettor(user)]);
    while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 50));
    await server.crash(); // mid-load: requests are in flight
    stop = true;
    await Promise.all(load);

    console.info(`kill -9 under load: ${acknowledged.length} bets acknowledged, ${unanswered.length} in flight`);
    server = await startServerProcess(ENV, dir);
    for (const name of BETTORS) tokens[name] = ((await call(server, '/auth/login', { userName: name, password: 'demo-password' })).body.data as { token: string }).token;
    for (const { user, request, reply } of acknowledged) {
      const again = await call(server, '/bets/place', request, tokens[user]);
      expect(again.body, `acknowledged ${String(request.idempotencyKey)}`).toEqual(reply);
    }
    const booked = new Map<string, Set<string>>();
    for (const user of BETTORS) {
      const ids = new Set<string>();
      for (const eventId of ['41002', '22002']) {
        const bets = (await call(server, '/bets/event', { eventId }, tokens[user])).body.data as { matched: Json[]; unmatched: Json[] };
        for (const bet of [...bets.matched, ...bets.unmatched]) ids.add(String(bet.betId));
      }
      booked.set(user, ids);
    }
    for (const { user, reply } of acknowledged) expect(booked.get(user)!.has(String((reply.data as Json).betId))).toBe(true);
    // The requests that never got an answer either happened once or not at all: retrying completes them.
    for (const { user, request } of unanswered) expect((await call(server, '/bets/place', request, tokens[user])).status).toBeLessThan(500);

    // At rest: a snapshot, kill -9, and the same snapshot again.
    const snapshot = async (s: ServerProcess) => {
      const state: Json = {};
      for (const user of BETTORS) {
        state[`${user}:balance`] = (await call(s, '/user/balance', {}, tokens[user])).body;
        state[`${user}:open`] = (await call(s, '/bets/unsettled', {}, tokens[user])).body;
      }
      for (const marketId of MARKETS) state[marketId] = (await call(s, '/markets/detail', { marketId })).body;
      return state;
    };
    const before = await snapshot(server);
    await server.crash();
    server = await startServerProcess(ENV, dir);
    for (const name of BETTORS) tokens[name] = ((await call(server, '/auth/login', { userName: name, password: 'demo-password' })).body.data as { token: string }).token;
    expect(await snapshot(server)).toEqual(before);
  }, 600_000);
});
