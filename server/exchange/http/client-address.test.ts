import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../config';
import { FORWARD_KEY_HEADER, FORWARDED_ADDRESS_HEADER } from '../../forwarding';
import { clientOf, installClientForwarding } from './client-address';

const cluster = { ROLE: 'exchange', BUS_URL: 'nats://127.0.0.1:4222', DATABASE_URL: 'postgres://backlay@127.0.0.1:5432/postgres' };

describe('GATEWAY_FORWARD_KEY while it is rotated (docs/operations.md "Rotating secrets")', () => {
  it('sends the first key listed and accepts every one', () => {
    const config = configFromEnv({ ...cluster, GATEWAY_FORWARD_KEY: ' new-key , old-key ' });
    expect(config.forwardKey).toBe('new-key');
    expect(config.forwardKeys).toEqual(['new-key', 'old-key']);
    expect(configFromEnv({ ...cluster, GATEWAY_FORWARD_KEY: 'only' }).forwardKeys).toEqual(['only']);
  });

  it("believes a gateway's client address under any accepted key, and no other", async () => {
    const app = Fastify();
    installClientForwarding(app, ['new-key', 'old-key']);
    app.get('/who', async (request) => clientOf(request).address);
    try {
      const asked = async (key: string) => (await app.inject({ url: '/who', headers: { [FORWARD_KEY_HEADER]: key, [FORWARDED_ADDRESS_HEADER]: '203.0.113.7' } })).body;
      expect(await asked('new-key')).toBe('203.0.113.7');
      expect(await asked('old-key')).toBe('203.0.113.7');
      expect(await asked('other-key')).toBe('127.0.0.1');
      expect(await asked('new-key,old-key')).toBe('127.0.0.1');
    } finally {
      await app.close();
    }
  });
});
