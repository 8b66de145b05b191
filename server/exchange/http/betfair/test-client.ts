/**
 * Tests' Betfair client over real HTTP: an exchange on a fresh PGlite store with the REST API at /api
 * and the Betfair API at the root, listening on a free port. Every answer it reads is checked against
 * the transcribed definitions (definitions.ts): a result against its operation's type, a refusal
 * against JSON-RPC's error object or REST's fault, a login answer against the identity shape.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { openDatabase, type Database } from '../../db/client';
import { DEMO_PASSWORD, seedIfEmpty } from '../../db/seed';
import type { DeadManClock } from '../../service/dead-man';
import { createExchange, type Exchange } from '../../service/exchange';
import { exchangeApi } from '../app';
import { betfairApi } from './betfair-api';
import { JsonRpcError, KeepAliveLogoutResponse, LoginResponse, operationResults, RestFault } from './definitions';
import { copyMigratedStore } from '../../../../tests/support/pglite-template';
import { restOver, signInToken } from '../../../../tests/support/two-factor';

export const APP_KEY = 'test-app-key';
export { DEMO_PASSWORD };

export interface BetfairTestServer {
  url: string;
  exchange: Exchange;
  database: Database;
  close(): Promise<void>;
}

export async function startBetfairServer(options: { deadManClock?: DeadManClock } = {}): Promise<BetfairTestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'backlay-betfair-'));
  await copyMigratedStore(dir);
  const database = await openDatabase({ dataDir: dir });
  await seedIfEmpty(database.db);
  const exchange = await createExchange(database.db, undefined, { deadManClock: options.deadManClock });
  const app = Fastify({ logger: false });
  await app.register(exchangeApi(exchange), { prefix: '/api' });
  await app.register(betfairApi(exchange));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    exchange,
    database,
    async close() {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Api = keyof typeof operationResults;
const PREFIXES: Record<Api, string> = { betting: 'SportsAPING', account: 'AccountAPING', heartbeat: 'HeartbeatAPING' };
type ResultOf<A extends Api, N extends keyof (typeof operationResults)[A]> = (typeof operationResults)[A][N] extends z.ZodType ? z.infer<(typeof operationResults)[A][N]> : never;

/** Validates `value` against `schema`, failing the test with the first issue. */
export function conforms<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) expect.fail(`${what} does not conform to Betfair's definition: ${JSON.stringify(parsed.error.issues.slice(0, 3))}\n${JSON.stringify(value).slice(0, 800)}`);
  return parsed.data;
}

export function betfairClient(url: string) {
  const headers = (token?: string) => ({ 'content-type': 'application/json', 'x-application': APP_KEY, ...(token ? { 'x-authentication': token } : {}) });
  const identity = async (name: 'login' | 'keepAlive' | 'logout', init: RequestInit) => {
    const res = await fetch(`${url}/api/${name}`, { method: 'POST', ...init });
    expect(res.status).toBe(200);
    return conforms(name === 'login' ? LoginResponse : KeepAliveLogoutResponse, await res.json(), name);
  };
  return {
    login: (username: string, password: string, appKey: string | null = APP_KEY) =>
      identity('login', {
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...(appKey ? { 'x-application': appKey } : {}) },
        body: new URLSearchParams({ username, password }).toString(),
      }),
    keepAlive: (token: string) => identity('keepAlive', { headers: { accept: 'application/json', 'x-application': APP_KEY, 'x-authentication': token } }),
    logout: (token: string) => identity('logout', { headers: { accept: 'application/json', 'x-application': APP_KEY, 'x-authentication': token } }),

    /** One JSON-RPC call answered with a result: the result, checked against its operation's type. */
    async rpc<A extends Api, N extends keyof (typeof operationResults)[A] & string>(api: A, name: N, params: unknown, token?: string): Promise<ResultOf<A, N>> {
      const answer = await this.rpcRaw(api, { jsonrpc: '2.0', method: `${PREFIXES[api]}/v1.0/${name}`, params, id: 1 }, token);
      if ('error' in answer) expect.fail(`${name} refused: ${JSON.stringify(answer.error)}`);
      return conforms(operationResults[api][name] as z.ZodType, answer.result, name) as ResultOf<A, N>;
    },
    /** Any JSON-RPC body (a call or a batch); every answer's shape is checked. */
    async rpcRaw(api: Api, body: unknown, token?: string, rawBody?: string) {
      const res = await fetch(`${url}/exchange/${api}/json-rpc/v1`, { method: 'POST', headers: headers(token), body: rawBody ?? JSON.stringify(body) });
      expect(res.status).toBe(200);
      const json = (await res.json()) as unknown;
      for (const answer of [json].flat() as Array<{ jsonrpc: string; error?: unknown; result?: unknown }>) {
        expect(answer.jsonrpc).toBe('2.0');
        if (answer.error !== undefined) conforms(JsonRpcError, answer.error, 'JSON-RPC error');
      }
      return json as { jsonrpc: '2.0'; id: unknown; result?: unknown; error?: z.infer<typeof JsonRpcError> } & Record<string, unknown>;
    },
    /** One REST call: its status and body, the body checked (a result against its type, a 400 against the fault). */
    async rest<A extends Api, N extends keyof (typeof operationResults)[A] & string>(api: A, name: N, params: unknown, token?: string, extraHeaders: Record<string, string> = {}) {
      const res = await fetch(`${url}/exchange/${api}/rest/v1.0/${name}/`, { method: 'POST', headers: { ...headers(token), ...extraHeaders }, body: JSON.stringify(params) });
      const body = (await res.json()) as unknown;
      if (res.status === 200) return { status: 200 as const, result: conforms(operationResults[api][name] as z.ZodType, body, name) as ResultOf<A, N>, fault: null };
      expect(res.status).toBe(400);
      return { status: res.status, result: null, fault: conforms(RestFault, body, 'REST fault') };
    },
  };
}

/** The exception's errorCode of a JSON-RPC refusal. */
export function apingCode(error: z.infer<typeof JsonRpcError> | undefined): string | undefined {
  const data = error?.data as Record<string, { errorCode?: string }> | undefined;
  return data?.APINGException?.errorCode ?? data?.AccountAPINGException?.errorCode;
}

/** A call of Backlay's own REST API as the operator (settle a market, set its status …); answers its data. */
export async function asOperator(url: string, route: string, body: unknown): Promise<unknown> {
  const token = await signInToken(restOver(url), 'operator', DEMO_PASSWORD);
  const res = await fetch(`${url}/api${route}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: unknown }).data;
}

/** A clock whose time moves only when a test says: timers fire as `advance` passes them. */
export function manualClock(start = Date.now()) {
  let now = start;
  const timers = new Set<{ at: number; fire: () => void }>();
  return {
    now: () => now,
    setTimeout: (fire: () => void, ms: number) => {
      const timer = { at: now + ms, fire };
      timers.add(timer);
      return timer;
    },
    clearTimeout: (handle: unknown) => void timers.delete(handle as { at: number; fire: () => void }),
    advance(ms: number) {
      now += ms;
      for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
        if (timer.at > now) continue;
        timers.delete(timer);
        timer.fire();
      }
    },
    pending: () => timers.size,
  };
}
