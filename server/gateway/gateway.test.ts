import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServer, type RunningServer } from '../app';
import { configFromEnv } from '../config';

describe('gateway over the real exchange service', () => {
  let server: RunningServer;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-gw-'));
    server = await startServer({ ...configFromEnv({}), port: 0, dataDir: dir, simulator: false, staticDir: path.join(dir, 'no-spa') });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const query = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
      body: JSON.stringify(body),
    });

  it('wraps the REST sports list in the `sports` query with the spec field names', async () => {
    const res = await query({ query: '{ sports { sportId sportName highlight } }' });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { sports: Array<{ sportId: number }> } };
    expect(data.sports[0]).toEqual({ sportId: 4, sportName: 'Cricket', highlight: true });
    expect(data.sports.map((s) => s.sportId)).not.toContain(66103);
  });

  it('answers queries over graphql-ws on the same path', async () => {
    const client = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      const result = await new Promise<unknown>((resolve, reject) => {
        client.subscribe({ query: '{ sports { sportName } }' }, { next: resolve, error: reject, complete: () => {} });
      });
      expect(result).toMatchObject({ data: { sports: expect.arrayContaining([{ sportName: 'Tennis' }]) } });
    } finally {
      await client.dispose();
    }
  });

  it('rejects an invalid document with a GraphQL validation error, not a 500', async () => {
    const res = await query({ query: '{ sports { nope } }' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Array<{ message: string }> };
    expect(body.errors[0]?.message).toContain('nope');
  });
});
