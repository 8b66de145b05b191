import { beforeAll, expect, it } from 'vitest';
import { ledgerInvariantHolds } from '../db/queries/ledger';
import { onEveryStore, tokenOf } from './test-harness';

interface Money {
  bankBalance: number;
  exposure: number;
  held: number;
  available: number;
}


onEveryStore('one meaning for the money figures (wallet, exposure, held, available)', (api) => {
  const t: Record<string, string> = {};
  let accountId = '';
  beforeAll(async () => {
    for (const name of ['demo', 'agent']) t[name] = await tokenOf(api(), name);
    const saved = await api().post('/api/banking/accounts/add', { accountHolder: 'Demo User', accountNumber: '246813579024', ifsc: 'ICIC0001234', bankName: 'ICICI Bank' }, t.demo);
    accountId = (saved.json() as { data: { accountId: string } }).data.accountId;
  });
  const money = async (): Promise<Money> => ((await api().post('/api/user/balance', {}, t.demo)).json() as { data: Money }).data;
  const withdraw = async (amount: number) => ((await api().post('/api/banking/withdraw', { amount, accountId }, t.demo)).json() as { data: { requestId: string } }).data.requestId;
  const decide = (requestId: string, decision: 'APPROVE' | 'REJECT') =>
    api().post('/api/agent/requests/decide', { requestId, decision, ...(decision === 'REJECT' ? { note: 'Name does not match' } : {}) }, t.agent);

  it('answers the four figures, available = wallet − exposure − held', async () => {
    const now = await money();
    expect(Object.keys(now).sort()).toEqual(['available', 'bankBalance', 'exposure', 'held']);
    expect(now.available).toBe(now.bankBalance - now.exposure - now.held);
  });

  it('holds a withdrawal at once and releases it on rejection, the wallet untouched', async () => {
    const before = await money();
    const requestId = await withdraw(40_000);
    const pending = await money();
    expect(pending).toEqual({ ...before, held: before.held + 40_000, available: before.available - 40_000 });
    expect((await decide(requestId, 'REJECT')).statusCode).toBe(200);
    expect(await money()).toEqual(before);
    expect(await ledgerInvariantHolds(api().database.db)).toBe(true);
  });

  it('pays an approved withdrawal from the wallet and stops holding it', async () => {
    const before = await money();
    const requestId = await withdraw(25_000);
    expect((await money()).held).toBe(before.held + 25_000);
    expect((await decide(requestId, 'APPROVE')).statusCode).toBe(200);
    const after = await money();
    expect(after).toEqual({ bankBalance: before.bankBalance - 25_000, exposure: before.exposure, held: before.held, available: before.available - 25_000 });
    expect(after.held).toBe(0);
    expect(await ledgerInvariantHolds(api().database.db)).toBe(true);
  });

  it('refuses a withdrawal past what is available once another is held', async () => {
    const first = await withdraw(10_000);
    const { available } = await money();
    const over = await api().post('/api/banking/withdraw', { amount: available + 1, accountId }, t.demo);
    expect(over.json()).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS' } });
    await decide(first, 'REJECT');
  });
});
