import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpApp, startServer, type RunningServer } from '../app';
import { configFromEnv } from '../config';
import { copyMigratedStore } from '../../tests/support/pglite-template';
import { Readiness } from './health';
import { classify } from './routes';
import { signInGraphql, type GraphqlCall } from '../../tests/support/two-factor';

vi.setConfig({ testTimeout: 90_000 });

describe('classify: the bounded labels of a request', () => {
  it('names the API and whether it places bets, never an id', () => {
    expect(classify({ method: 'POST', url: '/graphql', body: { query: 'mutation P($i: PlaceBetInput!) { placeBet(input: $i) { betId } }' } })).toEqual({ api: 'graphql', op: 'bet' });
    expect(classify({ method: 'POST', url: '/graphql', body: { query: '{ me { userName } }' } })).toEqual({ api: 'graphql', op: 'other' });
    expect(classify({ method: 'POST', url: '/api/bets/place', body: {} })).toEqual({ api: 'rest', op: 'bet' });
    expect(classify({ method: 'GET', url: '/api/markets/1.23?x=1', body: undefined })).toEqual({ api: 'rest', op: 'other' });
    expect(classify({ method: 'POST', url: '/exchange/betting/json-rpc/v1', body: { method: 'SportsAPING/v1.0/placeOrders' } })).toEqual({ api: 'betfair', op: 'bet' });
    expect(classify({ method: 'POST', url: '/exchange/betting/json-rpc/v1', body: [{ method: 'SportsAPING/v1.0/listMarketBook' }] })).toEqual({ api: 'betfair', op: 'other' });
    expect(classify({ method: 'POST', url: '/exchange/betting/rest/v1.0/placeOrders/', body: {} })).toEqual({ api: 'betfair', op: 'bet' });
    expect(classify({ method: 'POST', url: '/api/login', body: {} })).toEqual({ api: 'betfair', op: 'other' });
    expect(classify({ method: 'GET', url: '/metrics', body: undefined })).toEqual({ api: 'other', op: 'other' });
  });
});

describe('Readiness', () => {
  it('is ready when every check passes, and names a failing or slow one with its time', async () => {
    const readiness = new Readiness(50);
    readiness.add('fine', async () => 'all good');
    expect(await readiness.run()).toMatchObject({ ready: true, checks: { fine: { ok: true, detail: 'all good' } } });
    readiness.add('broken', async () => {
      throw new Error('store down');
    });
    readiness.add('slow', () => new Promise(() => {}));
    const { ready, checks } = await readiness.run();
    expect(ready).toBe(false);
    expect(checks.broken).toMatchObject({ ok: false, detail: 'store down' });
    expect(checks.slow).toMatchObject({ ok: false, detail: 'no answer within 50 ms' });
    expect(checks.slow!.ms).toBeGreaterThanOrEqual(45);
  });

  it('answers not ready once draining', async () => {
    const readiness = new Readiness();
    readiness.add('fine', async () => {});
    readiness.drain();
    expect(await readiness.run()).toMatchObject({ ready: false, checks: { draining: { ok: false } } });
  });
});

describe('METRICS_TOKEN', () => {
  it('asks for the bearer token on /metrics only; /livez and /readyz stay open', async () => {
    expect(configFromEnv({ METRICS_TOKEN: 's3cret' }).metricsToken).toEqual(['s3cret']);
    expect(configFromEnv({}).metricsToken).toBeUndefined();
    const app = createHttpApp({ ...configFromEnv({}), metricsToken: 's3cret' });
    try {
      expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
      expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong!' } })).statusCode).toBe(401);
      const ok = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer s3cret' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect((await app.inject({ url: '/livez' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('accepts each token listed while one is rotated (comma-separated), and no other', async () => {
    const app = createHttpApp(configFromEnv({ METRICS_TOKEN: 'old-token, new-token' }));
    try {
      const scrape = async (token: string) => (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).statusCode;
      expect([await scrape('old-token'), await scrape('new-token'), await scrape('other'), await scrape('old-token, new-token')]).toEqual([200, 200, 401, 401]);
    } finally {
      await app.close();
    }
  });
});

describe('/metrics, /livez and /readyz as npm start serves them', () => {
  let server: RunningServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-metrics-'));
    await copyMigratedStore(dir);
    server = await startServer({ ...configFromEnv({}), port: 0, dataDir: dir, simulator: false, staticDir: path.join(dir, 'no-spa') });
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is live, and ready with its store answering', async () => {
    expect(await (await fetch(`${server.url}/livez`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as { status: string; checks: Record<string, { ok: boolean; ms: number }> };
    expect(body.status).toBe('ready');
    expect(Object.keys(body.checks)).toEqual(['store']);
    expect(body.checks.store!.ok).toBe(true);
    // The old health answer is unchanged for its callers.
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok' });
  });

  it('serves the Prometheus text format with the runtime, bet path, admission and business figures', async () => {
    await fetch(`${server.url}/api/health`);
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_gc_duration_seconds',
      'backlay_event_loop_utilization',
      'backlay_bet_batch_size',
      'backlay_bet_batch_commit_seconds',
      'backlay_admission_admitted_total',
      'backlay_admission_refused_total{reason="paced"}',
      'backlay_live_connections{channel="graphql_ws"}',
      'backlay_bets_placed_total',
      'backlay_open_exposure_paise',
      'backlay_commission_paise',
      'backlay_banking_pending{kind="withdrawal"}',
      'backlay_markets_awaiting_settlement',
    ]) {
      expect(text, name).toContain(name);
    }
    expect(text).toMatch(/backlay_http_request_duration_seconds_count\{api="rest",op="other",status="2xx"\} [1-9]/);
    // No id of a user, bet or market is ever a label.
    expect(text).not.toMatch(/(user|bet|market)_?id=/i);
  });

  /** One sample's value in a scrape (0 when absent): `name` with its labels exactly as served. */
  const sample = (text: string, series: string): number => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };
  const scrape = async () => (await fetch(`${server.url}/metrics`)).text();

  it('moves the bet path and business figures by what bets over GraphQL, REST and the Betfair API did', async () => {
    const marketId = '41002.mo';
    const [demo, mm1, mm2] = [await login('demo'), await login('mm1'), await login('mm2')];
    const series = [
      'backlay_bet_batch_size_count',
      'backlay_bet_batch_size_sum',
      'backlay_bet_batch_commit_seconds_count',
      'backlay_bets_placed_total',
      'backlay_bets_matched_total',
      'backlay_matched_volume_paise_total',
      ...['rest', 'graphql', 'betfair'].map((api) => `backlay_http_request_duration_seconds_count{api="${api}",op="bet",status="2xx"}`),
    ];
    const figures = (text: string) => Object.fromEntries(series.map((name) => [name, sample(text, name)]));
    const before = figures(await scrape());

    // REST: demo backs ₹25 at 3.0 on an empty book: it rests.
    const rest = await fetch(`${server.url}/api/bets/place`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${demo}` },
      body: JSON.stringify({ marketId, side: 'BACK', size: 2_500, idempotencyKey: 'metrics-rest', selection: { kind: 'exchange', runnerId: '1', price: 3 } }),
    });
    expect(((await rest.json()) as { data: { sizeMatched: number } }).data.sizeMatched).toBe(0);
    // GraphQL: mm1 lays ₹10 at 3.0: matched against demo's resting back, which matches for the first time.
    const placed = await gql(
      `mutation { placeBet(input: { marketId: "${marketId}", side: LAY, size: 1000, idempotencyKey: "metrics-graphql", selection: { exchange: { runnerId: "1", price: 3 } } }) { sizeMatched } }`,
      mm1,
    );
    expect(placed.data?.placeBet, JSON.stringify(placed.errors)).toEqual({ sizeMatched: 1000 });
    // Betfair: mm2 lays ₹15 at 3.0: the rest of demo's back (already counted as matched).
    const betfair = await fetch(`${server.url}/exchange/betting/json-rpc/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-application': 'metrics-test', 'x-authentication': mm2 },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'SportsAPING/v1.0/placeOrders', params: { marketId, instructions: [{ orderType: 'LIMIT', selectionId: 1, side: 'LAY', limitOrder: { size: 15, price: 3, persistenceType: 'LAPSE' } }] } }),
    });
    expect(((await betfair.json()) as { result: { instructionReports: Array<{ sizeMatched: number }> } }).result.instructionReports[0]!.sizeMatched).toBe(15);

    const after = figures(await scrape());
    const moved = Object.fromEntries(series.map((name) => [name, after[name]! - before[name]!]));
    expect(moved).toEqual({
      // Three bets one after another: three group-commit batches of one.
      backlay_bet_batch_size_count: 3,
      backlay_bet_batch_size_sum: 3,
      backlay_bet_batch_commit_seconds_count: 3,
      backlay_bets_placed_total: 3,
      // mm1's and mm2's lays on arrival, and demo's back once, when it first matched while resting.
      backlay_bets_matched_total: 3,
      // Each trade once: ₹10 and ₹15.
      backlay_matched_volume_paise_total: 2_500,
      // One bet through each API (the in-process gateway places GraphQL's without a REST request).
      'backlay_http_request_duration_seconds_count{api="rest",op="bet",status="2xx"}': 1,
      'backlay_http_request_duration_seconds_count{api="graphql",op="bet",status="2xx"}': 1,
      'backlay_http_request_duration_seconds_count{api="betfair",op="bet",status="2xx"}': 1,
    });
  });

  const gql = async (query: string, token?: string) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
    return (await res.json()) as { data?: Record<string, unknown>; errors?: Array<{ extensions?: { code?: string } }> };
  };
  const login = async (username: string) =>
    (
      await signInGraphql(async (query, variables) => {
        const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
        return (await res.json()) as Awaited<ReturnType<GraphqlCall>>;
      }, username)
    ).token;
  const STATUS = '{ systemStatus { sampledEveryMs processes { instanceId role ready silent notReady partitions betsPerSecond p99Ms loopDelayMs busLagMs sampledAt history { at betsPerSecond loopDelayMs } } } }';

  it('answers systemStatus to the operator from its own samples, and PERMISSION_DENIED to anyone else', async () => {
    const operator = await login('operator');
    let processes: Array<{ role: string; ready: boolean; silent: boolean; partitions: number | null; history: unknown[]; loopDelayMs: number }> = [];
    const until = Date.now() + 15_000;
    while (Date.now() < until) {
      const answer = await gql(STATUS, operator);
      expect(answer.errors).toBeUndefined();
      const status = answer.data!.systemStatus as { sampledEveryMs: number; processes: typeof processes };
      expect(status.sampledEveryMs).toBe(2000);
      processes = status.processes;
      if (processes[0] && processes[0].history.length >= 2) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(processes).toHaveLength(1);
    expect(processes[0]).toMatchObject({ role: 'all', ready: true, silent: false, partitions: null });
    expect(processes[0]!.loopDelayMs).toBeGreaterThanOrEqual(0);
    expect((await gql(STATUS, await login('demo'))).errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    expect((await gql(STATUS)).errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
  });
});
