import { beforeAll, expect, it } from 'vitest';
import { onEveryStore, tokenOf } from './test-harness';

type Json = Record<string, unknown>;
const key = () => `k-${Math.random().toString(36).slice(2, 12)}`;

onEveryStore('safer betting (issue #47)', (api) => {
  const t: Record<string, string> = {};
  const PRE = '41002.mo';
  beforeAll(async () => {
    for (const name of ['demo', 'mm1', 'mm2', 'agent', 'operator']) t[name] = await tokenOf(api(), name);
  });
  const place = (user: string, body: Json) => api().post('/api/bets/place', { idempotencyKey: key(), ...body }, t[user]);
  const lay = (user: string, size: number, price = 3) => place(user, { marketId: PRE, side: 'LAY', size, selection: { kind: 'exchange', runnerId: '2', price } });
  const view = async (user: string) => ((await api().post('/api/user/protections', {}, t[user])).json() as { data: Json & { lossLimits: Json[]; depositLimits: Json[] } }).data;

  it('a lower loss limit applies at once and refuses a bet past it with the room left; a raise or removal waits 24 hours', async () => {
    const set = await api().post('/api/user/protections/loss-limit', { period: 'DAY', amount: 10_000 }, t.demo);
    expect(set.statusCode).toBe(200);
    // Lay 100 @ 3.0: exposure 200 > 100.
    const refused = await lay('demo', 10_000);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'LOSS_LIMIT_EXCEEDED', remaining: 10_000 } });
    expect((refused.json() as { error: { message: string } }).error.message).toMatch(/room left 10000 paise/);
    expect((await lay('demo', 4_000)).statusCode).toBe(200); // exposure 80
    const raised = (await api().post('/api/user/protections/loss-limit', { period: 'DAY', amount: 1_000_000 }, t.demo)).json() as { data: { lossLimits: Json[] } };
    expect(raised.data.lossLimits[0]).toMatchObject({ period: 'DAY', amount: 10_000, used: 8_000, remaining: 2_000, pending: { amount: 1_000_000 } });
    expect((await lay('demo', 4_000)).json()).toMatchObject({ error: { code: 'LOSS_LIMIT_EXCEEDED' } });
    const removed = (await api().post('/api/user/protections/loss-limit', { period: 'DAY', amount: null }, t.demo)).json() as { data: { lossLimits: Json[] } };
    expect(removed.data.lossLimits[0]).toMatchObject({ amount: 10_000, pending: { amount: null } });
    const pendingAt = Date.parse((removed.data.lossLimits[0]!.pending as { effectiveAt: string }).effectiveAt);
    expect(Math.abs(pendingAt - Date.now() - 24 * 3_600_000)).toBeLessThan(60_000);
    expect((await api().post('/api/user/protections/loss-limit', { period: 'YEAR', amount: 5 }, t.demo)).statusCode).toBe(400);
  });

  it('deposit limits count approved and pending deposits, at the request and again at the approval', async () => {
    await api().post('/api/user/protections/deposit-limit', { period: 'WEEK', amount: 600_000 }, t.demo);
    const first = await api().post('/api/banking/deposit', { amount: 500_000, methodId: 'upi-1', utr: '470000000001' }, t.demo);
    expect(first.statusCode).toBe(201);
    const second = await api().post('/api/banking/deposit', { amount: 200_000, methodId: 'upi-1', utr: '470000000002' }, t.demo);
    expect(second.json()).toMatchObject({ error: { code: 'DEPOSIT_LIMIT_EXCEEDED', remaining: 100_000 } });
    expect((second.json() as { error: { message: string } }).error.message).toMatch(/room left 100000 paise/);
    await api().post('/api/user/protections/deposit-limit', { period: 'WEEK', amount: 400_000 }, t.demo);
    const requestId = (first.json() as { data: { requestId: string } }).data.requestId;
    const approve = await api().post('/api/agent/requests/decide', { requestId, decision: 'APPROVE' }, t.agent);
    expect(approve.json()).toMatchObject({ error: { code: 'DEPOSIT_LIMIT_EXCEEDED' } });
    expect((await view('demo')).depositLimits[1]).toMatchObject({ period: 'WEEK', amount: 400_000, used: 500_000, remaining: 0 });
  });

  it('a time-out cancels unmatched bets and refuses bets and deposits; the account can still be read; it cannot be shortened', async () => {
    expect((await lay('mm2', 5_000, 50)).json()).toMatchObject({ data: { status: 'EXECUTABLE' } });
    expect((await api().post('/api/user/protections/time-out', { hours: 23 }, t.mm2)).statusCode).toBe(400);
    const taken = await api().post('/api/user/protections/time-out', { hours: 48 }, t.mm2);
    expect(taken.statusCode).toBe(200);
    const until = (taken.json() as { data: { timeOutUntil: string } }).data.timeOutUntil;
    const open = (await api().post('/api/bets/event', { eventId: '41002' }, t.mm2)).json() as { data: { unmatched: Json[] } };
    expect(open.data.unmatched).toHaveLength(0);
    const bet = await lay('mm2', 1_000);
    expect(bet.statusCode).toBe(403);
    expect(bet.json()).toMatchObject({ error: { code: 'TIMED_OUT' } });
    expect((await api().post('/api/banking/deposit', { amount: 100_000, methodId: 'upi-1', utr: '470000000003' }, t.mm2)).json()).toMatchObject({ error: { code: 'TIMED_OUT' } });
    const shorter = (await api().post('/api/user/protections/time-out', { hours: 24 }, t.mm2)).json() as { data: { timeOutUntil: string } };
    expect(shorter.data.timeOutUntil).toBe(until);
    expect((await api().post('/api/user/balance', {}, t.mm2)).statusCode).toBe(200);
  });

  it('a self-exclusion refuses bets and deposits, allows withdrawals, survives every staff act, and a lift is refused and audited', async () => {
    expect((await api().post('/api/user/protections/self-exclude', { months: 5 }, t.mm1)).statusCode).toBe(400);
    expect((await api().post('/api/user/protections/self-exclude', { months: 6 }, t.mm1)).json()).toMatchObject({ data: { selfExcluded: true, selfExcludedPermanently: false } });
    expect((await lay('mm1', 1_000)).json()).toMatchObject({ error: { code: 'SELF_EXCLUDED' } });
    expect((await api().post('/api/banking/deposit', { amount: 100_000, methodId: 'upi-1', utr: '470000000004' }, t.mm1)).json()).toMatchObject({ error: { code: 'SELF_EXCLUDED' } });
    const destination = { accountHolder: 'MM One', accountNumber: '1234567890', ifsc: 'HDFC0001234' };
    expect((await api().post('/api/banking/withdraw', { amount: 10_000, destination, idempotencyKey: key() }, t.mm1)).statusCode).toBe(201);
    // Staff acts that unlock an account do not unlock a protection.
    expect(await api().post('/api/backoffice/users/betting-lock', { userName: 'mm1', locked: false }, t.agent)).toMatchObject({ statusCode: 200 });
    expect(await api().post('/api/backoffice/users/login-lock', { userName: 'mm1', locked: false }, t.agent)).toMatchObject({ statusCode: 200 });
    expect((await lay('mm1', 1_000)).json()).toMatchObject({ error: { code: 'SELF_EXCLUDED' } });
    for (const who of ['agent', 'operator']) {
      const lift = await api().post('/api/backoffice/protections/lift', { userName: 'mm1' }, t[who]);
      expect(lift.statusCode).toBe(403);
      expect(lift.json()).toMatchObject({ error: { code: 'PROTECTION_LOCKED' } });
    }
    expect((await api().post('/api/backoffice/protections/lift', { userName: 'mm1' }, t.demo)).statusCode).toBe(403);
    const audit = (await api().post('/api/backoffice/audit', { kind: 'protection' }, t.operator)).json() as { data: { entries: Array<{ act: string; target: { name: string } }> } };
    const acts = audit.data.entries.filter((e) => e.target.name === 'mm1').map((e) => e.act);
    expect(acts.filter((a) => a === 'protection.lift_refused')).toHaveLength(2);
    expect(acts).toContain('protection.self_exclude');
    const permanent = await api().post('/api/user/protections/self-exclude', { permanent: true }, t.mm1);
    expect(permanent.json()).toMatchObject({ data: { selfExcluded: true, selfExcludedPermanently: true, selfExcludedUntil: null } });
  });

  it('the upline sees which protections a downline has, amounts only when shared, and only in its subtree', async () => {
    const hidden = (await api().post('/api/backoffice/protections', { userName: 'demo' }, t.agent)).json() as { data: Json };
    expect(hidden.data).toMatchObject({ userName: 'demo', hasLossLimit: true, hasDepositLimit: true, lossLimits: null, depositLimits: null });
    await api().post('/api/user/protections/privacy', { shareAmountsWithUpline: true }, t.demo);
    const shown = (await api().post('/api/backoffice/protections', { userName: 'demo' }, t.agent)).json() as { data: { lossLimits: Json[] } };
    expect(shown.data.lossLimits[0]).toMatchObject({ period: 'DAY', amount: 10_000 });
    expect((await api().post('/api/backoffice/protections', { userName: 'demo' }, t.mm2)).statusCode).toBe(403);
    expect((await api().post('/api/backoffice/protections', { userName: 'nobody-here' }, t.agent)).json()).toMatchObject({ error: { code: 'NOT_IN_SUBTREE' } });
  });

  it('the reality check counts this sign-in; answering "stop" ends the session', async () => {
    const token = await tokenOf(api(), 'demo');
    const set = (await api().post('/api/user/protections/reality-check', { minutes: 15 }, token)).json() as { data: { sessionStartedAt: string; realityCheckDueAt: string; sessionNet: number } };
    expect(Date.parse(set.data.realityCheckDueAt) - Date.parse(set.data.sessionStartedAt)).toBe(15 * 60_000);
    expect(set.data.sessionNet).toBe(0);
    expect((await api().post('/api/user/protections/reality-check', { minutes: 20 }, token)).statusCode).toBe(400);
    const kept = (await api().post('/api/user/protections/reality-check/answer', { keepPlaying: true }, token)).json() as { data: { realityCheckDueAt: string } };
    expect(Date.parse(kept.data.realityCheckDueAt)).toBeGreaterThan(Date.parse(set.data.realityCheckDueAt) - 1);
    await api().post('/api/user/protections/reality-check/answer', { keepPlaying: false }, token);
    expect((await api().post('/api/user/balance', {}, token)).statusCode).toBe(401);
  });
});
