import { describe, expect, it } from 'vitest';
import { gatewayClient } from './test-client';
import { useTestServer } from './test-server';

const USER = 'userName role roleName parent level balance creditReference available exposure partnershipBps commissionBps status { bettingLocked loginLocked } lastLoginAt createdAt downlineCount';
type User = { userName: string; roleName: string; parent: string | null; level: number; balance: number; available: number; partnershipBps: number; downlineCount: number; status: { bettingLocked: boolean; loginLocked: boolean } };

describe('the hierarchy through the gateway', () => {
  const server = useTestServer(240_000);
  const { gql, ok, login } = gatewayClient(() => server().url);

  it('a master reads its figures, pages its downline, opens a card, creates an agent with credit and moves credit both ways', async () => {
    const [master, demo] = await Promise.all([login('master'), login('demo')]);
    const { backofficeMe } = await ok<{ backofficeMe: User }>(`{ backofficeMe { ${USER} } }`, {}, master);
    expect(backofficeMe).toMatchObject({ userName: 'master', roleName: 'Master', parent: 'supermaster', level: 2, partnershipBps: 3000, downlineCount: 5 });
    // The frame's nav asks whether the trading desk is open to this level: not by default below the admin.
    expect(await ok<{ tradingDeskOpen: boolean }>('{ tradingDeskOpen }', {}, master)).toEqual({ tradingDeskOpen: false });

    const page = await ok<{ backofficeChildren: { users: User[]; nextCursor: string | null; total: number } }>(
      `query($p: String, $s: String, $f: Int) { backofficeChildren(parent: $p, search: $s, first: $f) { users { ${USER} } nextCursor total } }`,
      { p: 'agent', s: 'mm', f: 1 },
      master,
    );
    expect(page.backofficeChildren).toMatchObject({ total: 2, nextCursor: 'mm1', users: [{ userName: 'mm1', roleName: 'Bettor', level: 4 }] });

    const { backofficeUser } = await ok<{ backofficeUser: { user: User; trail: string[]; twoFactor: boolean; recentLedger: Array<{ amount: number; description: string }> } }>(
      `query($u: String!) { backofficeUser(userName: $u) { user { ${USER} } trail twoFactor recentLogins { at ip success } recentLedger { txId at amount balance description } } }`,
      { u: 'demo' },
      master,
    );
    expect(backofficeUser.trail).toEqual(['agent']);
    // Two-step sign-in: a bettor of the demo has none; the demo's staff are enrolled.
    expect(backofficeUser.twoFactor).toBe(false);
    expect(await ok<{ backofficeUser: { twoFactor: boolean } }>('query($u: String!) { backofficeUser(userName: $u) { twoFactor } }', { u: 'agent' }, master)).toEqual({ backofficeUser: { twoFactor: true } });
    expect(backofficeUser.recentLedger.at(-1)).toMatchObject({ amount: 10_000_000, description: 'Credit given: agent → demo' });

    const made = await ok<{ backofficeCreateUser: User }>(
      `mutation($i: BackofficeCreateUserInput!) { backofficeCreateUser(input: $i) { ${USER} } }`,
      { i: { userName: 'gqlagent', password: 'password-1', role: 'agent', partnershipBps: 2500, creditAmount: 300_000 } },
      master,
    );
    expect(made.backofficeCreateUser).toMatchObject({ userName: 'gqlagent', parent: 'master', balance: 300_000, partnershipBps: 2500 });

    const credit = (amount: number, direction: 'IN' | 'OUT', key: string) =>
      gql<{ backofficeCredit: { txId: string; amount: number; user: User; me: User } }>(
        `mutation($u: String!, $a: Paise!, $d: BackofficeCreditDirection!, $k: String!) { backofficeCredit(userName: $u, amount: $a, direction: $d, idempotencyKey: $k) { txId direction amount user { ${USER} } me { ${USER} } } }`,
        { u: 'gqlagent', a: amount, d: direction, k: key },
        master,
      );
    const out = await credit(100_000, 'OUT', 'gql-take-1');
    expect(out.data?.backofficeCredit.user.balance).toBe(200_000);
    expect(out.data?.backofficeCredit.me.balance).toBe(backofficeMe.balance - 200_000);
    expect((await credit(200_001, 'OUT', 'gql-take-2')).errors?.[0]?.extensions?.code).toBe('INSUFFICIENT_FUNDS');

    const tooMuch = await gql(`mutation($i: BackofficeCreateUserInput!) { backofficeCreateUser(input: $i) { userName } }`, { i: { userName: 'gqlagent2', password: 'password-1', role: 'agent', partnershipBps: 5001 } }, master);
    expect(tooMuch.errors?.[0]?.extensions?.code).toBe('PARTNERSHIP_OUT_OF_RANGE');
    const moved = await gql('mutation { backofficeMoveUser(userName: "gqlagent", newParent: "master", reason: "x") { userName } }', {}, master);
    expect(moved.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
    const denied = await gql(`{ backofficeMe { userName } }`, {}, demo);
    expect(denied.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
  }, 240_000);
});
