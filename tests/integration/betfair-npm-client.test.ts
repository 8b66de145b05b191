import https from 'node:https';
import net from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operationResults } from '../../server/exchange/http/betfair/definitions';
import { conforms, DEMO_PASSWORD, startBetfairServer, type BetfairTestServer } from '../../server/exchange/http/betfair/test-client';

/**
 * A Betfair client library from the npm registry (`betfair`, AlgoTrader's API-NG client, unchanged)
 * trades on Backlay. The library hard-codes Betfair's hosts (identitysso.betfair.com and
 * 84.20.200.10 over HTTPS), so this test redirects its connections: Node's https agent opens a plain
 * TCP connection to the local server instead of a TLS one to Betfair. Nothing else of the library is
 * touched; every answer it gets is checked against the transcribed definitions too.
 */

interface Invocation<T> {
  result?: T;
  error?: { code: number; message: string; data?: unknown };
}
type Callback<T> = (err: unknown, res: Invocation<T>) => void;
interface BetfairSession {
  login(user: string, password: string, cb: (err: unknown, res?: { sessionKey: string }) => void): void;
  [method: string]: unknown;
}

const require = createRequire(import.meta.url);
const { BetfairSession: Session } = require('betfair') as { BetfairSession: new (appKey: string) => BetfairSession };

vi.setConfig({ testTimeout: 90_000 });

const BETFAIR_HOSTS = new Set(['identitysso.betfair.com', '84.20.200.10', 'api.betfair.com']);
const originalCreateConnection = https.Agent.prototype.createConnection;
let server: BetfairTestServer;
let port: number;

beforeAll(async () => {
  server = await startBetfairServer();
  port = Number(new URL(server.url).port);
  // Redirect the library's connections to Betfair to the local server (plain HTTP underneath).
  https.Agent.prototype.createConnection = function (this: https.Agent, options: net.NetConnectOpts & { host?: string }, callback?: unknown) {
    if (options.host && BETFAIR_HOSTS.has(options.host)) return net.connect({ host: '127.0.0.1', port });
    return (originalCreateConnection as (...args: unknown[]) => net.Socket).call(this, options, callback);
  } as typeof https.Agent.prototype.createConnection;
}, 300_000);

afterAll(async () => {
  https.Agent.prototype.createConnection = originalCreateConnection;
  await server?.close();
});

/** Logs a session in through the library. */
async function loggedIn(userName: string): Promise<BetfairSession> {
  const session = new Session('backlay-npm-client-test');
  await new Promise<void>((resolve, reject) => session.login(userName, DEMO_PASSWORD, (err) => (err ? reject(new Error(String(err))) : resolve())));
  return session;
}

/** One call through the library: its result, checked against the operation's transcribed type. */
async function call<T>(session: BetfairSession, api: 'betting' | 'account' | 'heartbeat', method: string, params: Record<string, unknown>): Promise<T> {
  const invoke = session[method] as (params: Record<string, unknown>, cb: Callback<T>) => void;
  const answer = await new Promise<Invocation<T>>((resolve, reject) => invoke.call(session, params, (err, res) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res))));
  if (answer.error) expect.fail(`${method} refused: ${JSON.stringify(answer.error)}`);
  const schema = (operationResults[api] as Record<string, Parameters<typeof conforms>[0]>)[method]!;
  return conforms(schema, answer.result, method) as T;
}

describe('the npm "betfair" client against Backlay', () => {
  it('logs in, lists the markets, reads a book, places, is matched by a second account, cancels, and reads its orders and funds', async () => {
    const demo = await loggedIn('demo');
    const layer = await loggedIn('mm1');

    const types = await call<Array<{ eventType: { id: string; name: string } }>>(demo, 'betting', 'listEventTypes', { filter: {} });
    expect(types.map((t) => t.eventType.name)).toContain('Soccer');
    const catalogue = await call<Array<{ marketId: string; runners: Array<{ selectionId: number }> }>>(demo, 'betting', 'listMarketCatalogue', {
      filter: { eventTypeIds: ['1'], marketTypeCodes: ['MATCH_ODDS'], inPlayOnly: false },
      marketProjection: ['RUNNER_DESCRIPTION', 'EVENT'],
      maxResults: 10,
    });
    const { marketId, runners } = catalogue[0]!;
    const selectionId = runners[0]!.selectionId;

    const limit = (side: 'BACK' | 'LAY', price: number, size: number) => ({ orderType: 'LIMIT', selectionId, side, limitOrder: { size, price, persistenceType: 'LAPSE' } });
    const placed = await call<{ status: string; instructionReports: Array<{ betId: string; orderStatus: string }> }>(demo, 'betting', 'placeOrders', { marketId, instructions: [limit('BACK', 3.5, 50)], customerRef: 'npm-client-1' });
    expect(placed.status).toBe('SUCCESS');
    const betId = placed.instructionReports[0]!.betId;

    const [book] = await call<Array<{ runners: Array<{ selectionId: number; ex: { availableToLay: Array<{ price: number; size: number }> } }> }>>(demo, 'betting', 'listMarketBook', {
      marketIds: [marketId],
      priceProjection: { priceData: ['EX_BEST_OFFERS'] },
    });
    expect(book!.runners.find((r) => r.selectionId === selectionId)!.ex.availableToLay).toContainEqual({ price: 3.5, size: 50 });

    const laid = await call<{ status: string; instructionReports: Array<{ sizeMatched: number; orderStatus: string }> }>(layer, 'betting', 'placeOrders', { marketId, instructions: [limit('LAY', 3.5, 20)] });
    expect(laid.instructionReports[0]).toMatchObject({ sizeMatched: 20, orderStatus: 'EXECUTION_COMPLETE' });

    const cancelled = await call<{ status: string; instructionReports: Array<{ sizeCancelled: number }> }>(demo, 'betting', 'cancelOrders', { marketId, instructions: [{ betId }] });
    expect(cancelled).toMatchObject({ status: 'SUCCESS', instructionReports: [{ sizeCancelled: 30 }] });

    const current = await call<{ currentOrders: Array<Record<string, unknown>> }>(demo, 'betting', 'listCurrentOrders', { marketIds: [marketId] });
    expect(current.currentOrders).toEqual([expect.objectContaining({ betId, sizeMatched: 20, sizeCancelled: 30, sizeRemaining: 0, status: 'EXECUTION_COMPLETE' })]);
    const funds = await call<{ exposure: number }>(demo, 'account', 'getAccountFunds', {});
    expect(funds.exposure).toBe(-20);
    const beat = await call<{ actionPerformed: string; actualTimeoutSeconds: number }>(demo, 'heartbeat', 'heartbeat', { preferredTimeoutSeconds: 0 });
    expect(beat).toEqual({ actionPerformed: 'NONE', actualTimeoutSeconds: 0 });
  });

  it('refuses a bad session in Betfair\'s words, as the library reads them', async () => {
    const session = new Session('backlay-npm-client-test');
    (session as unknown as { sessionKey: string }).sessionKey = 'not-a-token';
    const invoke = session.listEventTypes as (params: Record<string, unknown>, cb: Callback<unknown>) => void;
    const answer = await new Promise<Invocation<unknown>>((resolve, reject) => invoke.call(session, { filter: {} }, (err, res) => (err ? reject(new Error(String(err))) : resolve(res))));
    expect(answer.error).toMatchObject({ code: -32099, data: { APINGException: { errorCode: 'INVALID_SESSION_INFORMATION' } } });
    const wrong = new Session('backlay-npm-client-test');
    await expect(new Promise((resolve, reject) => wrong.login('demo', 'wrong-password', (err) => (err ? reject(new Error(String(err))) : resolve(null))))).rejects.toThrow('INVALID_USERNAME_OR_PASSWORD');
  });
});
