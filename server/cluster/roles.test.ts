import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../paths';
import { ConfigError, configFromEnv } from '../config';
import { makeInstanceId } from './instance-id';

/**
 * ROLE and what a cluster role needs (issue #33, docs/cluster-roles.md): `all` stays the default and
 * needs nothing; `exchange` and `gateway` refuse to start without the bus, the store (exchange) and the
 * shared forward key, with one clear line and exit code 1 — never a stack trace or a process that
 * runs alone on an in-memory bus.
 */
const cluster = { BUS_URL: 'nats://127.0.0.1:4222', DATABASE_URL: 'postgres://backlay@127.0.0.1:5432/postgres', GATEWAY_FORWARD_KEY: 'k'.repeat(32) };

describe('ROLE', () => {
  it('defaults to all, with the simulator on; a cluster role has it off unless asked', () => {
    expect(configFromEnv({})).toMatchObject({ role: 'all', busUrl: undefined, simulator: true });
    expect(configFromEnv({ ...cluster, ROLE: 'exchange' })).toMatchObject({ role: 'exchange', busUrl: cluster.BUS_URL, simulator: false });
    expect(configFromEnv({ ...cluster, ROLE: 'gateway', SIMULATOR: 'on' })).toMatchObject({ role: 'gateway', simulator: true });
    // A gateway has no store: DATABASE_URL is not needed.
    expect(configFromEnv({ BUS_URL: cluster.BUS_URL, GATEWAY_FORWARD_KEY: cluster.GATEWAY_FORWARD_KEY, ROLE: 'gateway' }).role).toBe('gateway');
    // ROLE=all on a NATS bus is allowed (one process, the bus outside).
    expect(configFromEnv({ BUS_URL: cluster.BUS_URL }).busUrl).toBe(cluster.BUS_URL);
  });

  it('refuses an unknown role, a bus URL that is not nats://, and a cluster role missing what it needs', () => {
    expect(() => configFromEnv({ ROLE: 'matcher' })).toThrow(new ConfigError("ROLE must be one of all, exchange, gateway, got 'matcher'"));
    expect(() => configFromEnv({ BUS_URL: 'http://127.0.0.1:4222' })).toThrow(ConfigError);
    expect(() => configFromEnv({ ROLE: 'gateway' })).toThrow(/ROLE=gateway runs in a cluster and needs BUS_URL \(nats:\/\/host:port\), GATEWAY_FORWARD_KEY/);
    expect(() => configFromEnv({ ...cluster, ROLE: 'exchange', DATABASE_URL: '' })).toThrow(/needs DATABASE_URL/);
    expect(() => configFromEnv({ ...cluster, ROLE: 'exchange', BUS_URL: '' })).toThrow(/needs BUS_URL/);
    expect(() => configFromEnv({ ...cluster, ROLE: 'gateway', GATEWAY_FORWARD_KEY: '' })).toThrow(/needs GATEWAY_FORWARD_KEY/);
  });

  it('server/main.ts with ROLE=exchange and no BUS_URL exits 1 with the reason on one line', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: projectRoot,
      env: { ...process.env, ROLE: 'exchange', BUS_URL: '', DATABASE_URL: '', GATEWAY_FORWARD_KEY: '', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'Backlay cannot start: ROLE=exchange runs in a cluster and needs BUS_URL (nats://host:port), DATABASE_URL (postgres://…), GATEWAY_FORWARD_KEY (the same secret on every process): see docs/cluster-roles.md. For one process on this machine, leave ROLE unset (ROLE=all).',
    );
  }, 120_000);
});

describe('instance id', () => {
  it('is host:pid:random, fitting PostgreSQL application_name with its prefix', () => {
    expect(makeInstanceId('exchange-1', 4242, 'a1b2c3d4')).toBe('exchange-1:4242:a1b2c3d4');
    const long = makeInstanceId('h'.repeat(200) + ' é', 4242, 'a1b2c3d4');
    expect(`backlay-exchange:${long}`.length).toBeLessThanOrEqual(63);
    expect(long).toMatch(/^h+:4242:a1b2c3d4$/);
    expect(makeInstanceId('ünï cödé', 1, 'ff')).toBe('_n__c_d_:1:ff');
  });
});
