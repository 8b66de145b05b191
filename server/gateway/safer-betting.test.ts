import { describe, expect, it } from 'vitest';
import { gatewayClient } from './test-client';
import { useTestServer } from './test-server';

const PLACE = `mutation($i: PlaceBetInput!) { placeBet(input: $i) { betId status } }`;
const VIEW = `depositLimits { period amount used remaining pending { amount effectiveAt } }
  lossLimits { period amount used remaining pending { amount effectiveAt } }
  timeOutUntil selfExcluded selfExcludedUntil selfExcludedPermanently realityCheckMinutes sessionStartedAt sessionNet realityCheckDueAt shareAmountsWithUpline`;

interface Limit {
  period: string;
  amount: number | null;
  used: number;
  remaining: number | null;
  pending: { amount: number | null; effectiveAt: string } | null;
}
interface Safer {
  depositLimits: Limit[];
  lossLimits: Limit[];
  timeOutUntil: string | null;
  selfExcluded: boolean;
  selfExcludedUntil: string | null;
  selfExcludedPermanently: boolean;
  realityCheckMinutes: number | null;
  sessionStartedAt: string;
  sessionNet: number;
  realityCheckDueAt: string | null;
  shareAmountsWithUpline: boolean;
}

describe('safer betting through the gateway (issue #47)', () => {
  const server = useTestServer();
  const { gql, ok, login } = gatewayClient(() => server().url);
  const bet = (side: string, size: number, key: string) => ({ i: { marketId: '41005.mo', side, size, selection: { exchange: { runnerId: '2', price: 3 } }, idempotencyKey: key } });

  it('serves every field and mutation, and refuses bets and deposits with the stable codes in extensions.code', async () => {
    const demo = await login('demo');
    const fresh = await ok<{ saferBetting: Safer }>(`{ saferBetting { ${VIEW} } }`, {}, demo);
    expect(fresh.saferBetting).toMatchObject({ selfExcluded: false, timeOutUntil: null, realityCheckMinutes: null, realityCheckDueAt: null, sessionNet: 0, shareAmountsWithUpline: false });
    expect(fresh.saferBetting.lossLimits.map((l) => l.period)).toEqual(['DAY', 'WEEK', 'MONTH']);

    const loss = await ok<{ setLossLimit: Safer }>(`mutation { setLossLimit(period: DAY, amount: 10000) { ${VIEW} } }`, {}, demo);
    expect(loss.setLossLimit.lossLimits[0]).toEqual({ period: 'DAY', amount: 10_000, used: 0, remaining: 10_000, pending: null });
    const refused = await gql(PLACE, bet('LAY', 10_000, 'gw-sb-lay-01'), demo);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'LOSS_LIMIT_EXCEEDED', remaining: 10_000 });
    const raised = await ok<{ setLossLimit: Safer }>(`mutation { setLossLimit(period: DAY, amount: 50000) { ${VIEW} } }`, {}, demo);
    expect(raised.setLossLimit.lossLimits[0]).toMatchObject({ amount: 10_000, pending: { amount: 50_000 } });

    const dep = await ok<{ setDepositLimit: Safer }>(`mutation { setDepositLimit(period: MONTH, amount: 100000) { ${VIEW} } }`, {}, demo);
    expect(dep.setDepositLimit.depositLimits[2]).toMatchObject({ period: 'MONTH', amount: 100_000, remaining: 100_000 });
    const deposit = await gql(`mutation { requestDeposit(amount: 200000, methodId: "upi-1", utr: "470000000101") { requestId } }`, {}, demo);
    expect(deposit.errors?.[0]?.extensions).toMatchObject({ code: 'DEPOSIT_LIMIT_EXCEEDED', remaining: 100_000 });

    const rc = await ok<{ setRealityCheck: Safer }>(`mutation { setRealityCheck(minutes: 30) { ${VIEW} } }`, {}, demo);
    expect(Date.parse(rc.setRealityCheck.realityCheckDueAt!) - Date.parse(rc.setRealityCheck.sessionStartedAt)).toBe(30 * 60_000);
    expect((await gql(`mutation { setRealityCheck(minutes: 10) { realityCheckMinutes } }`, {}, demo)).errors?.[0]?.extensions?.code).toBe('INVALID_INPUT_DATA');
    const kept = await ok<{ answerRealityCheck: Safer }>(`mutation { answerRealityCheck(keepPlaying: true) { realityCheckDueAt } }`, {}, demo);
    expect(kept.answerRealityCheck.realityCheckDueAt).toBeTruthy();
    const shared = await ok<{ setProtectionPrivacy: Safer }>(`mutation { setProtectionPrivacy(shareAmountsWithUpline: true) { shareAmountsWithUpline } }`, {}, demo);
    expect(shared.setProtectionPrivacy.shareAmountsWithUpline).toBe(true);

    const mm2 = await login('mm2');
    const timeOut = await ok<{ takeTimeOut: Safer }>(`mutation { takeTimeOut(hours: 24) { timeOutUntil } }`, {}, mm2);
    expect(Date.parse(timeOut.takeTimeOut.timeOutUntil!)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect((await gql(PLACE, bet('BACK', 1_000, 'gw-sb-to-01'), mm2)).errors?.[0]?.extensions?.code).toBe('TIMED_OUT');
    expect((await gql(`mutation { takeTimeOut(hours: 2000) { timeOutUntil } }`, {}, mm2)).errors?.[0]?.extensions?.code).toBe('INVALID_INPUT_DATA');

    const mm1 = await login('mm1');
    const excluded = await ok<{ selfExclude: Safer }>(`mutation { selfExclude(months: 12) { selfExcluded selfExcludedUntil selfExcludedPermanently } }`, {}, mm1);
    expect(excluded.selfExclude).toMatchObject({ selfExcluded: true, selfExcludedPermanently: false });
    expect((await gql(PLACE, bet('BACK', 1_000, 'gw-sb-se-01'), mm1)).errors?.[0]?.extensions?.code).toBe('SELF_EXCLUDED');
    // Signed in still: the account reads.
    expect((await ok<{ balance: { wallet: number } }>('{ balance { wallet } }', {}, mm1)).balance.wallet).toBeGreaterThan(0);

    const agent = await login('agent');
    const DOWN = `query($u: String!) { downlineProtections(userName: $u) { userName hasDepositLimit hasLossLimit depositLimits { period amount } lossLimits { period amount } timeOutUntil selfExcluded selfExcludedUntil selfExcludedPermanently realityCheckMinutes } }`;
    const seen = await ok<{ downlineProtections: { lossLimits: Array<{ amount: number | null }> | null; hasLossLimit: boolean; realityCheckMinutes: number } }>(DOWN, { u: 'demo' }, agent);
    expect(seen.downlineProtections).toMatchObject({ hasLossLimit: true, hasDepositLimit: true, realityCheckMinutes: 30 });
    expect(seen.downlineProtections.lossLimits?.[0]?.amount).toBe(10_000);
    const hidden = await ok<{ downlineProtections: { lossLimits: unknown; selfExcluded: boolean } }>(DOWN, { u: 'mm1' }, agent);
    expect(hidden.downlineProtections).toMatchObject({ lossLimits: null, selfExcluded: true });
    expect((await gql(DOWN, { u: 'demo' }, mm1)).errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    expect((await gql(DOWN, { u: 'operator' }, agent)).errors?.[0]?.extensions?.code).toBe('NOT_IN_SUBTREE');

    const stop = await gql(`mutation { answerRealityCheck(keepPlaying: false) { sessionStartedAt } }`, {}, demo);
    expect(stop.errors).toBeUndefined();
    expect((await gql('{ balance { wallet } }', {}, demo)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
  it('refuses deposit requests, and the upline\'s credit and transfers, to a timed-out or self-excluded bettor or past a deposit limit, with the same codes', async () => {
    // State left by the test above: mm2 timed out, mm1 self-excluded, demo's monthly deposit limit ₹1,000 with nothing used.
    const [mm2, mm1, agent] = [await login('mm2'), await login('mm1'), await login('agent')];
    const deposit = (utr: string) => `mutation { requestDeposit(amount: 100000, methodId: "upi-1", utr: "${utr}") { requestId } }`;
    expect((await gql(deposit('470000000102'), {}, mm2)).errors?.[0]?.extensions).toMatchObject({ code: 'TIMED_OUT' });
    expect((await gql(deposit('470000000103'), {}, mm1)).errors?.[0]?.extensions).toMatchObject({ code: 'SELF_EXCLUDED' });
    const CREDIT = `mutation($u: String!, $a: Paise!, $k: String!) { backofficeCredit(userName: $u, amount: $a, direction: IN, idempotencyKey: $k) { txId } }`;
    const TRANSFER = `mutation($u: String!, $a: Paise!, $k: String!) { transfer(toUserName: $u, amount: $a, idempotencyKey: $k) { txId } }`;
    for (const [u, code] of [['mm2', 'TIMED_OUT'], ['mm1', 'SELF_EXCLUDED']]) {
      expect((await gql(CREDIT, { u, a: 1_000, k: `gw-sb-credit-${u}` }, agent)).errors?.[0]?.extensions).toMatchObject({ code });
      expect((await gql(TRANSFER, { u, a: 1_000, k: `gw-sb-transfer-${u}` }, agent)).errors?.[0]?.extensions).toMatchObject({ code });
    }
    const over = await gql(CREDIT, { u: 'demo', a: 150_000, k: 'gw-sb-credit-demo' }, agent);
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'DEPOSIT_LIMIT_EXCEEDED', remaining: 100_000 });
    expect((await gql(TRANSFER, { u: 'demo', a: 150_000, k: 'gw-sb-transfer-demo' }, agent)).errors?.[0]?.extensions).toMatchObject({ code: 'DEPOSIT_LIMIT_EXCEEDED', remaining: 100_000 });
    expect((await gql(CREDIT, { u: 'demo', a: 100_000, k: 'gw-sb-credit-demo-2' }, agent)).errors).toBeUndefined();
    // Taking credit back from an excluded bettor stays allowed.
    const back = await gql(`mutation { backofficeCredit(userName: "mm1", amount: 1000, direction: OUT, idempotencyKey: "gw-sb-credit-out") { txId } }`, {}, agent);
    expect(back.errors).toBeUndefined();
  });
});
