import { beforeAll, expect, it } from 'vitest';
import { onEveryStore, tokenOf } from './test-harness';


onEveryStore('bank accounts, reward claims and the upline desk', (api) => {
  const t: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['demo', 'agent', 'operator', 'blocked']) t[name] = await tokenOf(api(), name);
  });
  const money = async (who: string) => ((await api().post('/api/user/balance', {}, t[who])).json() as { data: { bankBalance: number; exposure: number; held: number; available: number } }).data;
  const account = { accountHolder: 'Demo User', accountNumber: '123456789012', ifsc: 'hdfc0001234', bankName: 'HDFC Bank' };

  it('saves bank accounts with a checked IFSC, refuses duplicates and bad input, and removes them', async () => {
    const [first, second] = await Promise.all([api().post('/api/banking/accounts/add', account, t.demo), api().post('/api/banking/accounts/add', account, t.demo)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect((first.statusCode === 409 ? first : second).json()).toMatchObject({ error: { code: 'DUPLICATE_BANK_ACCOUNT' } });
    const list = (await api().post('/api/banking/accounts', {}, t.demo)).json() as { data: Array<{ accountId: string; ifsc: string }> };
    expect(list.data).toHaveLength(1);
    expect(list.data[0]!.ifsc).toBe('HDFC0001234');

    for (const bad of [
      { ...account, ifsc: 'HDFC1234567' },
      { ...account, accountNumber: '12ab' },
      { ...account, accountHolder: 'Demo\u0000User' },
      { ...account, bankName: null },
      { ...account, extra: 1 },
    ]) {
      const res = await api().post('/api/banking/accounts/add', bad, t.demo);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
    }
    expect((await api().post('/api/banking/accounts/add', null, t.demo)).statusCode).toBe(400);
    expect((await api().post('/api/banking/accounts/add', account, t.blocked)).statusCode).toBe(403);
    expect((await api().post('/api/banking/accounts/remove', { accountId: 'ba-nope' }, t.demo)).json()).toMatchObject({ error: { code: 'ACCOUNT_NOT_FOUND' } });
    expect((await api().post('/api/banking/accounts/remove', { accountId: list.data[0]!.accountId }, t.agent)).statusCode).toBe(404);

    const other = (await api().post('/api/banking/accounts/add', { ...account, accountNumber: '999988887777' }, t.demo)).json() as { data: { accountId: string } };
    const after = (await api().post('/api/banking/accounts/remove', { accountId: other.data.accountId }, t.demo)).json() as { data: unknown[] };
    expect(after.data).toHaveLength(1);
  });

  it('withdraws to a saved account once per idempotency key, held against the available balance', async () => {
    const [saved] = ((await api().post('/api/banking/accounts', {}, t.demo)).json() as { data: Array<{ accountId: string }> }).data;
    const before = await money('demo');
    const body = { amount: 30_000, accountId: saved!.accountId, idempotencyKey: 'withdraw-key-1' };
    const replies = await Promise.all([api().post('/api/banking/withdraw', body, t.demo), api().post('/api/banking/withdraw', body, t.demo)]);
    const ids = replies.map((r) => (r.json() as { data: { requestId: string; destination: Record<string, string> } }).data);
    expect(ids[0]!.requestId).toBe(ids[1]!.requestId);
    expect(ids[0]!.destination).toMatchObject({ accountNumber: '123456789012', ifsc: 'HDFC0001234' });
    expect(before.available - (await money('demo')).available).toBe(30_000);
    const tooMuch = await api().post('/api/banking/withdraw', { amount: before.available, accountId: saved!.accountId }, t.demo);
    expect(tooMuch.json()).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS' } });
    const both = await api().post('/api/banking/withdraw', { amount: 100, accountId: saved!.accountId, destination: { accountHolder: 'X Y', upiId: 'x@upi' } }, t.demo);
    expect(both.statusCode).toBe(400);
    expect((await api().post('/api/banking/withdraw', { amount: 100, accountId: 'ba-missing' }, t.demo)).json()).toMatchObject({ error: { code: 'ACCOUNT_NOT_FOUND' } });
  });

  it('a rejection needs a reason, and the reason reaches the bettor', async () => {
    const [request] = ((await api().post('/api/banking/requests', {}, t.demo)).json() as { data: Array<{ requestId: string; status: string }> }).data;
    expect(request!.status).toBe('PENDING');
    const bare = await api().post('/api/agent/requests/decide', { requestId: request!.requestId, decision: 'REJECT' }, t.agent);
    expect(bare.json()).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
    await api().post('/api/agent/requests/decide', { requestId: request!.requestId, decision: 'REJECT', note: 'Account name does not match' }, t.agent);
    const seen = (await api().post('/api/banking/request', { requestId: request!.requestId }, t.demo)).json() as { data: { status: string; userName: string; history: Array<{ note?: string }> } };
    expect(seen.data).toMatchObject({ status: 'REJECTED', userName: 'demo' });
    expect(seen.data.history.at(-1)!.note).toBe('Account name does not match');
    expect((await api().post('/api/agent/requests/decide', { requestId: 'x\u0000y', decision: 'APPROVE' }, t.agent)).statusCode).toBe(400);
    for (const [path, body] of [
      ['/api/banking/deposit', { amount: 20_000, methodId: 'upi\u0000', utr: '135791357913' }],
      ['/api/banking/transfer', { toUserName: 'agent\u0000', amount: 100, idempotencyKey: 'nul-key-0001' }],
      ['/api/banking/transfer', { toUserName: 'agent', amount: 100, idempotencyKey: 'nul-key\u00000' }],
      ['/api/banking/withdraw', null],
      ['/api/banking/deposit', { amount: null, methodId: 'upi-1', utr: '135791357913' }],
    ] as const) {
      const res = await api().post(path, body, t.demo);
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
    }
  });

  it('claims a reward once, even when two claims race', async () => {
    const offers = (await api().post('/api/banking/rewards/offers', {}, t.demo)).json() as { data: Array<{ rewardId: string; status: string; amount: number }> };
    const welcome = offers.data.find((o) => o.rewardId === 'welcome-u-demo')!;
    expect(welcome).toMatchObject({ status: 'CLAIMABLE', amount: 50_000 });
    const before = await money('demo');
    const claims = await Promise.all([1, 2].map(() => api().post('/api/banking/rewards/claim', { rewardId: welcome.rewardId }, t.demo)));
    expect(claims.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    expect((await money('demo')).bankBalance - before.bankBalance).toBe(50_000);
    const rewards = (await api().post('/api/banking/rewards', {}, t.demo)).json() as { data: Array<{ reference: string }> };
    expect(rewards.data.map((r) => r.reference)).toContain('reward:welcome-u-demo');
    expect((await api().post('/api/banking/rewards/claim', { rewardId: 'welcome-u-demo' }, t.agent)).json()).toMatchObject({ error: { code: 'REWARD_NOT_FOUND' } });
  });

  it('offers the referrer a share of a referred user\'s first approved deposit, once, and counts it as earned when claimed', async () => {
    const signup = await api().post('/api/auth/signup', { key: 'demo', userName: 'friend_of_demo', password: 'friend-password-1', referralCode: 'demo01' });
    expect(signup.statusCode).toBe(201);
    const friend = ((await api().post('/api/auth/login', { userName: 'friend_of_demo', password: 'friend-password-1' })).json() as { data: { token: string } }).data.token;
    const deposits = [];
    for (const [amount, utr] of [[1_000_000, '246824682468'], [2_000_000, '864286428642']] as const) {
      const dep = (await api().post('/api/banking/deposit', { amount, methodId: 'upi-1', utr }, friend)).json() as { data: { requestId: string } };
      deposits.push(dep.data.requestId);
    }
    // Approved twice over (a retry) and a second deposit after it: one offer, of the first deposit.
    await api().post('/api/agent/requests/decide', { requestId: deposits[0], decision: 'APPROVE' }, t.agent);
    await api().post('/api/agent/requests/decide', { requestId: deposits[0], decision: 'APPROVE' }, t.agent);
    await api().post('/api/agent/requests/decide', { requestId: deposits[1], decision: 'APPROVE' }, t.agent);
    const offers = (await api().post('/api/banking/rewards/offers', {}, t.demo)).json() as { data: Array<{ rewardId: string; status: string; amount: number; description: string }> };
    const referral = offers.data.filter((o) => o.rewardId.startsWith('referral:'));
    // 10% of ₹10,000 is ₹1,000, capped at ₹500.
    expect(referral).toEqual([expect.objectContaining({ status: 'CLAIMABLE', amount: 50_000, description: "Referral: friend_of_demo's first deposit" })]);
    const summary = async () => ((await api().post('/api/user/referrals', {}, t.demo)).json() as { data: { earned: number; rewardPercent: number; rewardCap: number; referrals: Array<{ userName: string }> } }).data;
    expect(await summary()).toMatchObject({ earned: 0, rewardPercent: 10, rewardCap: 50_000 });
    expect((await summary()).referrals.map((r) => r.userName)).toContain('friend_of_demo');
    expect((await api().post('/api/banking/rewards/claim', { rewardId: referral[0]!.rewardId }, t.demo)).statusCode).toBe(200);
    expect((await summary()).earned).toBe(50_000);
  });

  it('shows the upline its downline with money and status, and the day totals; bettors are refused', async () => {
    const users = (await api().post('/api/agent/users', {}, t.agent)).json() as { data: Array<{ userName: string; isLogin: number; bankBalance: number; exposure: number }> };
    expect(users.data.map((u) => u.userName)).toEqual(expect.arrayContaining(['demo', 'blocked']));
    expect(users.data.find((u) => u.userName === 'blocked')!.isLogin).toBe(0);
    expect((await api().post('/api/agent/users', {}, t.demo)).json()).toMatchObject({ error: { code: 'PERMISSION_DENIED' } });

    const dep = (await api().post('/api/banking/deposit', { amount: 20_000, methodId: 'upi-1', utr: '555555555555' }, t.demo)).json() as { data: { requestId: string } };
    await api().post('/api/agent/requests/decide', { requestId: dep.data.requestId, decision: 'APPROVE' }, t.agent);
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const totals = (await api().post('/api/agent/totals', { since }, t.agent)).json() as { data: Record<string, number> };
    expect(totals.data.depositsApproved).toBeGreaterThanOrEqual(20_000);
    expect(totals.data.rejectedCount).toBeGreaterThanOrEqual(1);
    expect((await api().post('/api/agent/totals', { since: 'yesterday' }, t.agent)).statusCode).toBe(400);
    expect((await api().post('/api/agent/totals', { since: '2000-01-01T00:00:00Z' }, t.agent)).statusCode).toBe(400);
  });
});
