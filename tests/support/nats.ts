/**
 * A throwaway nats-server with JetStream for tests of the NATS bus (issue #33): on 127.0.0.1 and a
 * free port, its store in a temporary directory (or a given one), with handles to stop it cleanly,
 * kill -9 it, and start it again on the same port and store. Runs Debian's nats-server through
 * scripts/lib/nats-server.ts (the cluster's own runner); `natsUnavailable()` says why it cannot run
 * here, for a skip with a printed reason as tests/support/postgres.ts does for PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findNatsServer, startNatsServer } from '../../scripts/lib/nats-server';
import { missingService } from './needed-service';

export interface TempNats {
  url: string;
  port: number;
  storeDir: string;
  /** Stops the server for good (SIGTERM) and removes a store directory this helper made. */
  stop(): Promise<void>;
  /** Stops it (SIGTERM: JetStream flushed; SIGKILL: a crash) and starts it again on the same port and store. */
  restart(signal?: NodeJS.Signals): Promise<void>;
  /** kill -9: the server stays down until restart(). */
  crash(): Promise<void>;
}

/** Why nats-server cannot run here, or null when it can. */
export function natsUnavailable(): string | null {
  return findNatsServer() ? null : missingService('nats-server is not installed (apt-get install nats-server)');
}

/** Starts nats-server -js; null (after printing why) when it is not installed. Always JetStream (`jetstream: true`). */
export async function startTempNats(options: { jetstream?: true; storeDir?: string } = {}): Promise<TempNats | null> {
  const missing = natsUnavailable();
  if (missing) {
    console.warn(`startTempNats: ${missing}; the NATS tests are skipped`);
    return null;
  }
  const ownDir = options.storeDir === undefined;
  const storeDir = options.storeDir ?? mkdtempSync(path.join(tmpdir(), 'backlay-nats-'));
  const server = await startNatsServer(storeDir, { timeoutMs: 60_000 });
  return {
    url: server.url,
    port: server.port,
    storeDir,
    async stop() {
      await server.stop('SIGTERM');
      if (ownDir) rmSync(storeDir, { recursive: true, force: true });
    },
    restart: (signal = 'SIGTERM') => server.restart(signal),
    crash: () => server.stop('SIGKILL'),
  };
}
