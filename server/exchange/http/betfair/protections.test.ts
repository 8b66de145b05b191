import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { betfairClient, DEMO_PASSWORD, startBetfairServer, type BetfairTestServer } from './test-client';

// Seeding hashes every demo password with scrypt: a busy machine takes a minute to start.
vi.setConfig({ testTimeout: 90_000 });

let server: BetfairTestServer;
let bf: ReturnType<typeof betfairClient>;
beforeAll(async () => {
  server = await startBetfairServer();
  bf = betfairClient(server.url);
}, 300_000);
afterAll(async () => server?.close());

const limit = (selectionId: number, side: 'BACK' | 'LAY', price: number, size: number) => ({ orderType: 'LIMIT', selectionId, side, limitOrder: { size, price, persistenceType: 'LAPSE' } });
const rest = async (route: string, body: unknown, token: string) => {
  const res = await fetch(`${server.url}/api${route}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as { data?: unknown; error?: { code: string } } };
};

describe('placeOrders under safer-betting protections (issue #47)', () => {
  it('refuses a bet past a loss limit with LOSS_LIMIT_EXCEEDED, and a self-excluded or timed-out account with INVALID_ACCOUNT_STATE', async () => {
    const demo = (await bf.login('demo', DEMO_PASSWORD)).token;
    const [m] = await bf.rpc('betting', 'listMarketCatalogue', { filter: { marketTypeCodes: ['MATCH_ODDS'], inPlayOnly: false }, marketProjection: ['RUNNER_DESCRIPTION'], maxResults: 1 }, demo);
    const marketId = m!.marketId;
    const home = m!.runners![0]!.selectionId;
    expect((await rest('/user/protections/loss-limit', { period: 'MONTH', amount: 5_000 }, demo)).status).toBe(200);
    // Back ₹100: exposure 10,000 paise against a limit of 5,000.
    const past = await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(home, 'BACK', 4, 100)] }, demo);
    expect(past).toMatchObject({ status: 'FAILURE', errorCode: 'LOSS_LIMIT_EXCEEDED', instructionReports: [{ status: 'FAILURE', errorCode: 'LOSS_LIMIT_EXCEEDED' }] });
    const within = await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(home, 'BACK', 4, 20)] }, demo);
    expect(within).toMatchObject({ status: 'SUCCESS' });

    const mm2 = (await bf.login('mm2', DEMO_PASSWORD)).token;
    expect((await rest('/user/protections/time-out', { hours: 24 }, mm2)).status).toBe(200);
    const timedOut = await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(home, 'BACK', 4, 2)] }, mm2);
    expect(timedOut).toMatchObject({ status: 'FAILURE', errorCode: 'INVALID_ACCOUNT_STATE', instructionReports: [{ status: 'FAILURE', errorCode: 'ERROR_IN_ORDER' }] });

    const mm1 = (await bf.login('mm1', DEMO_PASSWORD)).token;
    expect((await rest('/user/protections/self-exclude', { permanent: true }, mm1)).status).toBe(200);
    const excluded = await bf.rpc('betting', 'placeOrders', { marketId, instructions: [limit(home, 'LAY', 4, 2)] }, mm1);
    expect(excluded).toMatchObject({ status: 'FAILURE', errorCode: 'INVALID_ACCOUNT_STATE' });
    // Still signed in: the account API answers.
    expect(await bf.rpc('account', 'getAccountFunds', {}, mm1)).toHaveProperty('availableToBetBalance');
  });
});
