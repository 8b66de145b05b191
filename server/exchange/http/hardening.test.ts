import { beforeAll, expect, it } from 'vitest';
import { onEveryStore, tokenOf } from './test-harness';

// Defects found by the hardening probe (issue 20): each case answered 5xx or the wrong thing before.


const errorCode = (res: { json(): unknown }) => (res.json() as { error?: { code?: string } }).error?.code;

onEveryStore('hardening', (api) => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['demo', 'mm1', 'operator']) tokens[name] = await tokenOf(api(), name);
  });

  it('refuses a NUL or control character in any text field with 400 INVALID_INPUT_DATA, with or without a login', async () => {
    const cases: Array<[string, unknown, string?]> = [
      ['/api/sports/list', { key: 'a\u0000b' }],
      ['/api/events/search', { key: 'demo', query: 'ind\u0000ia' }],
      ['/api/auth/login', { userName: 'demo\u0000', password: 'demo-password' }],
      ['/api/auth/forgot-password', { userName: '\u0000' }],
      ['/api/user/favourites/set', { eventId: '41001\u0000', favourite: true }, 'demo'],
      ['/api/markets/detail', { marketId: '41002.mo\u0007' }],
      ['/api/bets/place', { idempotencyKey: 'k\u0000', marketId: '41002.mo', side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 2 } }, 'demo'],
    ];
    for (const [url, body, user] of cases) {
      const res = await api().post(url, body, user ? tokens[user] : undefined);
      expect(res.statusCode, url).toBe(400);
      expect(errorCode(res), url).toBe('INVALID_INPUT_DATA');
    }
    // A NUL in a key, too.
    const res = await api().post('/api/sports/list', { key: 'demo', ['x\u0000']: 1 });
    expect(res.statusCode).toBe(400);
  });

  it('answers settings/update with {} or null by returning the settings unchanged', async () => {
    const before = (await api().post('/api/user/settings', {}, tokens.demo)).json() as { data: unknown };
    for (const body of [{}, null]) {
      const res = await api().app.inject({
        method: 'POST',
        url: '/api/user/settings/update',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.demo}` },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(before);
    }
  });

  it("refuses an event for a sport that does not exist with 404 SPORT_NOT_FOUND, not a foreign-key 500", async () => {
    for (const sportId of [0, -1, 987_654]) {
      const res = await api().post(
        '/api/admin/events/create',
        { exEventId: `hx-${sportId}`, sportId, tournamentId: 't1', eventName: 'A v B', eventTime: new Date(Date.now() + 86_400_000).toISOString(), markets: [] },
        tokens.operator,
      );
      expect(res.statusCode, String(sportId)).toBeLessThan(500);
      expect(['SPORT_NOT_FOUND', 'INVALID_INPUT_DATA']).toContain(errorCode(res));
    }
  });

  it('answers parallel signups of one new name with one 201 and clean 409 USERNAME_TAKEN for the rest', async () => {
    const name = `race${Date.now().toString(36)}`;
    const replies = await Promise.all(
      Array.from({ length: 3 }, () => api().post('/api/auth/signup', { key: 'demo', userName: name, password: 'a-long-password' })),
    );
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const r of replies.filter((x) => x.statusCode === 409)) expect(errorCode(r)).toBe('USERNAME_TAKEN');
  });

  it("returns a bet's first answer for a repeat of its idempotency key after the market settled", async () => {
    const M = '22002.mo';
    await api().post('/api/bets/place', { idempotencyKey: 'hx-lay-0001', marketId: M, side: 'LAY', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 3 } }, tokens.mm1);
    const body = { idempotencyKey: 'hx-back-0001', marketId: M, side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 3 } };
    const first = await api().post('/api/bets/place', body, tokens.demo);
    expect(first.statusCode, first.body).toBe(200);
    expect((await api().post('/api/admin/markets/settle', { marketId: M, winners: ['1'] }, tokens.operator)).statusCode).toBe(200);
    const again = await api().post('/api/bets/place', body, tokens.demo);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // A different request under the same key is still a conflict.
    const other = await api().post('/api/bets/place', { ...body, size: 20_000 }, tokens.demo);
    expect(other.statusCode).toBe(409);
  });
});
