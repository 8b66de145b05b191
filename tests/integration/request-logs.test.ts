import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { DEMO_TOTP_SECRET, signInToken } from '../support/two-factor';

/**
 * Structured logs (issue #49) of the real server at LOG_LEVEL=trace, its most talkative: one JSON line
 * per request with its request id (the caller's x-request-id when given, and the same id on the
 * answer), every error line with its code, and none of the secrets a login, a password reset and a
 * bet carry (passwords, the reset code, bearer tokens) anywhere in the output.
 */
type Json = Record<string, unknown>;

describe('request logs', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it('writes one line per request with its id and code, and never a secret', async () => {
    server = await startServerProcess({ LOG_LEVEL: 'trace', NODE_ENV: '' });
    const live = server;
    const call = async (route: string, body: unknown, token?: string, requestId?: string) => {
      const res = await fetch(`${live.url}/api${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(requestId ? { 'x-request-id': requestId } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, id: res.headers.get('x-request-id'), body: (await res.json()) as { data?: Json; error?: { code: string } } };
    };
    // The agent's two-step sign-in (password, then a TOTP code): the code and the secret are secrets too.
    const codes: string[] = [];
    const agentToken = await signInToken(async (path, body) => {
      if (typeof body.code === 'string') codes.push(body.code);
      return (await call(path, body)).body;
    }, 'agent');
    expect(codes).toHaveLength(1);
    expect((await call('/auth/forgot-password', { userName: 'demo' })).status).toBe(202);
    const resets = (await call('/agent/password-resets', {}, agentToken)).body.data as unknown as Array<{ userName: string; code: string }>;
    const resetCode = resets.find((r) => r.userName === 'demo')!.code;
    const newPassword = 'Fresh-pass-4471-xyz';
    expect((await call('/auth/reset-password', { userName: 'demo', code: resetCode, newPassword })).status).toBe(200);
    const login = await call('/auth/login', { userName: 'demo', password: newPassword });
    const token = login.body.data!.token as string;
    const bet = { idempotencyKey: 'logs-bet-0001', marketId: '41002.mo', side: 'BACK', size: 1_000, selection: { kind: 'exchange', runnerId: '1', price: 5 } };
    const placed = await call('/bets/place', bet, token, 'bet-trace-0001');
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.id).toBe('bet-trace-0001');
    const refused = await call('/bets/place', { ...bet, idempotencyKey: 'logs-bet-0002', size: 1 }, token, 'bet-trace-0002');
    expect(refused.status).toBe(400);
    // A request id that is not a plain short token is replaced, not echoed.
    expect((await call('/user/balance', {}, token, 'x'.repeat(200))).id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 300));

    // What the server wrote after its start-up banner (which lists the demo accounts' shared password).
    const output = live.output().split('Press Ctrl-C to stop.')[1]!;
    for (const secret of ['demo-password', newPassword, resetCode, token, agentToken, ...codes, DEMO_TOTP_SECRET]) expect(output, `the log holds a secret`).not.toContain(secret);
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Json);
    const requests = lines.filter((l) => l.msg === 'request');
    // One line per request, each with an id; the bet's under the id it was sent with.
    expect(requests.length).toBe(9);
    for (const line of requests) expect(typeof line.reqId).toBe('string');
    expect(requests.filter((l) => l.reqId === 'bet-trace-0001')).toEqual([expect.objectContaining({ path: '/api/bets/place', status: 200 })]);
    expect(requests.find((l) => l.reqId === 'bet-trace-0002')).toMatchObject({ status: 400, code: 'INVALID_BET_SIZE' });
    // Every line at warn or above (40+) names its code.
    for (const line of lines.filter((l) => Number(l.level) >= 40)) expect(line.code, JSON.stringify(line)).toEqual(expect.any(String));
  }, 120_000);
});
