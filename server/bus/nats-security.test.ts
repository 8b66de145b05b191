import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBusSecrets } from '../../scripts/lib/bus-secrets';
import { startNatsServer, type NatsServer } from '../../scripts/lib/nats-server';
import { natsUnavailable } from '../../tests/support/nats';
import { createBus } from './create-bus';
import { changeSubject } from './subjects';

/**
 * The bus locked (issue #49): nats-server with a password and TLS as `npm run cluster` runs it. A
 * process with BUS_USER, BUS_PASSWORD and BUS_TLS_CA publishes and reads the change stream; a client
 * without the password, with a wrong one, or without TLS is turned away at the door, so it can
 * neither publish a command nor read a change.
 */
const unavailable = natsUnavailable();

describe.skipIf(unavailable !== null)('NATS with credentials and TLS', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'backlay-nats-locked-'));
  const secrets = makeBusSecrets(path.join(dir, 'tls'));
  let server: NatsServer;
  beforeAll(async () => {
    server = await startNatsServer(path.join(dir, 'nats'), { security: secrets.server, timeoutMs: 60_000 });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets a process with the credentials and the CA publish and read the change stream', async () => {
    const bus = await createBus({ BUS_URL: server.url, ...secrets.env }, { name: 'locked-test' });
    try {
      const seen: unknown[] = [];
      const subject = changeSubject('market:locked-test');
      const sub = await bus.subscribe<{ n: number }>(subject, 'now', { change: (change) => void seen.push(change.data) });
      await bus.publish(subject, { n: 1 });
      for (let i = 0; seen.length === 0 && i < 100; i++) await new Promise((r) => setTimeout(r, 50));
      expect(seen).toEqual([{ n: 1 }]);
      await sub.stop();
    } finally {
      await bus.close();
    }
  });

  it('turns away a client without credentials, with a wrong password, or without TLS', async () => {
    const ca = { caFile: secrets.env.BUS_TLS_CA! };
    const attempt = (options: Parameters<typeof connect>[0]) => connect({ servers: server.url, reconnect: false, timeout: 5_000, ...options });
    // No credentials: the server refuses the connection, so nothing can be published or read on it.
    await expect(attempt({ tls: ca })).rejects.toThrow(/Authorization Violation|authorization/i);
    await expect(attempt({ tls: ca, user: 'backlay', pass: 'not-the-password' })).rejects.toThrow(/Authorization Violation|authorization/i);
    // The right password without TLS: the server requires TLS first.
    await expect(attempt({ user: 'backlay', pass: secrets.env.BUS_PASSWORD! })).rejects.toThrow();
    // Backlay's own bus without them fails to start rather than running open.
    await expect(createBus({ BUS_URL: server.url, BUS_TLS_CA: ca.caFile }, { name: 'no-credentials' })).rejects.toThrow(/Authorization|authorization|UNAVAILABLE/);
  });
});
