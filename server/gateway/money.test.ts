import { describe, expect, it } from 'vitest';
import { gatewayClient, wsSubscription } from './test-client';
import { useTestServer } from './test-server';

type Money = { wallet: number; exposure: number; held: number; available: number };
const MONEY = 'wallet exposure held available';
type DeskChange = {
  request: { requestId: string; status: string };
  totals: { pendingWithdrawals: number; pendingCount: number; rejectedCount: number };
  user: { userName: string; held: number; available: number } | null;
};

describe('one meaning for the money figures, pushed live (docs/money.md)', () => {
  const server = useTestServer();
  const { ok, login } = gatewayClient(() => server().url);
  const balance = async (token: string) => (await ok<{ balance: Money }>(`{ balance { ${MONEY} } }`, {}, token)).balance;

  it('holds a withdrawal at once on every figure and push, and releases it when the upline rejects it', async () => {
    const [demo, agent] = await Promise.all([login('demo'), login('agent')]);
    const url = server().url;
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const pushed = wsSubscription<{ myBalance: Money }>(url, `subscription { myBalance { ${MONEY} } }`, {}, demo);
    const desk = wsSubscription<{ downlineDesk: DeskChange }>(
      url,
      'subscription($s: String!) { downlineDesk(since: $s) { request { requestId status } totals { pendingWithdrawals pendingCount rejectedCount } user { userName held available } } }',
      { s: since },
      agent,
    );
    try {
      await pushed.until((v) => v.length >= 1);
      await new Promise((r) => setTimeout(r, 300));
      const before = await balance(demo);
      expect(before.available).toBe(before.wallet - before.exposure - before.held);
      const { addBankAccount } = await ok<{ addBankAccount: { accountId: string } }>(
        'mutation($i: BankAccountInput!) { addBankAccount(input: $i) { accountId } }',
        { i: { accountHolder: 'Demo User', accountNumber: '112233445566', ifsc: 'UTIB0001234', bankName: 'Axis Bank' } },
        demo,
      );
      const { requestWithdrawal } = await ok<{ requestWithdrawal: { requestId: string } }>(
        'mutation($a: ID!) { requestWithdrawal(amount: 40000, accountId: $a, idempotencyKey: "money-held-1") { requestId } }',
        { a: addBankAccount.accountId },
        demo,
      );
      const held = { ...before, held: before.held + 40_000, available: before.available - 40_000 };
      expect(await balance(demo)).toEqual(held);
      await pushed.until((v) => v.at(-1)?.data?.myBalance.held === held.held);
      expect(pushed.received.at(-1)!.data!.myBalance).toEqual(held);

      await desk.until((v) => v.some((m) => m.data?.downlineDesk.request.requestId === requestWithdrawal.requestId));
      const made = desk.received.find((m) => m.data?.downlineDesk.request.requestId === requestWithdrawal.requestId)!.data!.downlineDesk;
      expect(made.request.status).toBe('PENDING');
      expect(made.totals.pendingWithdrawals).toBeGreaterThanOrEqual(40_000);
      expect(made.user).toEqual({ userName: 'demo', held: held.held, available: held.available });

      await ok('mutation($r: ID!) { decideBankingRequest(requestId: $r, decision: REJECT, note: "Name does not match") { requestId } }', { r: requestWithdrawal.requestId }, agent);
      await pushed.until((v) => v.at(-1)?.data?.myBalance.held === before.held);
      expect(pushed.received.at(-1)!.data!.myBalance).toEqual(before);
      expect(await balance(demo)).toEqual(before);
      await desk.until((v) => v.some((m) => m.data?.downlineDesk.request.status === 'REJECTED'));
      const rejected = desk.received.find((m) => m.data?.downlineDesk.request.status === 'REJECTED')!.data!.downlineDesk;
      expect(rejected.totals.pendingWithdrawals).toBe(made.totals.pendingWithdrawals - 40_000);
      expect(rejected.totals.rejectedCount).toBe(made.totals.rejectedCount + 1);
      expect(rejected.user).toMatchObject({ held: before.held, available: before.available });
    } finally {
      await Promise.all([pushed.close(), desk.close()]);
    }
  });

  it('answers each act with what changed: a transfer its row, a claim its offer, the statement its closing wallet', async () => {
    const agent = await login('agent');
    const { transfer } = await ok<{ transfer: { txId: string; entry: { txId: string; amount: number; description: string } } }>(
      'mutation { transfer(toUserName: "demo", amount: 7000, idempotencyKey: "money-transfer-1") { txId entry { txId description at amount } } }',
      {},
      agent,
    );
    expect(transfer.entry).toMatchObject({ txId: transfer.txId, amount: -7000, description: 'Transfer agent → demo' });
    const { transfers } = await ok<{ transfers: Array<{ txId: string; amount: number }> }>('{ transfers { txId amount } }', {}, agent);
    expect(transfers[0]).toEqual({ txId: transfer.entry.txId, amount: transfer.entry.amount });

    const demo = await login('demo');
    const { claimReward } = await ok<{ claimReward: { claimedOffer: { rewardId: string; status: string } } }>(
      'mutation { claimReward(rewardId: "welcome-u-demo") { reference amount claimedOffer { rewardId status } } }',
      {},
      demo,
    );
    expect(claimReward.claimedOffer).toEqual({ rewardId: 'welcome-u-demo', status: 'CLAIMED' });
    const { rewards } = await ok<{ rewards: Array<{ reference: string; claimedOffer: unknown }> }>('{ rewards { reference claimedOffer { rewardId } } }', {}, demo);
    expect(rewards.find((r) => r.reference === 'reward:welcome-u-demo')?.claimedOffer).toBeNull();

    const { statement } = await ok<{ statement: { opening: number; closing: number; rows: Array<{ balance: number }> } }>(
      'query($f: String!, $t: String!) { statement(from: $f, to: $t) { opening closing rows { balance } } }',
      { f: new Date(Date.now() - 86_400_000).toISOString(), t: new Date(Date.now() + 60_000).toISOString() },
      demo,
    );
    expect(statement.closing).toBe(statement.rows.at(-1)?.balance ?? statement.opening);
    expect(statement.closing).toBe((await balance(demo)).wallet);
  });
});
