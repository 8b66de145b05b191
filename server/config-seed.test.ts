import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from './config';

/** Issue #48: the demo seed and the simulator only for the embedded default store, or SEED=demo. */
describe('SEED and the simulator default', () => {
  const cluster = { BUS_URL: 'nats://127.0.0.1:4222', GATEWAY_FORWARD_KEY: 'k', DATABASE_URL: 'postgres://x/y' };

  it('npm start as it comes (ROLE=all, PGlite in ./data, NODE_ENV=production) is the demo, simulator on', () => {
    expect(configFromEnv({ NODE_ENV: 'production' })).toMatchObject({ seed: 'demo', simulator: true });
    expect(configFromEnv({ DATA_DIR: './data' })).toMatchObject({ seed: 'demo', simulator: true });
    expect(configFromEnv({ DATA_DIR: path.resolve('data') })).toMatchObject({ seed: 'demo' });
  });

  it('PostgreSQL, another data directory or a cluster role: the operator alone, simulator off', () => {
    expect(configFromEnv({ DATABASE_URL: 'postgres://x/y' })).toMatchObject({ seed: 'operator', simulator: false });
    expect(configFromEnv({ DATA_DIR: '/srv/backlay', NODE_ENV: 'production' })).toMatchObject({ seed: 'operator', simulator: false });
    expect(configFromEnv({ ...cluster, ROLE: 'exchange' })).toMatchObject({ seed: 'operator', simulator: false });
  });

  it('SEED says so outright; SIMULATOR=on is kept (main.ts refuses it on a store without the demo accounts)', () => {
    expect(configFromEnv({ SEED: 'demo', DATABASE_URL: 'postgres://x/y' })).toMatchObject({ seed: 'demo', simulator: true });
    expect(configFromEnv({ SEED: 'operator' })).toMatchObject({ seed: 'operator', simulator: false });
    expect(configFromEnv({ SEED: '', DATA_DIR: '/srv/x' })).toMatchObject({ seed: 'operator' });
    expect(configFromEnv({ DATABASE_URL: 'postgres://x/y', SIMULATOR: 'on' })).toMatchObject({ seed: 'operator', simulator: true });
    expect(configFromEnv({ OPERATOR_PASSWORD_FILE: '/run/secrets/op' })).toMatchObject({ operatorPasswordFile: '/run/secrets/op' });
    expect(() => configFromEnv({ SEED: 'yes' })).toThrow(ConfigError);
    expect(() => configFromEnv({ SEED: 'yes' })).toThrow("SEED must be one of demo, operator, got 'yes'");
  });
});
