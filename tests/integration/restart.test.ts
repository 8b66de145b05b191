import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { copyMigratedStore } from '../support/pglite-template';

const dir = mkdtempSync(path.join(tmpdir(), 'backlay-restart-'));
const start = () => startServer({ ...configFromEnv({ SEED: 'demo' }), port: 0, dataDir: dir, simulator: false, staticDir: path.join(dir, 'no-spa') });

async function call<T>(server: RunningServer, url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.url}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

describe('a restart keeps open orders, balances and statements', () => {
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rebuilds the books from the store', async () => {
    await copyMigratedStore(dir);
    server = await start();
    const login = async (userName: string) => (await call<{ data: { token: string } }>(server!, '/auth/login', { userName, password: 'demo-password' })).data.token;
    const [demo, mm1] = [await login('demo'), await login('mm1')];
    await call(server, '/bets/place', { idempotencyKey: 'restart-1', marketId: '41002.mo', side: 'LAY', size: 20_000, selection: { kind: 'exchange', runnerId: '1', price: 2.5 } }, mm1);
    await call(server, '/bets/place', { idempotencyKey: 'restart-2', marketId: '41002.mo', side: 'BACK', size: 5_000, selection: { kind: 'exchange', runnerId: '1', price: 2.5 } }, demo);
    const resting = await call<{ data: { betId: string } }>(server, '/bets/place', { idempotencyKey: 'restart-3', marketId: '41002.mo', side: 'BACK', size: 7_000, selection: { kind: 'exchange', runnerId: '2', price: 5.0 } }, demo);
    const snapshot = async (s: RunningServer) => ({
      balance: await call(s, '/user/balance', {}, demo),
      bets: await call(s, '/bets/event', { eventId: '41002' }, demo),
      book: await call(s, '/markets/detail', { marketId: '41002.mo' }),
      statement: await call(s, '/user/statement', { from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' }, demo),
    });
    const before = await snapshot(server);
    await server.close();

    server = await start();
    expect(server.seeded).toBe(false);
    const after = await snapshot(server);
    expect(after).toEqual(before);
    // The restored resting order is live: it can be cancelled, and the replayed key answers as before.
    const cancelled = await call<{ data: { sizeCancelled: number } }>(server, '/bets/cancel', { marketId: '41002.mo', betId: resting.data.betId }, demo);
    expect(cancelled.data.sizeCancelled).toBe(7_000);
    const replay = await call<{ data: { betId: string } }>(server, '/bets/place', { idempotencyKey: 'restart-3', marketId: '41002.mo', side: 'BACK', size: 7_000, selection: { kind: 'exchange', runnerId: '2', price: 5.0 } }, demo);
    expect(replay.data.betId).toBe(resting.data.betId);
  });
});
