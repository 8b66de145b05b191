import { beforeAll, expect, it } from 'vitest';
import { ledgerInvariantHolds } from '../db/queries/ledger';
import { onEveryStore, tokenOf } from './test-harness';


onEveryStore('banking and account', (api) => {
  const t: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['demo', 'agent', 'operator', 'blocked']) t[name] = await tokenOf(api(), name);
  });
  const balance = async (who: string) => ((await api().post('/api/user/balance', {}, t[who])).json() as { data: { bankBalance: number } }).data.bankBalance;

  it('lists deposit methods and takes a deposit request with its status timeline; a repeated UTR is refused', async () => {
    const methods = (await api().post('/api/banking/methods', {}, t.demo)).json() as { data: Array<{ methodId: string }> };
    expect(methods.data.map((m) => m.methodId)).toEqual(['upi-1', 'bank-1', 'wallet-1']);
    const created = await api().post('/api/banking/deposit', { amount: 500_000, methodId: 'upi-1', utr: '987654321098' }, t.demo);
    expect(created.statusCode).toBe(201);
    const request = (created.json() as { data: { requestId: string; status: string; history: unknown[] } }).data;
    expect(request).toMatchObject({ status: 'PENDING', history: [{ status: 'PENDING' }] });
    const dup = await api().post('/api/banking/deposit', { amount: 100_000, methodId: 'upi-1', utr: '987654321098' }, t.demo);
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: { code: 'DUPLICATE_UTR' } });
    const tooSmall = await api().post('/api/banking/deposit', { amount: 100, methodId: 'upi-1', utr: '999999999999' }, t.demo);
    expect(tooSmall.statusCode).toBe(400);

    const before = await balance('demo');
    expect((await api().post('/api/agent/requests/decide', { requestId: request.requestId, decision: 'APPROVE' }, t.demo)).statusCode).toBe(403);
    const approved = await api().post('/api/agent/requests/decide', { requestId: request.requestId, decision: 'APPROVE', note: 'seen in bank' }, t.agent);
    expect(approved.json()).toMatchObject({ data: { status: 'APPROVED', history: [{ status: 'PENDING' }, { status: 'APPROVED', by: 'agent' }] } });
    expect((await balance('demo')) - before).toBe(500_000);
    const twice = await api().post('/api/agent/requests/decide', { requestId: request.requestId, decision: 'APPROVE' }, t.agent);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { code: 'REQUEST_ALREADY_DECIDED' } });
    expect((await balance('demo')) - before).toBe(500_000);
  });

  it('holds withdrawals against the available balance and pays them on approval', async () => {
    const destination = { accountHolder: 'Demo User', accountNumber: '1234567890', ifsc: 'HDFC0001234' };
    const tooMuch = await api().post('/api/banking/withdraw', { amount: 900_000_000, destination }, t.demo);
    expect(tooMuch.json()).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS' } });
    const bad = await api().post('/api/banking/withdraw', { amount: 10_000, destination: { accountHolder: 'Demo User' } }, t.demo);
    expect(bad.statusCode).toBe(400);
    const before = await balance('demo');
    const wd = (await api().post('/api/banking/withdraw', { amount: 200_000, destination }, t.demo)).json() as { data: { requestId: string } };
    const approved = await api().post('/api/agent/requests/decide', { requestId: wd.data.requestId, decision: 'APPROVE' }, t.agent);
    expect(approved.json()).toMatchObject({ data: { status: 'APPROVED' } });
    expect(before - (await balance('demo'))).toBe(200_000);
    const rejected = (await api().post('/api/banking/withdraw', { amount: 100_000, destination: { accountHolder: 'Demo User', upiId: 'demo@upi' } }, t.demo)).json() as { data: { requestId: string } };
    await api().post('/api/agent/requests/decide', { requestId: rejected.data.requestId, decision: 'REJECT', note: 'KYC pending' }, t.agent);
    expect(before - (await balance('demo'))).toBe(200_000);
    const mine = (await api().post('/api/banking/requests', {}, t.demo)).json() as { data: Array<{ status: string }> };
    expect(mine.data.map((r) => r.status)).toContain('REJECTED');
  });

  it('transfers between a user and their upline only, once per idempotency key', async () => {
    const before = await balance('demo');
    const body = { toUserName: 'demo', amount: 50_000, idempotencyKey: 'transfer-key-1' };
    await Promise.all([api().post('/api/banking/transfer', body, t.agent), api().post('/api/banking/transfer', body, t.agent)]);
    expect((await balance('demo')) - before).toBe(50_000);
    const sideways = await api().post('/api/banking/transfer', { toUserName: 'blocked', amount: 100, idempotencyKey: 'transfer-key-2' }, t.demo);
    expect(sideways.statusCode).toBe(403);
    const credit = await api().post('/api/admin/users/credit', { userName: 'demo', amount: 10_000, idempotencyKey: 'credit-key-1' }, t.operator);
    expect(credit.statusCode).toBe(200);
    expect((await balance('demo')) - before).toBe(60_000);
  });

  it('signs up with a referral code, keeps settings, and resets a forgotten password through the upline', async () => {
    const signup = await api().post('/api/auth/signup', { key: 'demo', userName: 'newbie', password: 'newbie-password', referralCode: 'demo01' });
    expect(signup.statusCode).toBe(201);
    expect((await api().post('/api/auth/signup', { key: 'demo', userName: 'newbie', password: 'newbie-password' })).json()).toMatchObject({ error: { code: 'USERNAME_TAKEN' } });
    expect((await api().post('/api/auth/signup', { key: 'demo', userName: 'x', password: 'short' })).statusCode).toBe(400);
    const refs = (await api().post('/api/user/referrals', {}, t.demo)).json() as { data: { referralCode: string; referrals: Array<{ userName: string }> } };
    expect(refs.data).toMatchObject({ referralCode: 'DEMO01', referrals: [{ userName: 'newbie' }] });
    const newbie = await tokenOf(api(), 'newbie', 'newbie-password');
    const profile = (await api().post('/api/user/profile', {}, newbie)).json() as { data: { upline: string } };
    expect(profile.data.upline).toBe('agent');
    const settings = await api().post('/api/user/settings/update', { defaultStakes: [10_000, 20_000], lossLimit: 500_000 }, newbie);
    expect(settings.json()).toEqual({ data: { defaultStakes: [10_000, 20_000], lossLimit: 500_000, oneClickBetting: false, oneClickStake: 10_000, acceptOddsChanges: 'better', cancelOnDisconnect: false } });

    const forgot = await api().post('/api/auth/forgot-password', { userName: 'newbie' });
    expect(forgot.statusCode).toBe(202);
    expect((await api().post('/api/auth/forgot-password', { userName: 'nobody-at-all' })).statusCode).toBe(202);
    const codes = (await api().post('/api/agent/password-resets', {}, t.agent)).json() as { data: Array<{ userName: string; code: string }> };
    const code = codes.data.find((c) => c.userName === 'newbie')!.code;
    expect((await api().post('/api/auth/reset-password', { userName: 'newbie', code: 'WRONGCODE', newPassword: 'brand-new-pass' })).json()).toMatchObject({ error: { code: 'INVALID_RESET_CODE' } });
    expect((await api().post('/api/auth/reset-password', { userName: 'newbie', code, newPassword: 'brand-new-pass' })).statusCode).toBe(200);
    expect((await api().post('/api/user/detail', {}, newbie)).statusCode).toBe(401);
    expect((await api().post('/api/auth/login', { userName: 'newbie', password: 'brand-new-pass' })).statusCode).toBe(200);
  });

  it('keeps the ledger balanced', async () => {
    expect(await ledgerInvariantHolds(api().database.db)).toBe(true);
  });
});
