import { expect, it } from 'vitest';
import { loginDecision, MAX_FAILURES_PER_ADDRESS, RESET_CODE_MAX_ATTEMPTS } from '../auth/throttle';
import { loginAttempts } from '../db/schema';
import { onEveryStore, tokenOf, type ApiHarness } from './test-harness';

// The harness trusts X-Forwarded-For (as a server behind a configured proxy does), so each call
// here can come from its own client address.
const from = (api: ApiHarness, address: string, url: string, payload: unknown) =>
  api.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json', 'x-forwarded-for': address } });

const login = (api: ApiHarness, address: string, userName: string, password: string) => from(api, address, '/api/auth/login', { userName, password });

onEveryStore('login throttling and reset codes', (api) => {
  it("someone else's wrong passwords never lock the account holder out: another address logs in at once", async () => {
    for (let i = 0; i < 6; i += 1) await login(api(), '203.0.113.10', 'demo', 'wrong-password');
    const attacker = await login(api(), '203.0.113.10', 'demo', 'demo-password');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.headers['retry-after']).toBeDefined();
    const holder = await login(api(), '198.51.100.20', 'demo', 'demo-password');
    expect(holder.statusCode).toBe(200);
    expect(await loginDecision(api().database.db, 'demo', '198.51.100.20')).toEqual({ kind: 'go', delayMs: 0 });
  });

  it('refuses an address after 30 failures over any names, and only that address', async () => {
    // The throttle's state is the attempts table: 30 failures from one address, over six names.
    await api()
      .database.db.insert(loginAttempts)
      .values(Array.from({ length: MAX_FAILURES_PER_ADDRESS }, (_, i) => ({ userName: `name${i % 6}`, ip: '203.0.113.30', success: false })));
    expect((await login(api(), '203.0.113.30', 'mm1', 'demo-password')).statusCode).toBe(429);
    expect((await login(api(), '198.51.100.30', 'mm1', 'demo-password')).statusCode).toBe(200);
  });

  it('slows, rather than refuses, logins of an account under attack from many addresses; an address that logged in before is not slowed', async () => {
    expect((await login(api(), '198.51.100.40', 'mm2', 'demo-password')).statusCode).toBe(200);
    await api()
      .database.db.insert(loginAttempts)
      .values(Array.from({ length: 11 }, (_, i) => ({ userName: 'mm2', ip: `203.0.113.${100 + i}`, success: false })));
    const fresh = await loginDecision(api().database.db, 'mm2', '192.0.2.50');
    expect(fresh.kind === 'go' && fresh.delayMs).toBeGreaterThanOrEqual(2_000);
    const started = Date.now();
    expect((await login(api(), '192.0.2.50', 'mm2', 'demo-password')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    // The holder's address, which logged in before, is not slowed.
    expect(await loginDecision(api().database.db, 'mm2', '198.51.100.40')).toEqual({ kind: 'go', delayMs: 0 });
    expect((await login(api(), '198.51.100.40', 'mm2', 'demo-password')).statusCode).toBe(200);
  });

  it('keeps one live reset code per user: a new request replaces the last', async () => {
    const agent = await tokenOf(api(), 'agent');
    const codes = async () =>
      ((await api().post('/api/agent/password-resets', {}, agent)).json() as { data: Array<{ userName: string; code: string }> }).data.filter((r) => r.userName === 'blocked');
    await api().post('/api/auth/forgot-password', { userName: 'blocked' });
    const [first] = await codes();
    await api().post('/api/auth/forgot-password', { userName: 'blocked' });
    const live = await codes();
    expect(live).toHaveLength(1);
    expect(live[0]!.code).not.toBe(first!.code);
    const old = await api().post('/api/auth/reset-password', { userName: 'blocked', code: first!.code, newPassword: 'a-new-password-1' });
    expect(old.json()).toMatchObject({ error: { code: 'INVALID_RESET_CODE' } });
  });

  it(`burns a reset code after ${RESET_CODE_MAX_ATTEMPTS} wrong guesses`, async () => {
    const agent = await tokenOf(api(), 'agent');
    await api().post('/api/auth/forgot-password', { userName: 'mm1' });
    const rows = ((await api().post('/api/agent/password-resets', {}, agent)).json() as { data: Array<{ userName: string; code: string }> }).data;
    const code = rows.find((r) => r.userName === 'mm1')?.code;
    expect(code).toBeTruthy();
    for (let i = 0; i < RESET_CODE_MAX_ATTEMPTS; i += 1) {
      const wrong = await api().post('/api/auth/reset-password', { userName: 'mm1', code: `WRONG${i}XX`, newPassword: 'a-new-password-2' });
      expect(wrong.json()).toMatchObject({ error: { code: 'INVALID_RESET_CODE' } });
    }
    const right = await api().post('/api/auth/reset-password', { userName: 'mm1', code, newPassword: 'a-new-password-2' });
    expect(right.json()).toMatchObject({ error: { code: 'INVALID_RESET_CODE' } });
  });
});
