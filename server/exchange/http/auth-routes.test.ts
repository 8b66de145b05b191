import { expect, it } from 'vitest';
import { onEveryStore, tokenOf } from './test-harness';

const login = (api: ReturnType<Parameters<Parameters<typeof onEveryStore>[1]>[0]>, userName: string, password = 'demo-password') =>
  api.post('/api/auth/login', { userName, password });

onEveryStore('auth', (api) => {
  it('logs in with the demo account: a 256-bit opaque token and the user detail', async () => {
    const res = await login(api(), 'demo');
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { token: string; userDetail: unknown } };
    expect(Buffer.from(data.token, 'base64url')).toHaveLength(32);
    expect(data.userDetail).toEqual({ userName: 'demo', isLogin: 1, role: 'bettor' });
    const detail = await api().post('/api/user/detail', {}, data.token);
    expect(detail.json()).toEqual({ data: { userName: 'demo', isLogin: 1, role: 'bettor' } });
  });

  it('lets a blocked user log in but reports isLogin 0', async () => {
    const { data } = (await login(api(), 'blocked')).json() as { data: { userDetail: { isLogin: number } } };
    expect(data.userDetail.isLogin).toBe(0);
  });

  it('refuses a wrong password with 400 INVALID_USERNAME_OR_PASSWORD and the same for an unknown user', async () => {
    for (const name of ['agent', 'nobody-here']) {
      const res = await login(api(), name, 'wrong-password');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'INVALID_USERNAME_OR_PASSWORD' } });
    }
  });

  it('throttles repeated failures with 429 TOO_MANY_REQUESTS, even for the right password', async () => {
    for (let i = 0; i < 5; i += 1) await login(api(), 'throttle-target', 'wrong');
    const res = await login(api(), 'throttle-target', 'wrong');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
  });

  it('answers missing, malformed and revoked tokens with 401 INVALID_SESSION_INFORMATION', async () => {
    expect((await api().post('/api/user/detail', {})).statusCode).toBe(401);
    expect((await api().post('/api/user/detail', {}, 'not-a-real-token')).json()).toMatchObject({
      error: { code: 'INVALID_SESSION_INFORMATION' },
    });
    const { data } = (await login(api(), 'demo')).json() as { data: { token: string } };
    expect((await api().post('/api/auth/logout', {}, data.token)).statusCode).toBe(200);
    const after = await api().post('/api/user/detail', {}, data.token);
    expect(after.statusCode).toBe(401);
    expect((await api().post('/api/auth/logout', {}, data.token)).statusCode).toBe(401);
  });

  it('records logins in the activity log with time and IP', async () => {
    const { data } = (await login(api(), 'demo')).json() as { data: { token: string } };
    const log = (await api().post('/api/user/activity-log', {}, data.token)).json() as {
      data: Array<{ at: string; ip: string; success: boolean }>;
    };
    expect(log.data.length).toBeGreaterThan(0);
    expect(log.data[0]).toMatchObject({ ip: '127.0.0.1', success: true });
  });

  it('changes a password, refuses reuse from the history, and revokes other sessions', async () => {
    // The agent has two-step sign-in: its session comes through the code step.
    const first = { data: { token: await tokenOf(api(), 'agent') } };
    const wrongOld = await api().post('/api/auth/change-password', { oldPassword: 'nope-nope', newPassword: 'new-password-1' }, first.data.token);
    expect(wrongOld.json()).toMatchObject({ error: { code: 'INVALID_OLD_PASSWORD' } });
    const reuse = await api().post('/api/auth/change-password', { oldPassword: 'demo-password', newPassword: 'demo-password' }, first.data.token);
    expect(reuse.json()).toMatchObject({ error: { code: 'PASSWORD_RECENTLY_USED' } });
    const short = await api().post('/api/auth/change-password', { oldPassword: 'demo-password', newPassword: 'short' }, first.data.token);
    expect(short.statusCode).toBe(400);
    const changed = await api().post('/api/auth/change-password', { oldPassword: 'demo-password', newPassword: 'new-password-1' }, first.data.token);
    expect(changed.statusCode).toBe(200);
    const { data } = changed.json() as { data: { token: string } };
    expect((await api().post('/api/user/detail', {}, first.data.token)).statusCode).toBe(401);
    const history = (await api().post('/api/user/password-history', {}, data.token)).json() as { data: unknown[] };
    expect(history.data).toHaveLength(1);
    const back = await api().post('/api/auth/change-password', { oldPassword: 'new-password-1', newPassword: 'demo-password' }, data.token);
    expect(back.json()).toMatchObject({ error: { code: 'PASSWORD_RECENTLY_USED' } });
    expect(await tokenOf(api(), 'agent', 'new-password-1')).toMatch(/\S{16,}/);
  });
});
