import { describe, expect, it } from 'vitest';
import { gatewayClient } from './test-client';
import { useTestServer } from './test-server';

const REQUEST = 'requestId kind amount methodId utr status createdAt history { status at by note }';

describe('banking through the gateway', () => {
  const server = useTestServer();
  const { gql, ok, login } = gatewayClient(() => server().url);

  it('takes a deposit request that the upline approves, with its timeline', async () => {
    const [demo, agent] = await Promise.all([login('demo'), login('agent')]);
    const { depositMethods } = await ok<{ depositMethods: Array<{ methodId: string; kind: string; details: Array<{ key: string; value: string }>; minAmount: number }> }>(
      '{ depositMethods { methodId name kind details { key value } minAmount maxAmount sequence } }',
      {},
      demo,
    );
    expect(depositMethods[0]).toMatchObject({ methodId: 'upi-1', kind: 'UPI', details: expect.arrayContaining([{ key: 'upiId', value: 'backlay@upi' }]) });

    const { requestDeposit } = await ok<{ requestDeposit: { requestId: string; status: string } }>(
      `mutation { requestDeposit(amount: 100000, methodId: "upi-1", utr: "123456789012") { ${REQUEST} } }`,
      {},
      demo,
    );
    expect(requestDeposit.status).toBe('PENDING');
    const dup = await gql('mutation { requestDeposit(amount: 100000, methodId: "upi-1", utr: "123456789012") { requestId } }', {}, demo);
    expect(dup.errors?.[0]?.extensions?.code).toBe('DUPLICATE_UTR');

    const { downlineBankingRequests } = await ok<{ downlineBankingRequests: Array<{ requestId: string }> }>(`{ downlineBankingRequests { ${REQUEST} } }`, {}, agent);
    expect(downlineBankingRequests.map((r) => r.requestId)).toContain(requestDeposit.requestId);
    const denied = await gql('{ downlineBankingRequests { requestId } }', {}, demo);
    expect(denied.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');

    const decided = await ok<{ decideBankingRequest: { status: string; history: Array<{ status: string; by: string | null; note: string | null }> } }>(
      `mutation($r: ID!) { decideBankingRequest(requestId: $r, decision: APPROVE, note: "received") { ${REQUEST} } }`,
      { r: requestDeposit.requestId },
      agent,
    );
    expect(decided.decideBankingRequest.status).toBe('APPROVED');
    expect(decided.decideBankingRequest.history.map((h) => [h.status, h.by, h.note])).toEqual([
      ['PENDING', null, 'Deposit request received'],
      ['APPROVED', 'agent', 'received'],
    ]);
    const mine = await ok<{ bankingRequest: { status: string }; bankingRequests: Array<{ requestId: string }>; balance: { wallet: number } }>(
      `query($r: ID!) { bankingRequest(requestId: $r) { ${REQUEST} } bankingRequests { requestId } balance { wallet } }`,
      { r: requestDeposit.requestId },
      demo,
    );
    expect(mine.bankingRequest.status).toBe('APPROVED');
    expect(mine.bankingRequests.map((r) => r.requestId)).toEqual([requestDeposit.requestId]);
    expect(mine.balance.wallet).toBe(10_100_000);
  });

  it('asks for a withdrawal to UPI or a bank account, and transfers to the upline', async () => {
    const demo = await login('demo');
    const { requestWithdrawal } = await ok<{ requestWithdrawal: { kind: string; amount: number; status: string } }>(
      `mutation { requestWithdrawal(amount: 50000, destination: { accountHolder: "Demo User", upiId: "demo@upi" }) { ${REQUEST} } }`,
      {},
      demo,
    );
    expect(requestWithdrawal).toMatchObject({ kind: 'WITHDRAWAL', amount: 50_000, status: 'PENDING' });
    const bad = await gql('mutation { requestWithdrawal(amount: 50000, destination: { accountHolder: "Demo User" }) { requestId } }', {}, demo);
    expect(bad.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT_DATA');

    const transfer = await ok<{ transfer: { amount: number; toUserName: string; txId: string } }>(
      'mutation { transfer(toUserName: "agent", amount: 25000, idempotencyKey: "xfer-00001") { txId amount toUserName } }',
      {},
      demo,
    );
    expect(transfer.transfer).toMatchObject({ amount: 25_000, toUserName: 'agent' });
    const again = await ok<{ transfer: { txId: string } }>('mutation { transfer(toUserName: "agent", amount: 25000, idempotencyKey: "xfer-00001") { txId } }', {}, demo);
    expect(again.transfer.txId).toBe(transfer.transfer.txId);
    const stranger = await gql('mutation { transfer(toUserName: "mm1", amount: 25000, idempotencyKey: "xfer-00002") { txId } }', {}, demo);
    expect(stranger.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    const { rewards } = await ok<{ rewards: unknown[] }>('{ rewards { reference description at amount } }', {}, demo);
    expect(rewards).toEqual([]);
  });
});
