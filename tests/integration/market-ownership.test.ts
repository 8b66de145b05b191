import { afterAll, describe, expect, it } from 'vitest';
import { startTempPostgres, type TempPostgres } from '../support/postgres';
import { startServerProcess, type ServerProcess } from '../support/server-process';

/**
 * Two exchange processes on one PostgreSQL (docs/scaling.md): a market is matched by one process
 * only. A bet on a market the other process owns is refused cleanly (409 MARKET_NOT_OWNED, nothing
 * written), and when the owner dies the survivor takes the market over with its book rebuilt.
 */
type Json = Record<string, unknown>;

async function call(server: ServerProcess, route: string, body: unknown, token?: string): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${server.url}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const bet = (key: string, marketId: string, price: number) => ({ idempotencyKey: key, marketId, side: 'LAY', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price } });

describe('two exchange processes on one PostgreSQL', async () => {
  const pg: TempPostgres | null = await startTempPostgres().catch(() => null);
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await pg?.stop();
  });

  it.runIf(pg !== null)('never match the same market: the other process refuses with MARKET_NOT_OWNED, and takes over when the owner dies', async () => {
    const env = { DATABASE_URL: pg!.url, SIMULATOR: 'off' };
    const a = await startServerProcess(env);
    servers.push(a);
    const b = await startServerProcess(env);
    servers.push(b);
    const login = async (server: ServerProcess, userName: string) => ((await call(server, '/auth/login', { userName, password: 'demo-password' })).body.data as { token: string }).token;
    const [demoA, demoB] = [await login(a, 'demo'), await login(b, 'demo')];

    expect((await call(a, '/bets/place', bet('ownership-1', '41002.mo', 2.5), demoA)).status).toBe(200);
    expect((await call(b, '/bets/place', bet('ownership-2', '22002.mo', 2.5), demoB)).status).toBe(200);

    const refused = await call(b, '/bets/place', bet('ownership-3', '41002.mo', 2.4), demoB);
    expect(refused).toEqual({ status: 409, body: { error: { code: 'MARKET_NOT_OWNED', message: expect.stringContaining('41002.mo') as unknown } } });
    const refusedToo = await call(a, '/bets/place', bet('ownership-4', '22002.mo', 2.4), demoA);
    expect(refusedToo.status).toBe(409);
    expect((refusedToo.body.error as { code: string }).code).toBe('MARKET_NOT_OWNED');

    // The owner of 41002.mo dies; the survivor takes the market over with the owner's bet in its book.
    await a.crash();
    let takeover = { status: 0, body: {} as Json };
    for (let i = 0; i < 50 && takeover.status !== 200; i++) {
      takeover = await call(b, '/bets/place', bet('ownership-5', '41002.mo', 2.4), demoB);
      if (takeover.status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(takeover.status).toBe(200);
    const book = (await call(b, '/markets/detail', { marketId: '41002.mo' })).body.data as { runners: Array<{ runnerId: string; availableToBack: Array<{ price: number; size: number }> }> };
    const prices = book.runners.find((r) => r.runnerId === '1')!.availableToBack.map((l) => l.price);
    expect(prices).toEqual(expect.arrayContaining([2.5, 2.4]));
    // Nothing was recorded for the refused bet: its key now places a real bet instead of replaying the 409.
    const retried = await call(b, '/bets/place', bet('ownership-3', '41002.mo', 2.4), demoB);
    expect(retried.status).toBe(200);
    expect((retried.body.data as { betId: string }).betId).toMatch(/^b-/);
  }, 300_000);
});
