import { beforeAll, expect, it } from 'vitest';
import type { AuditEntryView, AuditPage } from '../../contract/audit';
import { recordAudit, verifyAuditChains } from '../service/audit';
import { onEveryStore, type ApiHarness } from './test-harness';

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

/** A call from a client of its own: the harness trusts X-Forwarded-For, as a server behind a configured proxy does. */
const from = (api: ApiHarness, token: string | undefined, url: string, payload: unknown, ip = '198.51.100.7', userAgent = CHROME_ANDROID) =>
  api.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'user-agent': userAgent, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

onEveryStore('the audit log', (api) => {
  const t: Record<string, string> = {};
  const page = async (who: string, body: Record<string, unknown> = {}): Promise<AuditPage> => {
    const res = await api().post('/api/backoffice/audit', body, t[who]);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: AuditPage }).data;
  };
  const acts = (p: AuditPage) => p.entries.map((e) => `${e.actor?.userName ?? 'system'} ${e.act} ${e.target.name}`);
  let marketId = '';

  beforeAll(async () => {
    for (const name of ['demo', 'agent', 'master', 'supermaster', 'operator']) {
      t[name] = ((await api().post('/api/auth/login', { userName: name, password: 'demo-password' })).json() as { data: { token: string } }).data.token;
    }
    // The acts: the agent locks and unlocks demo's betting and credits it, from its phone; the master sets the
    // agent's credit reference; the operator suspends and resumes a market.
    expect((await from(api(), t.agent, '/api/backoffice/users/betting-lock', { userName: 'demo', locked: true })).statusCode).toBe(200);
    expect((await from(api(), t.agent, '/api/backoffice/users/betting-lock', { userName: 'demo', locked: false })).statusCode).toBe(200);
    expect((await from(api(), t.agent, '/api/backoffice/users/credit', { userName: 'demo', amount: 5_000, direction: 'IN', idempotencyKey: 'audit-credit-1' })).statusCode).toBe(200);
    // A replay of the same key is the same act: audited once.
    expect((await from(api(), t.agent, '/api/backoffice/users/credit', { userName: 'demo', amount: 5_000, direction: 'IN', idempotencyKey: 'audit-credit-1' })).statusCode).toBe(200);
    expect((await from(api(), t.master, '/api/backoffice/users/credit-reference', { userName: 'agent', creditReference: 123_456 }, '203.0.113.9', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0')).statusCode).toBe(200);
    expect((await from(api(), t.agent, '/api/banking/transfer', { toUserName: 'demo', amount: 2_000, idempotencyKey: 'audit-transfer-1' })).statusCode).toBe(200);
    const markets = (await api().post('/api/backoffice/operator/markets', { state: 'OPEN' }, t.operator)).json() as { data: Array<{ marketId: string; status: string }> };
    marketId = markets.data.find((m) => m.status === 'OPEN')!.marketId;
    expect((await from(api(), t.operator, '/api/backoffice/operator/markets/status', { marketId, status: 'SUSPENDED' }, '192.0.2.1')).statusCode).toBe(200);
    expect((await from(api(), t.operator, '/api/backoffice/operator/markets/status', { marketId, status: 'OPEN' }, '192.0.2.1')).statusCode).toBe(200);
  });

  it('records who did what to whom, from where, before → after, in one chain', async () => {
    const all = await page('operator', { first: 200 });
    const credit = all.entries.filter((e) => e.act === 'credit.give' && e.target.name === 'demo');
    expect(credit).toHaveLength(1);
    expect(credit[0]).toMatchObject({ actor: { userName: 'agent', role: 'agent' }, ip: '198.51.100.7', userAgent: CHROME_ANDROID, target: { kind: 'user', name: 'demo' } });
    expect(credit[0]!.after!.balance).toBe((credit[0]!.before!.balance as number) + 5_000);
    expect(all.entries.find((e) => e.act === 'transfer.send')).toMatchObject({ actor: { userName: 'agent' }, target: { name: 'demo' }, after: { amount: 2_000 } });
    const lock = all.entries.find((e) => e.act === 'user.bet_lock')!;
    expect(lock).toMatchObject({ before: { bettingLocked: false }, after: { bettingLocked: true } });
    expect(all.entries.find((e) => e.act === 'limits.credit_reference')).toMatchObject({ actor: { userName: 'master' }, ip: '203.0.113.9', after: { creditReference: 123_456 } });
    const suspended = all.entries.find((e) => e.act === 'market.suspend' && e.target.id === marketId)!;
    expect(suspended).toMatchObject({ actor: { userName: 'operator', role: 'operator' }, target: { kind: 'market' }, before: { status: 'OPEN' }, after: { status: 'SUSPENDED' } });
    expect(all.entries.find((e) => e.act === 'market.resume' && e.target.id === marketId)).toBeDefined();
    // Newest first, each a step of the site's chain, which verifies.
    const seqs = all.entries.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect((await verifyAuditChains(api().database.db)).every((r) => r.broken === null)).toBe(true);
  });

  it('an upline sees the acts on its subtree and its own; the client of its own acts only', async () => {
    const agent = await page('agent', { first: 200 });
    expect(acts(agent)).toEqual(expect.arrayContaining(['agent credit.give demo', 'agent user.bet_lock demo', 'master limits.credit_reference agent']));
    // The operator's market acts touch no user of the agent's subtree.
    expect(agent.entries.some((e) => e.act.startsWith('market.'))).toBe(false);
    const onAgent = agent.entries.find((e) => e.act === 'limits.credit_reference')!;
    expect([onAgent.ip, onAgent.userAgent]).toEqual([null, null]);
    expect(agent.entries.find((e) => e.act === 'credit.give')!.ip).toBe('198.51.100.7');
    const master = await page('master', { first: 200 });
    expect(acts(master)).toEqual(expect.arrayContaining(['agent credit.give demo', 'master limits.credit_reference agent']));
    // A bettor has no back office.
    const bettor = await api().post('/api/backoffice/audit', {}, t.demo);
    expect(bettor.statusCode).toBe(403);
    expect(bettor.json()).toMatchObject({ error: { code: 'PERMISSION_DENIED' } });
  });

  it('filters by actor, target, kind (an act or its family) and date range, newest first, page by page', async () => {
    expect(acts(await page('operator', { actor: 'master' }))).toEqual(['master limits.credit_reference agent']);
    expect(acts(await page('operator', { target: 'demo', kind: 'user' }))).toEqual(['agent user.bet_unlock demo', 'agent user.bet_lock demo']);
    expect(acts(await page('operator', { kind: 'user.bet_lock' }))).toEqual(['agent user.bet_lock demo']);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await page('operator', { from: future })).entries).toEqual([]);
    expect((await page('operator', { to: new Date(Date.now() - 3_600_000).toISOString() })).entries).toEqual([]);
    const first = await page('operator', { first: 2 });
    expect(first.entries).toHaveLength(2);
    const second = await page('operator', { first: 2, after: first.nextCursor });
    expect(Number(second.entries[0]!.id)).toBeLessThan(Number(first.entries[1]!.id));
    const bad = async (body: Record<string, unknown>) => (await api().post('/api/backoffice/audit', body, t.operator)).json() as { error: { code: string } };
    expect(await bad({ from: 'yesterday' })).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
    expect(await bad({ kind: 'DROP TABLE' })).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
    expect(await bad({ after: 'x' })).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
    expect(await bad({ from: future, to: new Date().toISOString() })).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
  });

  it('exports the same entries as CSV, with the same filters and scope', async () => {
    const csv = await api().app.inject({ method: 'GET', url: '/api/backoffice/audit.csv?target=demo&kind=user', headers: { authorization: `Bearer ${t.agent}` } });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('seq,at,actor,actor_role,ip,user_agent,act,target_kind,target_id,target_name,before,after,hash');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^\d+,[^,]+,agent,agent,198\.51\.100\.7,"Mozilla[^"]*",user\.bet_unlock,user,u-demo,demo,/);
    expect(lines[2]).toContain(',user.bet_lock,user,u-demo,demo,');
    expect(lines[2]).toContain('"{""bettingLocked"":false}"');
    const operatorOnly = await api().app.inject({ method: 'GET', url: '/api/backoffice/audit.csv?kind=market', headers: { authorization: `Bearer ${t.agent}` } });
    expect(operatorOnly.body.trimEnd().split('\r\n')).toHaveLength(1);
    const refused = await api().app.inject({ method: 'GET', url: '/api/backoffice/audit.csv?from=nonsense', headers: { authorization: `Bearer ${t.operator}` } });
    expect(refused.statusCode).toBe(400);
    expect((await api().app.inject({ method: 'GET', url: '/api/backoffice/audit.csv' })).statusCode).toBe(401);
  });

  it("a bettor reads the protection changes on its own account, and nobody else's", async () => {
    const db = api().database.db;
    await db.transaction((tx) =>
      recordAudit(tx, {
        site: 'demo',
        actor: { userId: 'u-demo', userName: 'demo', role: 'bettor', ip: '198.51.100.7', userAgent: CHROME_ANDROID },
        act: 'protection.set',
        target: { kind: 'user', id: 'u-demo', name: 'demo', userId: 'u-demo' },
        before: { depositLimitDay: null },
        after: { depositLimitDay: 100_000 },
      }),
    );
    const mine = (await api().post('/api/user/protection-log', {}, t.demo)).json() as { data: AuditEntryView[] };
    expect(mine.data).toEqual([expect.objectContaining({ act: 'protection.set', ip: '198.51.100.7', after: { depositLimitDay: 100_000 } })]);
    const others = (await api().post('/api/user/protection-log', {}, t.agent)).json() as { data: AuditEntryView[] };
    expect(others.data).toEqual([]);
  });
});
