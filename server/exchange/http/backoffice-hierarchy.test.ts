import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { userMoves, users } from '../db/schema';
import { onEveryStore, tokenOf } from './test-harness';


type View = { userName: string; role: string; roleName: string; parent: string | null; level: number; balance: number; available: number; partnershipBps: number; downlineCount: number; creditReference: number; status: { bettingLocked: boolean; loginLocked: boolean } };
type Line = { txId: string | number; amount: number; description: string };

onEveryStore('the hierarchy in the back office', (api) => {
  const t: Record<string, string> = {};
  const call = async (who: string, path: string, body?: unknown) => api().post(`/api/backoffice/users/${path}`, body, t[who]);
  const data = async <T>(who: string, path: string, body?: unknown): Promise<T> => {
    const res = await call(who, path, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return (res.json() as { data: T }).data;
  };
  const statement = async (who: string) =>
    ((await api().post('/api/user/statement', { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 86_400_000).toISOString() }, t[who])).json() as { data: { rows: Line[] } }).data.rows;
  const refused = async (who: string, path: string, body: unknown, status: number, code: string) => {
    const res = await call(who, path, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ error: { code } });
  };

  beforeAll(async () => {
    for (const name of ['demo', 'agent', 'master', 'supermaster', 'operator']) t[name] = await tokenOf(api(), name);
  });

  it('shows a level its own figures and its direct downline page by page, with search', async () => {
    const me = await data<View>('master', 'me', {});
    expect(me).toMatchObject({ userName: 'master', role: 'master', roleName: 'Master', parent: 'supermaster', level: 2, partnershipBps: 3000, downlineCount: 5 });
    expect(me.balance).toBe(50_000_000);
    const children = await data<{ users: View[]; total: number; nextCursor: string | null }>('master', 'children', {});
    expect(children.users.map((u) => u.userName)).toEqual(['agent']);
    expect(children.users[0]).toMatchObject({ roleName: 'Agent', level: 3, partnershipBps: 3000, downlineCount: 4, creditReference: 100_000_000 + 10_000_000_000 + 10_500_000 });
    const page1 = await data<{ users: View[]; total: number; nextCursor: string | null }>('master', 'children', { parent: 'agent', first: 2 });
    expect(page1.total).toBe(4);
    expect(page1.users.map((u) => u.userName)).toEqual(['blocked', 'demo']);
    const page2 = await data<{ users: View[]; nextCursor: string | null }>('master', 'children', { parent: 'agent', first: 2, after: page1.nextCursor });
    expect(page2.users.map((u) => u.userName)).toEqual(['mm1', 'mm2']);
    expect(page2.nextCursor).toBeNull();
    const found = await data<{ users: View[]; total: number }>('master', 'children', { parent: 'agent', search: 'MM' });
    expect(found.users.map((u) => u.userName)).toEqual(['mm1', 'mm2']);
    const demo = (await data<{ users: View[] }>('master', 'children', { parent: 'agent', search: 'demo' })).users[0]!;
    expect(demo).toMatchObject({ balance: 10_000_000, roleName: 'Bettor', status: { bettingLocked: false, loginLocked: false } });
  });

  it('a user card carries the way down, recent logins and ledger lines', async () => {
    const card = await data<{ user: View; trail: string[]; recentLogins: unknown[]; recentLedger: Array<Line & { balance: number }> }>('supermaster', 'card', { userName: 'demo' });
    expect(card.user.userName).toBe('demo');
    expect(card.trail).toEqual(['master', 'agent']);
    expect(card.recentLogins.length).toBeGreaterThan(0);
    expect(card.recentLedger[0]).toMatchObject({ amount: 10_000_000, balance: card.user.balance, description: 'Credit given: agent → demo' });
  });

  it('a level creates only the level just below it, within the share its chain left; the admin anywhere', async () => {
    await refused('master', 'create', { userName: 'mbettor', password: 'password-1', role: 'bettor', partnershipBps: 0 }, 403, 'PERMISSION_DENIED');
    await refused('master', 'create', { userName: 'magent', password: 'password-1', role: 'agent', parent: 'agent', partnershipBps: 0 }, 403, 'PERMISSION_DENIED');
    await refused('master', 'create', { userName: 'magent', password: 'password-1', role: 'agent', partnershipBps: 5001 }, 400, 'PARTNERSHIP_OUT_OF_RANGE');
    await refused('agent', 'create', { userName: 'abettor', password: 'password-1', role: 'bettor', partnershipBps: 1 }, 400, 'PARTNERSHIP_OUT_OF_RANGE');
    const before = await data<View>('master', 'me', {});
    const made = (await call('master', 'create', { userName: 'magent', password: 'password-1', role: 'agent', partnershipBps: 5000, commissionBps: 200, creditAmount: 1_000_000 })).json() as { data: View };
    expect(made.data).toMatchObject({ userName: 'magent', role: 'agent', parent: 'master', level: 3, partnershipBps: 5000, balance: 1_000_000 });
    expect((await data<View>('master', 'me', {})).balance).toBe(before.balance - 1_000_000);
    await refused('master', 'create', { userName: 'magent', password: 'password-1', role: 'agent', partnershipBps: 0 }, 409, 'USERNAME_TAKEN');
    await refused('master', 'create', { userName: 'rich', password: 'password-1', role: 'agent', partnershipBps: 0, creditAmount: before.balance }, 400, 'INSUFFICIENT_FUNDS');
    expect((await call('master', 'card', { userName: 'rich' })).statusCode).toBe(404);

    await refused('operator', 'create', { userName: 'obettor', password: 'password-1', role: 'bettor', partnershipBps: 0 }, 400, 'INVALID_INPUT_DATA');
    await refused('operator', 'create', { userName: 'obettor', password: 'password-1', role: 'bettor', parent: 'master', partnershipBps: 0 }, 400, 'INVALID_INPUT_DATA');
    const bettor = await data<View>('operator', 'create', { userName: 'obettor', password: 'password-1', role: 'bettor', parent: 'magent', partnershipBps: 0 });
    expect(bettor).toMatchObject({ parent: 'magent', level: 4 });
    const [row] = await api().database.db.select({ path: users.path, chainId: users.chainId }).from(users).where(eq(users.userName, 'obettor'));
    expect(row!.path).toMatch(/^\/u-operator\/u-smaster\/u-master\/u-[0-9a-f-]+\/u-[0-9a-f-]+\/$/);
    expect(row!.chainId).not.toBeNull();
    t.magent = await tokenOf(api(), 'magent', 'password-1');
    t.obettor = await tokenOf(api(), 'obettor', 'password-1');
  });

  it('credit moves in and out of a direct downline as one double entry on both statements, idempotent by key', async () => {
    const give = { userName: 'magent', amount: 250_000, direction: 'IN', idempotencyKey: 'give-1' };
    const [a, b] = await Promise.all([call('master', 'credit', give), call('master', 'credit', give)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const first = (a.json() as { data: { txId: string; user: View; me: View } }).data;
    expect((b.json() as { data: { txId: string } }).data.txId).toBe(first.txId);
    expect(first.user.balance).toBe(1_250_000);
    const replay = await data<{ txId: string }>('master', 'credit', give);
    expect(replay.txId).toBe(first.txId);
    expect((await data<View>('magent', 'me', {})).balance).toBe(1_250_000);
    const mine = (await statement('master')).filter((r) => String(r.txId) === first.txId);
    const theirs = (await statement('magent')).filter((r) => String(r.txId) === first.txId);
    expect(mine).toMatchObject([{ amount: -250_000, description: 'Credit given: master → magent' }]);
    expect(theirs).toMatchObject([{ amount: 250_000, description: 'Credit given: master → magent' }]);
    await refused('master', 'credit', { ...give, amount: 1 }, 409, 'DUPLICATE_TRANSACTION');

    await refused('master', 'credit', { userName: 'magent', amount: 1_250_001, direction: 'OUT', idempotencyKey: 'take-1' }, 400, 'INSUFFICIENT_FUNDS');
    const back = await data<{ txId: string; user: View }>('master', 'credit', { userName: 'magent', amount: 1_250_000, direction: 'OUT', idempotencyKey: 'take-2' });
    expect(back.user).toMatchObject({ balance: 0, available: 0 });
    expect((await statement('magent')).find((r) => String(r.txId) === back.txId)).toMatchObject({ amount: -1_250_000, description: 'Credit taken back: magent → master' });

    await refused('master', 'credit', { userName: 'demo', amount: 1, direction: 'IN', idempotencyKey: 'deep' }, 403, 'PERMISSION_DENIED');
    await refused('agent', 'credit', { userName: 'master', amount: 1, direction: 'IN', idempotencyKey: 'up' }, 404, 'USER_NOT_FOUND');
    await refused('magent', 'credit', { userName: 'demo', amount: 1, direction: 'IN', idempotencyKey: 'other' }, 404, 'USER_NOT_FOUND');
    const ref = await data<View>('master', 'credit-reference', { userName: 'magent', creditReference: 5_000_000 });
    expect(ref.creditReference).toBe(5_000_000);
  });

  it('refuses NUL, empty, null and unknown bodies with coded errors', async () => {
    for (const [path, body] of [
      ['credit', null],
      ['credit', {}],
      ['credit', { userName: 'magent', amount: 1, direction: 'IN', idempotencyKey: 'a\u0000b' }],
      ['credit', { userName: 'magent', amount: 0, direction: 'IN', idempotencyKey: 'zero' }],
      ['credit', { userName: 'magent', amount: 1.5, direction: 'IN', idempotencyKey: 'half' }],
      ['credit', { userName: 'magent', amount: 1, direction: 'SIDEWAYS', idempotencyKey: 'dir' }],
      ['create', { userName: 'x\u0000y', password: 'password-1', role: 'agent', partnershipBps: 0 }],
      ['create', { userName: 'okname', password: 'password-1', role: 'operator', partnershipBps: 0 }],
      ['children', { first: 0 }],
      ['children', { extra: 1 }],
      ['card', {}],
      ['move', { userName: 'magent', newParent: 'supermaster', reason: '' }],
      ['me', { any: 1 }],
    ] as const) {
      const res = await call('master', path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
    }
  });

  it('keeps each level inside its subtree; bettors never reach the back office', async () => {
    await refused('magent', 'card', { userName: 'demo' }, 404, 'USER_NOT_FOUND');
    await refused('magent', 'children', { parent: 'agent' }, 404, 'USER_NOT_FOUND');
    await refused('agent', 'card', { userName: 'master' }, 404, 'USER_NOT_FOUND');
    await refused('demo', 'me', {}, 403, 'PERMISSION_DENIED');
    await refused('obettor', 'children', {}, 403, 'PERMISSION_DENIED');
    expect((await api().post('/api/backoffice/users/me', {})).statusCode).toBe(401);
  });

  it('locks betting (bets refused BETTING_LOCKED) and login of a user below, and hands over a reset code', async () => {
    const locked = await data<View>('supermaster', 'betting-lock', { userName: 'obettor', locked: true });
    expect(locked.status).toEqual({ bettingLocked: true, loginLocked: false });
    const bet = await api().post('/api/bets/place', { marketId: '41002.mo', side: 'BACK', size: 10_000, idempotencyKey: 'locked-bet-1', selection: { kind: 'exchange', runnerId: '1', price: 2.0 } }, t.obettor);
    expect(bet.statusCode).toBe(403);
    expect(bet.json()).toMatchObject({ error: { code: 'BETTING_LOCKED' } });
    expect((await api().post('/api/user/balance', {}, t.obettor)).statusCode).toBe(200);
    await data<View>('supermaster', 'betting-lock', { userName: 'obettor', locked: false });
    await refused('master', 'betting-lock', { userName: 'master', locked: true }, 403, 'PERMISSION_DENIED');

    const login = await data<View>('master', 'login-lock', { userName: 'magent', locked: true });
    expect(login.status.loginLocked).toBe(true);
    expect((await call('magent', 'me', {})).statusCode).toBe(403);
    await data<View>('master', 'login-lock', { userName: 'magent', locked: false });

    const reset = await data<{ userName: string; code: string; expiresAt: string }>('magent', 'reset-password', { userName: 'obettor' });
    expect(reset.code).toMatch(/^[A-Z0-9_-]{8}$/);
    const done = await api().post('/api/auth/reset-password', { userName: 'obettor', code: reset.code, newPassword: 'password-2' });
    expect(done.statusCode, done.body).toBe(200);
    await refused('master', 'reset-password', { userName: 'obettor' }, 403, 'PERMISSION_DENIED');
  });

  it('the admin moves a user under another parent of the level above: recorded, the subtree paths rewritten', async () => {
    const master2 = await data<View>('operator', 'create', { userName: 'master2', password: 'password-1', role: 'master', parent: 'supermaster', partnershipBps: 1000 });
    expect(master2.parent).toBe('supermaster');
    await refused('master', 'move', { userName: 'magent', newParent: 'master2', reason: 'book moves' }, 403, 'PERMISSION_DENIED');
    await refused('operator', 'move', { userName: 'magent', newParent: 'agent', reason: 'wrong level' }, 400, 'INVALID_INPUT_DATA');
    await refused('operator', 'move', { userName: 'magent', newParent: 'master', reason: 'same parent' }, 400, 'INVALID_INPUT_DATA');
    const moved = await data<View>('operator', 'move', { userName: 'magent', newParent: 'master2', reason: 'book moves to master2' });
    expect(moved.parent).toBe('master2');
    const db = api().database.db;
    const rows = await db.select({ userName: users.userName, path: users.path }).from(users).where(sql`${users.userName} in ('master2', 'magent', 'obettor')`);
    const pathOf = Object.fromEntries(rows.map((r) => [r.userName, r.path]));
    expect(pathOf.magent!.startsWith(pathOf.master2!)).toBe(true);
    expect(pathOf.obettor!.startsWith(pathOf.magent!)).toBe(true);
    const [record] = await db.select().from(userMoves).orderBy(sql`${userMoves.id} desc`).limit(1);
    expect(record).toMatchObject({ fromParent: 'u-master', reason: 'book moves to master2', byUserId: 'u-operator' });
    await refused('master', 'card', { userName: 'obettor' }, 404, 'USER_NOT_FOUND');
    t.master2 = await tokenOf(api(), 'master2', 'password-1');
    expect((await data<{ trail: string[] }>('master2', 'card', { userName: 'obettor' })).trail).toEqual(['magent']);
  });
});
