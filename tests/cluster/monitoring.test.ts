import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port';
import { repoRoot } from '../../scripts/lib/server-child';
import { clusterUnavailable, startTempCluster, type TempCluster } from '../support/cluster';
import pg from 'pg';
import { gql, login, placeBet } from './graphql-client';
import { OrdersSubscriber } from './orders-subscriber';
import { exchangeMarkets } from './store-checks';

/**
 * A real Prometheus (Debian's `prometheus`) scrapes every process of `npm run cluster`'s topology (3
 * exchanges, 2 gateways) every second with the repo's alert rules (ops/prometheus/alerts.yml), evaluated
 * every second. Every process is up and ready, and the exchanges' metrics show the 32 partitions held.
 * Then exchange-1 is killed with -9: BacklayProcessDown fires for it (after its `for: 30s`) and the
 * partitions it held are served by the others — their partition moves count them — and bets placed
 * through a gateway then move the bus's figures by at least what they did: the gateway's command round
 * trips, the exchanges' publishes, the gateway's consumption of the changes its subscriber follows; it
 * is started again on the same port, and the alert resolves.
 */
const prometheusBin = spawnSync('sh', ['-c', 'command -v prometheus'], { encoding: 'utf8' }).stdout.trim();
const unavailable = clusterUnavailable() ?? (prometheusBin ? null : 'Prometheus is not installed (apt-get install prometheus)');
if (unavailable) console.warn(`monitoring cluster test skipped: ${unavailable}`);

/** Polls `ready` every second until it holds; on timeout fails with `what` and the logs as they are then. */
async function waitFor(ready: () => Promise<boolean>, options: { timeoutMs: number; what: string; context?: () => string }): Promise<void> {
  const until = Date.now() + options.timeoutMs;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${options.what}\n${options.context?.() ?? ''}`);
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

/** The sum of a metric's samples in one process's scrape (every label set, or those whose labels contain `having`). */
async function total(url: string, name: string, having = ''): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) && line.includes(having))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}
const totalOf = async (procs: Array<{ url: string }>, name: string, having = '') => (await Promise.all(procs.map((p) => total(p.url, name, having)))).reduce((a, b) => a + b, 0);

interface Alert {
  labels: Record<string, string>;
  state: 'pending' | 'firing';
}

describe.skipIf(unavailable !== null)('Prometheus scraping a cluster, with the repo\'s alert rules', () => {
  let cluster: TempCluster;
  let prometheus: ChildProcess | null = null;
  let promUrl = '';
  let promLog = '';
  let dir = '';
  let exchangePort = 0;

  const api = async <T,>(pathAndQuery: string): Promise<T> => {
    const res = await fetch(`${promUrl}${pathAndQuery}`, { signal: AbortSignal.timeout(5_000) });
    const body = (await res.json()) as { status: string; data: T };
    if (body.status !== 'success') throw new Error(`${pathAndQuery}: ${JSON.stringify(body)}`);
    return body.data;
  };
  const query = async (expr: string) => (await api<{ result: Array<{ metric: Record<string, string>; value: [number, string] }> }>(`/api/v1/query?query=${encodeURIComponent(expr)}`)).result;
  const alerts = async () => (await api<{ alerts: Alert[] }>('/api/v1/alerts')).alerts;
  const downAlert = async () => (await alerts()).find((a) => a.labels.alertname === 'BacklayProcessDown' && a.labels.name === 'exchange-1');
  const context = () => `${cluster?.logs() ?? ''}\n--- prometheus:\n${promLog.slice(-3000)}`;

  beforeAll(async () => {
    exchangePort = await freePort();
    // exchange-1 on a fixed port, so the one started again after its kill is the same scrape target.
    cluster = await startTempCluster({ envOf: (name): Record<string, string> => (name === 'exchange-1' ? { PORT: String(exchangePort) } : {}) });
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-prometheus-'));
    const target = (p: { url: string; name: string; role: string }) => ({ targets: [new URL(p.url).host], labels: { role: p.role, name: p.name } });
    const config = {
      global: { scrape_interval: '1s', scrape_timeout: '1s', evaluation_interval: '1s' },
      rule_files: [path.join(repoRoot, 'ops/prometheus/alerts.yml')],
      scrape_configs: [{ job_name: 'backlay', static_configs: [...cluster.exchanges, ...cluster.gateways].map(target) }],
    };
    // JSON is YAML: Prometheus reads it as it is.
    writeFileSync(path.join(dir, 'prometheus.yml'), JSON.stringify(config, null, 2));
    const promPort = await freePort();
    promUrl = `http://127.0.0.1:${promPort}`;
    prometheus = spawn(prometheusBin, [`--config.file=${path.join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${promPort}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [prometheus.stdout, prometheus.stderr]) stream?.on('data', (chunk: Buffer) => (promLog += chunk.toString()));
    await waitFor(
      async () => (await fetch(`${promUrl}/-/ready`).catch(() => null))?.status === 200,
      { timeoutMs: 60_000, what: 'Prometheus ready' },
    );
  });

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus!.once('exit', resolve));
      prometheus.kill('SIGTERM');
      await exited;
    }
    await cluster?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('scrapes every process up and ready, with the partitions all held', async () => {
    for (const proc of [...cluster.exchanges, ...cluster.gateways]) {
      const ready = await fetch(`${proc.url}/readyz`);
      expect(ready.status, `${proc.name} /readyz: ${await ready.clone().text()}`).toBe(200);
      expect(((await ready.json()) as { checks: Record<string, unknown> }).checks).toHaveProperty(proc.role === 'exchange' ? 'partitions' : 'exchange');
    }
    await waitFor(async () => (await query('sum(up{job="backlay"})'))[0]?.value[1] === '5', { timeoutMs: 60_000, what: '5 targets up', context });
    await waitFor(async () => (await query('sum(backlay_partitions_owned)'))[0]?.value[1] === '32', { timeoutMs: 60_000, what: '32 partitions owned', context });
    expect((await query('max(backlay_partitions_unowned)'))[0]?.value[1]).toBe('0');
    // Each exchange's target is its part of one even split: they add up to the 32, and each owns its own.
    await waitFor(async () => (await query('sum(backlay_partitions_target)'))[0]?.value[1] === '32', { timeoutMs: 10_000, what: 'targets adding up to 32', context });
    expect(await query('backlay_partitions_owned != backlay_partitions_target')).toEqual([]);
    expect(await query('backlay_bus_connected{role="gateway"} == 1')).toHaveLength(2);
    expect(await downAlert()).toBeUndefined();
    // The System page's figures, from the samples every process broadcasts over NATS, through either gateway.
    type Status = { systemStatus: { processes: Array<{ role: string; ready: boolean; silent: boolean; partitions: number | null; history: unknown[] }> } };
    const STATUS = '{ systemStatus { processes { role ready silent partitions history { at } } } }';
    for (const gateway of cluster.gateways) {
      const token = await login(gateway.url, 'operator', 'demo-password');
      await waitFor(
        async () => {
          const answer = await gql<Status>(gateway.url, STATUS, {}, token);
          const processes = answer.data?.systemStatus.processes ?? [];
          return (
            processes.filter((p) => p.role === 'exchange').length === 3 &&
            processes.filter((p) => p.role === 'gateway').length === 2 &&
            processes.every((p) => p.ready && !p.silent && p.history.length > 0) &&
            processes.reduce((n, p) => n + (p.partitions ?? 0), 0) === 32
          );
        },
        { timeoutMs: 30_000, what: `${gateway.name}'s systemStatus with 5 ready processes and 32 partitions`, context },
      );
      expect((await gql<Status>(gateway.url, STATUS, {}, await login(gateway.url, 'demo', 'demo-password'))).code).toBe('PERMISSION_DENIED');
    }
  });

  it('fires BacklayProcessDown when an exchange is killed, counts the partition moves and the bus traffic, and resolves it when it is back', async () => {
    const survivors = cluster.exchanges.slice(1);
    const heldByKilled = await total(cluster.exchanges[0]!.url, 'backlay_partitions_owned');
    expect(heldByKilled).toBeGreaterThan(0);
    const acquiredBefore = await totalOf(survivors, 'backlay_partition_moves_total', 'direction="acquired"');
    await cluster.killExchange(0);
    await waitFor(async () => (await downAlert())?.state === 'firing', { timeoutMs: 120_000, what: 'BacklayProcessDown firing for exchange-1', context });
    const alert = (await downAlert())!;
    expect(alert.labels).toMatchObject({ severity: 'critical', role: 'exchange', instance: `127.0.0.1:${exchangePort}` });
    // Its partitions went to the other two, each move counted where it was taken.
    await waitFor(async () => (await query('sum(backlay_partitions_owned)'))[0]?.value[1] === '32', { timeoutMs: 60_000, what: 'the others own all 32', context });
    expect((await totalOf(survivors, 'backlay_partition_moves_total', 'direction="acquired"')) - acquiredBefore, 'partitions the others acquired').toBeGreaterThanOrEqual(heldByKilled);

    // Bets through gateway-1 while mm1's orders are followed there: each one command, at least one publish, one change consumed.
    const gatewayOne = cluster.gateways[0]!;
    const mm1 = await login(gatewayOne.url, 'mm1', 'demo-password');
    const subscriber = new OrdersSubscriber(mm1, gatewayOne.url);
    const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
    try {
      await subscriber.start(gatewayOne.url);
      const markets = (await exchangeMarkets(pool)).slice(0, 5);
      const before = {
        commands: await total(gatewayOne.url, 'backlay_bus_command_seconds_count'),
        consumed: await total(gatewayOne.url, 'backlay_bus_consume_lag_seconds_count'),
        published: await totalOf(survivors, 'backlay_bus_publish_seconds_count'),
      };
      const BETS = 20;
      const seenBefore = subscriber.seen.length;
      for (let i = 0; i < BETS; i++) {
        const market = markets[i % markets.length]!;
        // A lay at 1.2 rests: one order change each.
        const placed = await placeBet(gatewayOne.url, mm1, { idempotencyKey: `monitoring-${Date.now()}-${i}`, marketId: market.marketId, side: 'LAY', size: 2_000, runnerId: market.runners[0]!, price: 1.2 });
        expect(placed.code, `bet ${i}`).toBeUndefined();
      }
      await waitFor(async () => subscriber.seen.length - seenBefore >= BETS, { timeoutMs: 60_000, what: `${BETS} order changes at mm1's subscriber`, context });
      const moved = {
        commands: (await total(gatewayOne.url, 'backlay_bus_command_seconds_count')) - before.commands,
        consumed: (await total(gatewayOne.url, 'backlay_bus_consume_lag_seconds_count')) - before.consumed,
        published: (await totalOf(survivors, 'backlay_bus_publish_seconds_count')) - before.published,
      };
      expect(moved.commands, "gateway-1's command round trips").toBeGreaterThanOrEqual(BETS);
      expect(moved.published, "the exchanges' publishes").toBeGreaterThanOrEqual(BETS);
      expect(moved.consumed, "gateway-1's changes consumed").toBeGreaterThanOrEqual(BETS);
    } finally {
      await subscriber.stop();
      await pool.end();
    }
    // The System page shows it silent, not ready.
    const gateway = cluster.gateways[0]!;
    const token = await login(gateway.url, 'operator', 'demo-password');
    type Status = { systemStatus: { processes: Array<{ role: string; ready: boolean; silent: boolean }> } };
    await waitFor(
      async () => {
        const processes = (await gql<Status>(gateway.url, '{ systemStatus { processes { role ready silent } } }', {}, token)).data?.systemStatus.processes ?? [];
        return processes.filter((p) => p.role === 'exchange' && p.silent && !p.ready).length === 1;
      },
      { timeoutMs: 30_000, what: 'the killed exchange silent on the System page', context },
    );

    const again = await cluster.start('exchange', 'exchange-1');
    expect(new URL(again.url).port).toBe(String(exchangePort));
    await waitFor(async () => (await downAlert()) === undefined, { timeoutMs: 120_000, what: 'BacklayProcessDown resolved', context });
    await waitFor(async () => (await fetch(`${again.url}/readyz`)).status === 200, { timeoutMs: 60_000, what: 'exchange-1 ready again' });
    expect((await query('up{name="exchange-1"}'))[0]?.value[1]).toBe('1');
  });
});
