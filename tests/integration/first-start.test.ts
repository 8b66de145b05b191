/**
 * No demo data outside the demo (issue #48): the real server (server/main.ts) started on an empty
 * PostgreSQL with SEED unset creates the operator alone, with no password anybody knows. Nobody signs
 * in with the demo's password; the operator cannot sign in until the password is set through the
 * setup link the server printed (single use), or from OPERATOR_PASSWORD_FILE. The simulator, which
 * trades as the demo's accounts, refuses to start on such a store.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyPassword } from '../../server/exchange/auth/password';
import { DEMO_PASSWORD } from '../../server/exchange/db/seed';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { describeOnPostgres } from '../support/stores';
import { restOver, signInToken } from '../support/two-factor';

const START_MS = 240_000;

async function post(url: string, pathName: string, body: unknown): Promise<{ status: number; body: { data?: Record<string, unknown> & { challenge?: { code: string } }; error?: { code: string; message: string } } }> {
  const response = await fetch(`${url}/api${pathName}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as never };
}

async function accounts(databaseUrl: string): Promise<Array<{ user_name: string; password_hash: string; role: string }>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ user_name: string; password_hash: string; role: string }>('select user_name, password_hash, role from users order by user_name')).rows;
  } finally {
    await client.end();
  }
}

/** The link main.ts printed: `<url>/forgetPass?user=operator&setup=<code>`. */
function printedSetupLink(output: string): URL {
  const match = /(http:\/\/\S+\/forgetPass\?\S+)/.exec(output);
  expect(match, `a setup link in:\n${output}`).not.toBeNull();
  return new URL(match![1]!);
}

// SEED='' clears the harness's SEED=demo: the server decides as a real first start does.
const realStart = (databaseUrl: string, env: Record<string, string> = {}) => startServerProcess({ DATABASE_URL: databaseUrl, SEED: '', ...env });

describeOnPostgres('a first start on an empty PostgreSQL', (pgServer) => {
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    if (pgServer) server = await realStart(pgServer.url);
  }, START_MS);
  afterAll(async () => {
    await server?.stop();
    await pgServer?.stop();
  }, 60_000);

  it.runIf(pgServer)('creates the operator alone, with no password, prints a setup link, and the operator sets a password through it once', async () => {
    const output = server!.output();
    expect(output).not.toContain('demo accounts');
    expect(output).toContain('simulator: off');
    const rows = await accounts(pgServer!.url);
    expect(rows.map((r) => [r.user_name, r.role])).toEqual([['operator', 'operator']]);
    for (const row of rows) expect(await verifyPassword(DEMO_PASSWORD, row.password_hash)).toBe(false);

    for (const userName of ['operator', 'demo', 'agent', 'mm1']) {
      const refused = await post(server!.url, '/auth/login', { userName, password: DEMO_PASSWORD });
      expect(refused.body.error?.code, userName).toBe('INVALID_USERNAME_OR_PASSWORD');
    }

    const link = printedSetupLink(output);
    expect(link.origin).toBe(server!.url);
    expect(link.searchParams.get('user')).toBe('operator');
    const code = link.searchParams.get('setup')!;
    expect(code).toMatch(/^[A-Z0-9_-]{16}$/);
    // The setup code is kept only as its hash.
    const client = new pg.Client({ connectionString: pgServer!.url });
    await client.connect();
    const stored = (await client.query<{ code_hash: string; upline_message: string | null }>("select code_hash, upline_message from password_resets where user_id = 'u-operator'")).rows;
    await client.end();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.upline_message).toBeNull();
    expect(stored[0]!.code_hash).not.toContain(code);

    // Anybody asking for the operator's reset code does not retire the setup link.
    expect((await post(server!.url, '/auth/forgot-password', { userName: 'operator' })).status).toBe(202);
    // The change-password rules: too short is refused and the code stays good.
    const short = await post(server!.url, '/auth/reset-password', { userName: 'operator', code, newPassword: 'short' });
    expect(short.body.error?.code).toBe('INVALID_INPUT_DATA');
    const set = await post(server!.url, '/auth/reset-password', { userName: 'operator', code, newPassword: 'operator-chose-this' });
    expect(set.body).toEqual({ data: { reset: true } });
    const again = await post(server!.url, '/auth/reset-password', { userName: 'operator', code, newPassword: 'another-password' });
    expect(again.body.error?.code).toBe('INVALID_RESET_CODE');

    // The password is right; a staff account then enrols in two-step sign-in before its first session.
    const login = await post(server!.url, '/auth/login', { userName: 'operator', password: 'operator-chose-this' });
    expect(login.body.data?.challenge?.code).toBe('TWO_FACTOR_ENROL_REQUIRED');
    expect(await signInToken(restOver(server!.url), 'operator', 'operator-chose-this')).toEqual(expect.any(String));
    expect((await accounts(pgServer!.url)).map((r) => r.user_name)).toEqual(['operator']);
  });

  it.runIf(pgServer)('a restart once the password is set prints no link; SIMULATOR=on refuses to start without the demo accounts', async () => {
    await server!.stop();
    server = await realStart(pgServer!.url);
    expect(server.output()).not.toContain('/forgetPass?');
    expect(server.output()).not.toContain('demo accounts');
    await server.stop();
    server = undefined;
    await expect(realStart(pgServer!.url, { SIMULATOR: 'on' })).rejects.toThrow(/SIMULATOR=on needs the demo accounts/);
  }, START_MS * 2);
});

describeOnPostgres('a first start on an empty PostgreSQL with OPERATOR_PASSWORD_FILE', (pgServer) => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await pgServer?.stop();
  }, 60_000);

  it.runIf(pgServer)('refuses a file with a password too short, then takes the file’s password: no link, and the operator signs in with it', async () => {
    const dir = path.join('/tmp', `backlay-first-start-${process.pid}`);
    await import('node:fs').then((fs) => fs.mkdirSync(dir, { recursive: true }));
    const shortFile = path.join(dir, 'short');
    writeFileSync(shortFile, 'short\n');
    await expect(realStart(pgServer!.url, { OPERATOR_PASSWORD_FILE: shortFile })).rejects.toThrow(/OPERATOR_PASSWORD_INVALID/);
    const file = path.join(dir, 'operator-password');
    writeFileSync(file, 'from-the-secret-file\n');
    server = await realStart(pgServer!.url, { OPERATOR_PASSWORD_FILE: file });
    expect(server.output()).not.toContain('/forgetPass?');
    expect(server.output()).toContain(`password was set from ${file}`);
    const rows = await accounts(pgServer!.url);
    expect(rows.map((r) => r.user_name)).toEqual(['operator']);
    expect(await verifyPassword(DEMO_PASSWORD, rows[0]!.password_hash)).toBe(false);
    expect((await post(server.url, '/auth/login', { userName: 'operator', password: 'from-the-secret-file' })).body.data?.challenge?.code).toBe('TWO_FACTOR_ENROL_REQUIRED');
    expect(await signInToken(restOver(server.url), 'operator', 'from-the-secret-file')).toEqual(expect.any(String));
  }, START_MS * 2);
});
