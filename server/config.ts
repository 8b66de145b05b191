import path from 'node:path';
import { busSecurityFromEnv, BusSecurityError } from './bus/bus-security';
import { secretList } from './forwarding';
import type { Admission, AdmissionOptions } from './exchange/service/admission';
import type { WarmUpOptions } from './exchange/service/warm-up';
import { DEFAULT_RETENTION, type RetentionOptions } from './exchange/service/retention';

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  siteKey: string;
  simulator: boolean;
  /**
   * The feed adapters this process runs (FEEDS, comma-separated; server/feeds, docs/feeds.md), the
   * simulator among them when `simulator` is on: SIMULATOR=on and FEEDS=simulator mean the same.
   */
  feeds: string[];
  /**
   * What a first start puts in an empty store (SEED, issue #48): `demo` the demo world (its accounts
   * with the published password, its markets); `operator` only the site and the operator, who sets a
   * password through a setup link or OPERATOR_PASSWORD_FILE. A store with a site is never seeded again.
   */
  seed: SeedMode;
  /** File holding the operator's first password (OPERATOR_PASSWORD_FILE); read only while it is unset. */
  operatorPasswordFile?: string | undefined;
  /** Directory of the built SPA (vite build output). */
  staticDir: string;
  /** Directory of the built Storybook (`npm run build-storybook`), served at /storybook/ when it exists. */
  storybookDir?: string;
  /** Proxies whose X-Forwarded-For is believed (Fastify trustProxy: addresses or CIDRs); empty: none. */
  trustedProxies: string[];
  /** Key the gateway sends with the real client's address (GATEWAY_FORWARD_KEY's first); undefined: a random one per start. */
  forwardKey: string | undefined;
  /** Every key accepted from a gateway or another exchange (GATEWAY_FORWARD_KEY lists several while it is rotated); empty: the random one. */
  forwardKeys?: string[];
  /** TCP port of the Betfair Exchange Stream API (STREAM_PORT, docs/trading-api.md); 0 or absent: no TCP listener. */
  streamPort?: number;
  /** Admission in front of the betting path (docs/overload.md): its options (or one made already), or false for none (ADMISSION=off). Default: on. */
  admission?: AdmissionOptions | Admission | false;
  /**
   * The betting path warmed before the process listens (server/exchange/service/warm-up.ts, issue #51):
   * its options, or false/absent for none. `configFromEnv`: on under NODE_ENV=production (`npm start`) or
   * WARM_UP=on, off under WARM_UP=off or otherwise; WARM_UP_MS its time cap (default 1,500; warm-up.ts).
   */
  warmUp?: WarmUpOptions | false;
  /**
   * What this process is (ROLE, docs/cluster-roles.md): `all` (default: exchange, gateway and SPA in
   * one process, the embedded default), `exchange` (store, matching, REST and the Betfair API; no SPA
   * or GraphQL) or `gateway` (GraphQL, graphql-ws, SPA; no store: every exchange call goes over the bus).
   */
  role?: Role;
  /** The bus (BUS_URL, nats://host:port); undefined: the in-memory bus of one process. */
  busUrl?: string | undefined;
  /** METRICS_TOKEN: when set, GET /metrics asks for `Authorization: Bearer <token>`, any of the tokens listed (comma-separated while one is rotated; docs/operations.md#monitoring); unset: open. */
  metricsToken?: string | readonly string[] | undefined;
  /**
   * DRAIN_NOTICE_MS: how long a gateway stopping on SIGTERM keeps serving after its /readyz turned 503,
   * before it tells its WebSocket clients to reconnect — the time its load balancer needs to see the
   * 503 (default 2,000: `npm run cluster`'s balancer asks every second). docs/operations.md.
   */
  drainNoticeMs?: number;
  /**
   * The exchange's pruning of idempotency replies and lease history (server/exchange/service/retention.ts,
   * docs/operations.md#data-retention), or false for none (PRUNE_INTERVAL_SECONDS=0). `configFromEnv`:
   * IDEMPOTENCY_RETENTION_HOURS (24), LEASE_HISTORY_RETENTION_DAYS (7), PRUNE_INTERVAL_SECONDS (60),
   * PRUNE_BATCH_SIZE (1,000). Absent: none.
   */
  retention?: RetentionOptions | false;
}

export const ROLES = ['all', 'exchange', 'gateway'] as const;
export type SeedMode = 'demo' | 'operator';
export const SEED_MODES = ['demo', 'operator'] as const;

/** The data directory `npm start` uses when DATA_DIR is not set. */
export const DEFAULT_DATA_DIR = './data';

/**
 * SEED, or when it is unset the demo signal: the embedded process (ROLE=all) on PGlite in the default
 * data directory, which is what a bare `npm start` is (it sets NODE_ENV=production itself, so
 * NODE_ENV says nothing). PostgreSQL (DATABASE_URL), any other DATA_DIR or a cluster role: the operator only.
 */
export function seedModeFromEnv(env: NodeJS.ProcessEnv, role: Role): SeedMode {
  const seed = env.SEED || undefined;
  if (seed !== undefined) {
    if (!(SEED_MODES as readonly string[]).includes(seed)) throw new ConfigError(`SEED must be one of ${SEED_MODES.join(', ')}, got '${seed}'`);
    return seed as SeedMode;
  }
  const defaultDir = !env.DATA_DIR || path.resolve(env.DATA_DIR) === path.resolve(DEFAULT_DATA_DIR);
  return role === 'all' && !env.DATABASE_URL && defaultDir ? 'demo' : 'operator';
}
export type Role = (typeof ROLES)[number];

/** A configuration this process cannot start with: main.ts prints the message alone and exits 1. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads configuration from the environment; the README's Configuration section lists each variable. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be an integer 0-65535, got '${env.PORT}'`);
  const streamPort = Number(env.STREAM_PORT || 0);
  if (!Number.isInteger(streamPort) || streamPort < 0 || streamPort > 65535) throw new ConfigError(`STREAM_PORT must be an integer 0-65535, got '${env.STREAM_PORT}'`);
  const role = roleFromEnv(env);
  const drainNoticeMs = Number(env.DRAIN_NOTICE_MS || 2_000);
  if (!Number.isInteger(drainNoticeMs) || drainNoticeMs < 0 || drainNoticeMs > 600_000) throw new ConfigError(`DRAIN_NOTICE_MS must be an integer 0-600000 (ms), got '${env.DRAIN_NOTICE_MS}'`);
  const busUrl = env.BUS_URL || undefined;
  if (busUrl !== undefined && !/^(nats|tls):\/\/[^\s/]+/.test(busUrl)) throw new ConfigError(`BUS_URL must be nats://host:port (or tls://host:port), got '${busUrl}'`);
  try {
    busSecurityFromEnv(env);
  } catch (err) {
    if (err instanceof BusSecurityError) throw new ConfigError(err.message);
    throw err;
  }
  if (role !== 'all') {
    // A cluster process alone on an in-memory bus would reach nobody; a shared key lets the exchanges
    // believe the real client address the gateways forward (login throttling, the activity log).
    const missing = [!busUrl && 'BUS_URL (nats://host:port)', role === 'exchange' && !env.DATABASE_URL && 'DATABASE_URL (postgres://…)', !env.GATEWAY_FORWARD_KEY && 'GATEWAY_FORWARD_KEY (the same secret on every process)'].filter(Boolean);
    if (missing.length) throw new ConfigError(`ROLE=${role} runs in a cluster and needs ${missing.join(', ')}: see docs/cluster-roles.md. For one process on this machine, leave ROLE unset (ROLE=all).`);
  }
  const seed = seedModeFromEnv(env, role);
  const listed = (env.FEEDS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  // The simulator trades with the demo's accounts: on by default only in the demo's one process. In a cluster it runs
  // once, where it is asked for (SIMULATOR=on on one gateway); main.ts refuses it where the demo accounts are missing.
  const simulator = listed.includes('simulator') || (env.SIMULATOR ?? (role === 'all' && seed === 'demo' ? 'on' : 'off')) !== 'off';
  return {
    role,
    busUrl,
    seed,
    operatorPasswordFile: env.OPERATOR_PASSWORD_FILE || undefined,
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: path.resolve(env.DATA_DIR ?? DEFAULT_DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
    siteKey: env.SITE_KEY ?? 'demo',
    simulator,
    feeds: simulator ? ['simulator', ...listed.filter((name) => name !== 'simulator')] : listed,
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    storybookDir: path.resolve(env.STORYBOOK_DIR ?? './storybook-static'),
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    forwardKey: secretList(env.GATEWAY_FORWARD_KEY)[0],
    forwardKeys: secretList(env.GATEWAY_FORWARD_KEY),
    streamPort,
    admission: env.ADMISSION === 'off' ? false : {},
    // On for `npm start` (NODE_ENV=production) or WARM_UP=on; the test suites' servers start without it.
    warmUp: env.WARM_UP === 'off' || (env.WARM_UP !== 'on' && env.NODE_ENV !== 'production') ? false : env.WARM_UP_MS ? { budgetMs: Number(env.WARM_UP_MS) } : {},
    metricsToken: secretList(env.METRICS_TOKEN).length ? secretList(env.METRICS_TOKEN) : undefined,
    drainNoticeMs,
    retention: retentionFromEnv(env),
  };
}

/** The retention variables (README's table), each an integer within its bounds; unset or empty: the default. */
export function retentionFromEnv(env: NodeJS.ProcessEnv): RetentionOptions | false {
  const integer = (name: string, fallback: number, min: number, max: number, unit: string): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) throw new ConfigError(`${name} must be an integer ${min}-${max} (${unit}), got '${raw}'`);
    return value;
  };
  const HOUR_MS = 3_600_000;
  const intervalSeconds = integer('PRUNE_INTERVAL_SECONDS', DEFAULT_RETENTION.intervalMs / 1_000, 0, 86_400, 'seconds; 0: no pruning');
  const options: RetentionOptions = {
    ...DEFAULT_RETENTION,
    idempotencyMs: integer('IDEMPOTENCY_RETENTION_HOURS', DEFAULT_RETENTION.idempotencyMs / HOUR_MS, 1, 8_760, 'hours') * HOUR_MS,
    leaseHistoryMs: integer('LEASE_HISTORY_RETENTION_DAYS', DEFAULT_RETENTION.leaseHistoryMs / (24 * HOUR_MS), 1, 3_650, 'days') * 24 * HOUR_MS,
    intervalMs: intervalSeconds * 1_000,
    batchSize: integer('PRUNE_BATCH_SIZE', DEFAULT_RETENTION.batchSize, 1, 100_000, 'rows'),
  };
  return intervalSeconds === 0 ? false : options;
}

function roleFromEnv(env: NodeJS.ProcessEnv): Role {
  const role = env.ROLE || 'all';
  if (!(ROLES as readonly string[]).includes(role)) throw new ConfigError(`ROLE must be one of ${ROLES.join(', ')}, got '${role}'`);
  return role as Role;
}
