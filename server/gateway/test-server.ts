import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { copyMigratedStore } from '../../tests/support/pglite-template';
import { startServer, type RunningServer } from '../app';
import { configFromEnv } from '../config';

/** Starts the whole system (exchange + gateway) once for a test file, on an ephemeral port; `startTimeoutMs` overrides the hook timeout. */
export function useTestServer(startTimeoutMs?: number): () => RunningServer {
  let server: RunningServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-gw-'));
    await copyMigratedStore(dir);
    server = await startServer({ ...configFromEnv({ SEED: 'demo' }), port: 0, dataDir: dir, simulator: false, staticDir: path.join(dir, 'no-spa') });
  }, startTimeoutMs);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => server;
}
