import { describe, expect, it } from 'vitest';
import { gatewayClient, rangeAroundNow } from './test-client';
import { useTestServer } from './test-server';

describe('the caller’s account through the gateway', () => {
  const server = useTestServer();
  const { gql, ok, login } = gatewayClient(() => server().url);

  it('serves profile, referrals, settings (and updates them), activity log and balance', async () => {
    const demo = await login('demo');
    const data = await ok<{
      profile: { userName: string; upline: string; referralCode: string };
      referrals: { referralCode: string; referrals: unknown[] };
      settings: { defaultStakes: number[]; lossLimit: number | null };
      activityLog: Array<{ success: boolean; ip: string }>;
      balance: { wallet: number; exposure: number; held: number; available: number };
    }>(`{ profile { userName role isLogin upline memberSince referralCode }
          referrals { referralCode referrals { userName joinedAt } }
          settings { defaultStakes lossLimit }
          activityLog { at ip userAgent success }
          balance { wallet exposure held available } }`, {}, demo);
    expect(data.profile).toMatchObject({ userName: 'demo', upline: 'agent' });
    expect(data.referrals.referralCode).toBe(data.profile.referralCode);
    expect(data.settings.defaultStakes.length).toBeGreaterThan(0);
    expect(data.activityLog[0]?.success).toBe(true);
    expect(data.balance).toEqual({ wallet: 10_000_000, exposure: 0, held: 0, available: 10_000_000 });

    const updated = await ok<{ updateSettings: { defaultStakes: number[]; lossLimit: number } }>(
      'mutation($i: SettingsInput!) { updateSettings(input: $i) { defaultStakes lossLimit } }',
      { i: { defaultStakes: [10_000, 20_000], lossLimit: 500_000 } },
      demo,
    );
    expect(updated.updateSettings).toEqual({ defaultStakes: [10_000, 20_000], lossLimit: 500_000 });
    const cleared = await ok<{ updateSettings: { lossLimit: number | null } }>('mutation { updateSettings(input: { lossLimit: null }) { lossLimit } }', {}, demo);
    expect(cleared.updateSettings.lossLimit).toBeNull();
  });

  it('signs up with a referral code, changes the password (new token, old one ends) and lists the history', async () => {
    const demo = await login('demo');
    const { profile } = await ok<{ profile: { referralCode: string } }>('{ profile { referralCode } }', {}, demo);
    const signup = await ok<{ signup: { userName: string; isLogin: number; role: string } }>(
      'mutation($u: String!, $p: String!, $r: String) { signup(username: $u, password: $p, referralCode: $r) { userName isLogin role } }',
      { u: 'newbie', p: 'first-password', r: profile.referralCode },
    );
    expect(signup.signup).toEqual({ userName: 'newbie', isLogin: 1, role: 'bettor' });
    const taken = await gql('mutation { signup(username: "newbie", password: "first-password") { userName } }');
    expect(taken.errors?.[0]?.extensions?.code).toBe('USERNAME_TAKEN');
    const { referrals } = await ok<{ referrals: { referrals: Array<{ userName: string }> } }>('{ referrals { referrals { userName } } }', {}, demo);
    expect(referrals.referrals.map((r) => r.userName)).toEqual(['newbie']);

    const first = await login('newbie', 'first-password');
    const changed = await ok<{ changePassword: { token: string } }>(
      'mutation { changePassword(oldPassword: "first-password", newPassword: "second-password") { token } }',
      {},
      first,
    );
    expect((await gql('{ me { userName } }', {}, first)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const history = await ok<{ passwordHistory: Array<{ changedAt: string }>; me: { userName: string } }>('{ me { userName } passwordHistory { changedAt } }', {}, changed.changePassword.token);
    expect(history.me.userName).toBe('newbie');
    expect(history.passwordHistory).toHaveLength(1);
    const wrong = await gql('mutation { changePassword(oldPassword: "nope-nope", newPassword: "third-password") { token } }', {}, changed.changePassword.token);
    expect(wrong.errors?.[0]?.extensions?.code).toBe('INVALID_OLD_PASSWORD');
  });

  it('resets a forgotten password with the code the upline sees', async () => {
    const forgot = await ok<{ forgotPassword: { sent: boolean; message: string } }>('mutation { forgotPassword(username: "demo") { sent message } }');
    expect(forgot.forgotPassword.sent).toBe(true);
    const agent = await login('agent');
    const { downlinePasswordResets } = await ok<{ downlinePasswordResets: Array<{ userName: string; code: string }> }>('{ downlinePasswordResets { userName code expiresAt } }', {}, agent);
    const code = downlinePasswordResets.find((r) => r.userName === 'demo')!.code;
    const bad = await gql('mutation { resetPassword(username: "demo", code: "WRONGCODE", newPassword: "brand-new-pass") }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('INVALID_RESET_CODE');
    const reset = await ok<{ resetPassword: boolean }>('mutation($c: String!) { resetPassword(username: "demo", code: $c, newPassword: "brand-new-pass") }', { c: code });
    expect(reset.resetPassword).toBe(true);
    expect(await login('demo', 'brand-new-pass')).toMatch(/\S{16,}/);
    const bettor = await gql('{ downlinePasswordResets { userName } }', {}, await login('mm1'));
    expect(bettor.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
  });

  it('never serves one user’s data to another, whatever the cache holds', async () => {
    const [a, b] = await Promise.all([login('mm1'), login('mm2')]);
    const query = `query($from: String!, $to: String!) {
      sports { sportId } me { userName } balance { wallet exposure } profile { userName referralCode }
      settings { lossLimit } activityLog { success } statement(from: $from, to: $to) { opening }
      unsettledBets { betId } userEventsExposure { marketId } }`;
    // mm1 gets a distinct exposure and loss limit; mm2 stays as seeded.
    await ok('mutation { updateSettings(input: { lossLimit: 123400 }) { lossLimit } }', {}, a);
    await ok('mutation($i: PlaceBetInput!) { placeBet(input: $i) { betId } }', { i: { marketId: '41005.mo', side: 'BACK', size: 10_000, selection: { exchange: { runnerId: '1', price: 5 } }, idempotencyKey: 'cache-iso-01' } }, a);
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => ok<{ me: { userName: string }; profile: { userName: string }; settings: { lossLimit: number | null }; unsettledBets: unknown[]; userEventsExposure: unknown[]; balance: { exposure: number } }>(query, rangeAroundNow(), i % 2 ? b : a)));
    replies.forEach((reply, i) => {
      const mine = i % 2 ? 'mm2' : 'mm1';
      expect(reply.me.userName).toBe(mine);
      expect(reply.profile.userName).toBe(mine);
      expect(reply.settings.lossLimit).toBe(mine === 'mm1' ? 123_400 : null);
      expect(reply.unsettledBets).toHaveLength(mine === 'mm1' ? 1 : 0);
      expect(reply.userEventsExposure).toHaveLength(mine === 'mm1' ? 1 : 0);
      expect(reply.balance.exposure).toBe(mine === 'mm1' ? 10_000 : 0);
    });
    const anonymous = await gql(query, rangeAroundNow());
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
