import { describe, expect, it } from 'vitest';
import { gatewayClient, wsSubscription } from './test-client';
import { useTestServer } from './test-server';

const REQUEST = 'requestId userName kind amount utr status destination { key value } history { status by note }';
type Request = { requestId: string; userName: string; status: string; history: Array<{ status: string; note: string | null }> };

describe('banking screens and the upline desk through the gateway', () => {
  const server = useTestServer();
  const { gql, ok, login } = gatewayClient(() => server().url);

  it('saves and removes bank accounts, withdraws to one, claims a reward, lists transfers', async () => {
    const demo = await login('demo');
    const input = { accountHolder: 'Demo User', accountNumber: '123456789012', ifsc: 'SBIN0004321', bankName: 'State Bank' };
    const { addBankAccount } = await ok<{ addBankAccount: { accountId: string } }>('mutation($i: BankAccountInput!) { addBankAccount(input: $i) { accountId ifsc } }', { i: input }, demo);
    const bad = await gql('mutation($i: BankAccountInput!) { addBankAccount(input: $i) { accountId } }', { i: { ...input, ifsc: 'SBIN4321' } }, demo);
    expect(bad.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT_DATA');
    const again = await gql('mutation($i: BankAccountInput!) { addBankAccount(input: $i) { accountId } }', { i: input }, demo);
    expect(again.errors?.[0]?.extensions?.code).toBe('DUPLICATE_BANK_ACCOUNT');

    const { balance } = await ok<{ balance: { available: number } }>('{ balance { available } }', {}, demo);
    const wd = await ok<{ requestWithdrawal: Request & { destination: Array<{ key: string; value: string }> } }>(
      `mutation($a: ID!) { requestWithdrawal(amount: 10000, accountId: $a, idempotencyKey: "gw-withdraw-1") { ${REQUEST} } }`,
      { a: addBankAccount.accountId },
      demo,
    );
    expect(wd.requestWithdrawal).toMatchObject({ userName: 'demo', status: 'PENDING', destination: expect.arrayContaining([{ key: 'ifsc', value: 'SBIN0004321' }]) });
    const after = await ok<{ balance: { available: number } }>('{ balance { available } }', {}, demo);
    expect(balance.available - after.balance.available).toBe(10_000);
    const over = await gql(`mutation($a: ID!) { requestWithdrawal(amount: ${after.balance.available + 1}, accountId: $a) { requestId } }`, { a: addBankAccount.accountId }, demo);
    expect(over.errors?.[0]?.extensions?.code).toBe('INSUFFICIENT_FUNDS');

    const { removeBankAccount } = await ok<{ removeBankAccount: unknown[] }>('mutation($a: ID!) { removeBankAccount(accountId: $a) { accountId } }', { a: addBankAccount.accountId }, demo);
    expect(removeBankAccount).toEqual([]);

    const { rewardOffers } = await ok<{ rewardOffers: Array<{ rewardId: string; status: string }> }>('{ rewardOffers { rewardId description amount status expiresAt } }', {}, demo);
    expect(rewardOffers.map((o) => o.status)).toEqual(['CLAIMABLE', 'CLAIMABLE']);
    const { claimReward } = await ok<{ claimReward: { amount: number } }>('mutation { claimReward(rewardId: "welcome-u-demo") { reference amount } }', {}, demo);
    expect(claimReward.amount).toBe(50_000);
    const twice = await gql('mutation { claimReward(rewardId: "welcome-u-demo") { reference } }', {}, demo);
    expect(twice.errors?.[0]?.extensions?.code).toBe('REWARD_ALREADY_CLAIMED');

    const agent = await login('agent');
    await ok('mutation { transfer(toUserName: "demo", amount: 7000, idempotencyKey: "gw-transfer-1") { txId } }', {}, agent);
    const { transfers } = await ok<{ transfers: Array<{ amount: number }> }>('{ transfers { txId description at amount } }', {}, demo);
    expect(transfers[0]!.amount).toBe(7000);
  });

  it('streams a request to the upline as it is made and its decision to the bettor, with the balance', async () => {
    const [demo, agent] = await Promise.all([login('demo'), login('agent')]);
    const url = server().url;
    const mine = wsSubscription<{ myBankingRequests: Request }>(url, `subscription { myBankingRequests { ${REQUEST} } }`, {}, demo);
    const desk = wsSubscription<{ downlineBankingRequests: Request }>(url, `subscription { downlineBankingRequests { ${REQUEST} } }`, {}, agent);
    const money = wsSubscription<{ myBalance: { wallet: number } }>(url, 'subscription { myBalance { wallet } }', {}, demo);
    const refused = wsSubscription(url, 'subscription { downlineBankingRequests { requestId } }', {}, demo);
    try {
      await money.until((v) => v.length >= 1);
      const start = money.received[0]!.data!.myBalance.wallet;
      // The subscriptions are set up upstream before the request is made.
      await new Promise((r) => setTimeout(r, 300));
      const { requestDeposit } = await ok<{ requestDeposit: Request }>(`mutation { requestDeposit(amount: 25000, methodId: "upi-1", utr: "246813579024") { ${REQUEST} } }`, {}, demo);
      await desk.until((v) => v.some((m) => m.data?.downlineBankingRequests.requestId === requestDeposit.requestId));
      await ok(`mutation($r: ID!) { decideBankingRequest(requestId: $r, decision: REJECT, note: "UTR not found") { requestId } }`, { r: requestDeposit.requestId }, agent);
      await mine.until((v) => v.some((m) => m.data?.myBankingRequests.status === 'REJECTED'));
      const rejected = mine.received.find((m) => m.data?.myBankingRequests.status === 'REJECTED')!.data!.myBankingRequests;
      expect(rejected.history.at(-1)).toMatchObject({ status: 'REJECTED', note: 'UTR not found' });

      const second = await ok<{ requestDeposit: Request }>(`mutation { requestDeposit(amount: 25000, methodId: "upi-1", utr: "246813579025") { requestId } }`, {}, demo);
      await ok(`mutation($r: ID!) { decideBankingRequest(requestId: $r, decision: APPROVE) { requestId } }`, { r: second.requestDeposit.requestId }, agent);
      await money.until((v) => v.at(-1)?.data?.myBalance.wallet === start + 25_000);
      await refused.until((v) => v.length >= 1);
      expect(JSON.stringify([...refused.errors, ...refused.received])).toContain('PERMISSION_DENIED');
    } finally {
      await Promise.all([mine.close(), desk.close(), money.close(), refused.close()]);
    }
  });

  it('shows the agent its downline and totals, and blocks and unblocks a user', async () => {
    const [demo, agent] = await Promise.all([login('demo'), login('agent')]);
    const { downlineUsers } = await ok<{ downlineUsers: Array<{ userName: string; isLogin: number }> }>('{ downlineUsers { userName role isLogin wallet exposure held available } }', {}, agent);
    expect(downlineUsers.map((u) => u.userName)).toEqual(expect.arrayContaining(['demo', 'blocked']));
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const { downlineTotals } = await ok<{ downlineTotals: { depositsApproved: number; rejectedCount: number } }>(
      'query($s: String!) { downlineTotals(since: $s) { depositsApproved depositsApprovedCount withdrawalsApproved rejectedCount pendingCount pendingWithdrawals pendingDeposits withdrawalsApprovedCount } }',
      { s: since },
      agent,
    );
    expect(downlineTotals.depositsApproved).toBeGreaterThanOrEqual(25_000);
    const { setUserBlocked } = await ok<{ setUserBlocked: { isLogin: number } }>('mutation { setUserBlocked(userName: "blocked", blocked: false) { isLogin } }', {}, agent);
    expect(setUserBlocked.isLogin).toBe(1);
    await ok('mutation { setUserBlocked(userName: "blocked", blocked: true) { isLogin } }', {}, agent);
    expect((await gql('mutation { setUserBlocked(userName: "agent", blocked: true) { isLogin } }', {}, demo)).errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    expect((await gql('{ downlineUsers { userName } }', {}, demo)).errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
  });
});
