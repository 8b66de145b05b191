import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigratedStore } from '../../tests/support/pglite-template';
import { startServer, type RunningServer } from '../app';
import { configFromEnv } from '../config';
import { FORWARD_KEY_HEADER, FORWARDED_ADDRESS_HEADER } from '../forwarding';

const LOGIN = 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';

describe('the real client address travels from the gateway to the exchange', () => {
  let server: RunningServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-client-'));
    // As behind a reverse proxy on this host: its X-Forwarded-For names the client.
    await copyMigratedStore(dir);
    server = await startServer({ ...configFromEnv({}), port: 0, dataDir: dir, simulator: false, staticDir: path.join(dir, 'no-spa'), trustedProxies: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const graphqlLogin = async (client: string, userName: string, password: string) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client, 'user-agent': 'hardening-probe/1' },
      body: JSON.stringify({ query: LOGIN, variables: { u: userName, p: password } }),
    });
    return (await res.json()) as { data?: { login: { token: string } } | null; errors?: Array<{ extensions?: { code?: string } }> };
  };
  const activity = async (token: string) => {
    const res = await fetch(`${server.url}/api/user/activity-log`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}' });
    return ((await res.json()) as { data: Array<{ ip: string; userAgent: string | null; success: boolean }> }).data;
  };

  it("records a GraphQL login under the client's address and User-Agent, not the gateway's", async () => {
    const reply = await graphqlLogin('203.0.113.9', 'demo', 'demo-password');
    const token = reply.data!.login.token;
    expect((await activity(token))[0]).toMatchObject({ ip: '203.0.113.9', userAgent: 'hardening-probe/1', success: true });
  });

  it("counts GraphQL failures against each client's address: one client's failures do not refuse another", async () => {
    for (let i = 0; i < 5; i += 1) expect((await graphqlLogin('203.0.113.66', 'agent', 'wrong-password')).errors?.[0]?.extensions?.code).toBe('INVALID_USERNAME_OR_PASSWORD');
    expect((await graphqlLogin('203.0.113.66', 'agent', 'demo-password')).errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await graphqlLogin('198.51.100.66', 'agent', 'demo-password')).data?.login.token).toBeTruthy();
  });

  it("audits a back-office act made through GraphQL under the client's address and User-Agent, and reads it back", async () => {
    const token = (await graphqlLogin('203.0.113.21', 'agent', 'demo-password')).data!.login.token;
    const gql = async (query: string) => {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.21', 'user-agent': 'audit-probe/1' },
        body: JSON.stringify({ query }),
      });
      return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    };
    expect((await gql('mutation { backofficeSetBettingLocked(userName: "demo", locked: true) { userName } }')).errors).toBeUndefined();
    const read = await gql('{ backofficeAudit(filter: { kind: "user", target: "demo" }, first: 5) { entries { act ip userAgent actor { userName role } target { kind name } before after } nextCursor } }');
    expect(read.data).toEqual({
      backofficeAudit: {
        entries: [{ act: 'user.bet_lock', ip: '203.0.113.21', userAgent: 'audit-probe/1', actor: { userName: 'agent', role: 'agent' }, target: { kind: 'user', name: 'demo' }, before: { bettingLocked: false }, after: { bettingLocked: true } }],
        nextCursor: null,
      },
    });
    expect((await gql('{ myProtectionChanges { act } }')).data).toEqual({ myProtectionChanges: [] });
  });

  it('ignores a forwarded address sent without the forward key', async () => {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [FORWARD_KEY_HEADER]: 'guessed', [FORWARDED_ADDRESS_HEADER]: '192.0.2.1' },
      body: JSON.stringify({ userName: 'mm1', password: 'demo-password' }),
    });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    expect((await activity(token))[0]?.ip).toBe('127.0.0.1');
  });
});
