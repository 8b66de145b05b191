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
  const viewWith = async (token: string) => ((await api().post('/api/user/protections', {}, token)).json() as { data: Json & { lossLimits: Json[]; depositLimits: Json[] } }).data;
  const view = (user: string) => viewWith(t[user]!);

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

  /** A new bettor of the agent with `credit` given at its creation (counted toward its deposit limits: it is upline money), and its token. */
  const newBettor = async (userName: string, credit: number) => {
    const made = await api().post('/api/backoffice/users/create', { userName, password: 'demo-password', role: 'bettor', partnershipBps: 0, creditAmount: credit }, t.agent);
    expect(made.statusCode, made.body).toBeLessThan(300);
    return tokenOf(api(), userName);
  };
  const credit = (userName: string, amount: number, direction: 'IN' | 'OUT' = 'IN') => api().post('/api/backoffice/users/credit', { userName, amount, direction, idempotencyKey: key() }, t.agent);
  const transfer = (from: string, toUserName: string, amount: number) => api().post('/api/banking/transfer', { toUserName, amount, idempotencyKey: key() }, from);
  const wallet = async (token: string) => ((await api().post('/api/user/balance', {}, token)).json() as { data: { bankBalance: number } }).data.bankBalance;
  const refusedActs = async (userName: string) => {
    const audit = (await api().post('/api/backoffice/audit', { first: 200 }, t.operator)).json() as { data: { entries: Array<{ act: string; actor: { userName: string } | null; target: { name: string }; after: Json | null }> } };
    return audit.data.entries.filter((e) => e.target.name === userName && e.act.endsWith('_refused')).map((e) => ({ act: e.act, by: e.actor?.userName, after: e.after }));
  };

  it('credit given and transfers from the upline count toward a deposit limit: past it they are refused with the room left, and audited', async () => {
    const bettor = await newBettor('sb-credit1', 100_000);
    await api().post('/api/user/protections/deposit-limit', { period: 'DAY', amount: 300_000 }, bettor);
    expect((await viewWith(bettor)).depositLimits[0]).toMatchObject({ period: 'DAY', amount: 300_000, used: 100_000, remaining: 200_000 });
    expect((await credit('sb-credit1', 150_000)).statusCode).toBe(200);
    const agentBefore = await wallet(t.agent!);
    const over = await credit('sb-credit1', 100_000);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ error: { code: 'DEPOSIT_LIMIT_EXCEEDED', remaining: 50_000 } });
    expect((over.json() as { error: { message: string } }).error.message).toMatch(/sb-credit1's day deposit limit: room left 50000 paise/);
    const sent = await transfer(t.agent!, 'sb-credit1', 60_000);
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toMatchObject({ error: { code: 'DEPOSIT_LIMIT_EXCEEDED', remaining: 50_000 } });
    // Nothing moved for either refusal.
    expect(await wallet(t.agent!)).toBe(agentBefore);
    expect(await wallet(bettor)).toBe(250_000);
    expect((await transfer(t.agent!, 'sb-credit1', 50_000)).statusCode).toBe(200);
    expect((await viewWith(bettor)).depositLimits[0]).toMatchObject({ used: 300_000, remaining: 0 });
    // The bettor's own deposit counts the credit too.
    expect((await api().post('/api/banking/deposit', { amount: 10_000, methodId: 'upi-1', utr: '470000000010' }, bettor)).json()).toMatchObject({ error: { code: 'DEPOSIT_LIMIT_EXCEEDED', remaining: 0 } });
    // Taking credit back, and the bettor sending money up, stay allowed (and do not give room back).
    expect((await credit('sb-credit1', 100_000, 'OUT')).statusCode).toBe(200);
    expect((await transfer(bettor, 'agent', 10_000)).statusCode).toBe(200);
    expect(await wallet(bettor)).toBe(190_000);
    expect((await viewWith(bettor)).depositLimits[0]).toMatchObject({ used: 300_000, remaining: 0 });
    expect(await refusedActs('sb-credit1')).toEqual([
      { act: 'transfer.send_refused', by: 'agent', after: { code: 'DEPOSIT_LIMIT_EXCEEDED', amount: 60_000, remaining: 50_000 } },
      { act: 'credit.give_refused', by: 'agent', after: { code: 'DEPOSIT_LIMIT_EXCEEDED', amount: 100_000, remaining: 50_000 } },
    ]);
  });

  it('no credit or transfer reaches a timed-out or self-excluded bettor; the attempts are audited; taking back and sending up still work', async () => {
    const timedOut = await newBettor('sb-credit2', 100_000);
    const excluded = await newBettor('sb-credit3', 100_000);
    expect((await api().post('/api/user/protections/time-out', { hours: 24 }, timedOut)).statusCode).toBe(200);
    expect((await api().post('/api/user/protections/self-exclude', { permanent: true }, excluded)).statusCode).toBe(200);
    for (const [userName, code] of [['sb-credit2', 'TIMED_OUT'], ['sb-credit3', 'SELF_EXCLUDED']] as const) {
      const given = await credit(userName, 1_000);
      expect(given.statusCode).toBe(403);
      expect(given.json()).toMatchObject({ error: { code } });
      expect((given.json() as { error: { message: string } }).error.message).toContain(userName);
      const sent = await transfer(t.agent!, userName, 1_000);
      expect(sent.statusCode).toBe(403);
      expect(sent.json()).toMatchObject({ error: { code } });
      expect(await refusedActs(userName)).toEqual([
        { act: 'transfer.send_refused', by: 'agent', after: { code, amount: 1_000 } },
        { act: 'credit.give_refused', by: 'agent', after: { code, amount: 1_000 } },
      ]);
      expect((await credit(userName, 20_000, 'OUT')).statusCode).toBe(200);
    }
    expect((await transfer(timedOut, 'agent', 30_000)).statusCode).toBe(200);
    expect((await transfer(excluded, 'agent', 30_000)).statusCode).toBe(200);
    expect(await wallet(timedOut)).toBe(50_000);
    expect(await wallet(excluded)).toBe(50_000);
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
