import { beforeAll, expect, it } from 'vitest';
import { onEveryStore, tokenOf } from './test-harness';

const range = { from: '2000-01-01T00:00:00Z', to: '2000-06-01T00:00:00Z' };

/** Every user call with a valid body: [path, body, needs an active (not blocked) user]. */
const userCalls: Array<[string, Record<string, unknown>, boolean]> = [
  ['/api/user/detail', {}, false],
  ['/api/user/balance', {}, false],
  ['/api/user/profile', {}, false],
  ['/api/user/settings', {}, false],
  ['/api/user/settings/update', { defaultStakes: [10_000] }, false],
  ['/api/user/referrals', {}, false],
  ['/api/user/activity-log', {}, false],
  ['/api/user/password-history', {}, false],
  ['/api/user/events-exposure', {}, false],
  ['/api/user/statement', range, false],
  ['/api/user/profit-loss', { ...range, groupBy: 'event' }, false],
  ['/api/user/rolling-commission', range, false],
  ['/api/bets/history', range, false],
  ['/api/bets/settled', { eventId: '41005' }, false],
  ['/api/bets/unsettled', {}, false],
  ['/api/bets/event', { eventId: '41002' }, false],
  ['/api/bets/fancy-book', { marketId: '41001.f6' }, false],
  ['/api/bets/positions', { eventId: '41002' }, false],
  ['/api/bets/event-book', { eventId: '41002' }, false],
  ['/api/banking/rewards', {}, false],
  ['/api/user/favourites', {}, false],
  ['/api/user/favourites/set', { eventId: '41002', favourite: true }, false],
  ['/api/banking/methods', {}, true],
  ['/api/banking/requests', {}, true],
  ['/api/casino/launch', { eventId: '99.0001' }, true],
  ['/api/partner/launch', {}, true],
];

const publicCalls: Array<[string, Record<string, unknown>]> = [
  ['/api/events/detail', { eventId: '41001' }],
  ['/api/markets/detail', { marketId: '41001.mo' }],
  ['/api/lottery/draws', { key: 'demo' }],
  ['/api/virtual/events', { key: 'demo' }],
  ['/api/binary/markets', { key: 'demo' }],
  ['/api/ball-by-ball/markets', { eventId: '41001' }],
  ['/api/tips/list', { key: 'demo' }],
];

const adminCalls: Array<[string, Record<string, unknown>]> = [
  ['/api/admin/markets/status', { marketId: '41003.mo', status: 'OPEN' }],
  ['/api/admin/markets/settle', { marketId: '41003.mo', void: true }],
  ['/api/admin/markets/quote', { marketId: '41001.f6', fancy: null }],
  ['/api/admin/events/score', { eventId: '41003', score: { runs: 1 } }],
  ['/api/admin/markets/create', { eventId: '41003', market: { marketId: 'x1', marketName: 'X', kind: 'exchange', runners: [] } }],
];


onEveryStore('every endpoint', (api) => {
  const t: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['demo', 'blocked']) t[name] = await tokenOf(api(), name);
  });

  it.each(userCalls)('%s answers the demo user with data', async (path, body) => {
    const res = await api().post(path, body, t.demo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('data');
  });

  it.each(userCalls)('%s is 401 INVALID_SESSION_INFORMATION without a token', async (path, body) => {
    const res = await api().post(path, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'INVALID_SESSION_INFORMATION' } });
  });

  it.each(userCalls.filter(([, , active]) => active))('%s is 403 PERMISSION_DENIED for a blocked user', async (path, body) => {
    const res = await api().post(path, body, t.blocked);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'PERMISSION_DENIED' } });
  });

  it.each([...userCalls.map(([p]) => p), ...publicCalls.map(([p]) => p), ...adminCalls.map(([p]) => p)])(
    '%s answers an unexpected field with 400 INVALID_INPUT_DATA, never 500',
    async (path) => {
      const res = await api().post(path, { unexpected: { nested: [1, 2, 3] } }, t.demo);
      expect([400, 403]).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json()).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
    },
  );

  it.each(publicCalls)('%s answers without a token', async (path, body) => {
    const res = await api().post(path, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('data');
  });

  it.each([
    ['/api/events/detail', { eventId: 'nope' }, 'EVENT_NOT_FOUND'],
    ['/api/markets/detail', { marketId: 'nope' }, 'MARKET_NOT_FOUND'],
    ['/api/bets/fancy-book', { marketId: 'nope' }, 'MARKET_NOT_FOUND'],
    ['/api/casino/launch', { eventId: 'nope' }, 'GAME_NOT_FOUND'],
  ])('%s answers an unknown id with 404 %s', async (path, body, code) => {
    const res = await api().post(path, body, t.demo);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code } });
  });

  it.each(adminCalls)('%s is 403 PERMISSION_DENIED for a bettor', async (path, body) => {
    const res = await api().post(path, body, t.demo);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'PERMISSION_DENIED' } });
  });

  it('signs a short-lived partner launch link that names the user', async () => {
    const { data } = (await api().post('/api/partner/launch', {}, t.demo)).json() as { data: { url: string; expiresInSeconds: number } };
    const token = new URL(data.url).searchParams.get('token')!;
    const [payload, signature] = token.split('.');
    expect(Buffer.from(payload!, 'base64url').toString()).toMatch(/^demo\.\d+$/);
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(data.expiresInSeconds).toBe(120);
  });

  it('keeps a user\'s favourites in the store, and refuses an unknown event', async () => {
    const set = (eventId: string, favourite: boolean) => api().post('/api/user/favourites/set', { eventId, favourite }, t.demo);
    await set('22002', true);
    await set('41001', true);
    expect(((await set('41001', false)).json() as { data: string[] }).data).not.toContain('41001');
    expect(((await api().post('/api/user/favourites', {}, t.demo)).json() as { data: string[] }).data).toContain('22002');
    expect(((await api().post('/api/user/favourites', {}, t.blocked)).json() as { data: string[] }).data).toEqual([]);
    const unknown = await set('no-such-event', true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'EVENT_NOT_FOUND' } });
  });

  it('shows race cards on horse racing win markets', async () => {
    const { data } = (await api().post('/api/markets/detail', { marketId: '77001.win' })).json() as { data: { runners: Array<{ runnerName: string; metadata: Record<string, unknown> }> } };
    expect(data.runners.length).toBeGreaterThanOrEqual(6);
    expect(data.runners[0]!.metadata).toMatchObject({ stall: 1, jockey: expect.any(String), trainer: expect.any(String), form: expect.stringMatching(/^\d-\d-\d$/) });
  });

  it('lists tips, lottery draws with their digit market, and binary lines', async () => {
    const tips = (await api().post('/api/tips/list', { key: 'demo' })).json() as { data: Array<{ title: string }> };
    expect(tips.data.length).toBeGreaterThanOrEqual(4);
    const draws = (await api().post('/api/lottery/draws', { key: 'demo' })).json() as { data: Array<{ markets: Array<{ kind: string; runners: unknown[] }> }> };
    expect(draws.data[0]!.markets[0]).toMatchObject({ kind: 'lottery' });
    expect(draws.data[0]!.markets[0]!.runners).toHaveLength(10);
    const binary = (await api().post('/api/binary/markets', { key: 'demo' })).json() as { data: Array<{ markets: Array<{ line: number }> }> };
    expect(binary.data[0]!.markets[0]!.line).toBe(24500);
  });
});
