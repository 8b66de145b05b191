import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { betfairApi } from './betfair/betfair-api';
import { auditLog, siteSettings } from '../db/schema';
import { verifyAuditChains } from '../service/audit';
import { DEMO_SIMULATOR_APP_KEY } from '../db/seed-two-factor';
import { MAX_FAILURES_PER_NAME_AND_ADDRESS } from '../auth/throttle';
import { createSession, userForToken } from '../auth/sessions';
import { nextCode, secretOf, signInToken } from '../../../tests/support/two-factor';
import { onEveryStore, type ApiHarness } from './test-harness';

type Reply = { data?: Record<string, unknown> & { token?: string; challenge?: { code: string; challengeId: string }; recoveryCodes?: string[] }; error?: { code: string } };

const from = (api: ApiHarness, address: string) => async (path: string, body: Record<string, unknown>, token?: string) => {
  const res = await api.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: body,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, ...(res.json() as Reply) };
};

const challengeOf = async (post: ReturnType<typeof from>, userName: string) => {
  const reply = await post('/auth/login', { userName, password: 'demo-password' });
  expect(reply.data?.token).toBeUndefined();
  return reply.data!.challenge!;
};

onEveryStore('two-step sign-in', (api) => {
  it('a bettor signs in with the password alone; an enrolled staff account gets a challenge, and the session only with its code', async () => {
    const post = from(api(), '198.51.100.1');
    expect((await post('/auth/login', { userName: 'demo', password: 'demo-password' })).data?.token).toMatch(/\S{16,}/);
    const challenge = await challengeOf(post, 'agent');
    expect(challenge.code).toBe('TWO_FACTOR_REQUIRED');
    const signedIn = await post('/auth/two-factor/verify', { challengeId: challenge.challengeId, code: await nextCode('agent') });
    expect(signedIn.data).toMatchObject({ userDetail: { userName: 'agent', role: 'agent' } });
    expect((await post('/user/detail', {}, signedIn.data!.token)).data).toMatchObject({ userName: 'agent' });
    // The challenge is spent.
    expect((await post('/auth/two-factor/verify', { challengeId: challenge.challengeId, code: await nextCode('agent') })).error?.code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
  });

  it('a code is good once: the same code again (same step) is refused', async () => {
    const post = from(api(), '198.51.100.2');
    const code = await nextCode('master');
    expect((await post('/auth/two-factor/verify', { challengeId: (await challengeOf(post, 'master')).challengeId, code })).data?.token).toBeDefined();
    const again = await post('/auth/two-factor/verify', { challengeId: (await challengeOf(post, 'master')).challengeId, code });
    expect(again).toMatchObject({ status: 400, error: { code: 'TWO_FACTOR_CODE_USED' } });
  });

  it('wrong codes are throttled exactly like wrong passwords: 429 from one address, the right code included', async () => {
    const post = from(api(), '203.0.113.9');
    const challenge = await challengeOf(post, 'supermaster');
    for (let i = 0; i < MAX_FAILURES_PER_NAME_AND_ADDRESS; i += 1) {
      expect((await post('/auth/two-factor/verify', { challengeId: challenge.challengeId, code: '000000' })).error?.code).toMatch(/INVALID_TWO_FACTOR_CODE|TWO_FACTOR_CODE_USED/);
    }
    const right = await post('/auth/two-factor/verify', { challengeId: challenge.challengeId, code: await nextCode('supermaster') });
    expect(right).toMatchObject({ status: 429, error: { code: 'TOO_MANY_REQUESTS' } });
    // The holder elsewhere is not locked out.
    const holder = from(api(), '198.51.100.3');
    expect((await holder('/auth/two-factor/verify', { challengeId: (await challengeOf(holder, 'supermaster')).challengeId, code: await nextCode('supermaster') })).data?.token).toBeDefined();
  });

  it('only the direct upline resets a second factor; the staff account must then enrol before any session, and recovery codes work once', async () => {
    const post = from(api(), '198.51.100.4');
    const [operator, supermaster, master, demo] = await Promise.all(['operator', 'supermaster', 'master', 'demo'].map((name) => signInToken(post, name)));
    for (const [token, code] of [
      [operator, 'PERMISSION_DENIED'],
      [supermaster, 'PERMISSION_DENIED'],
      [demo, 'PERMISSION_DENIED'],
    ] as const) {
      expect((await post('/backoffice/users/two-factor/reset', { userName: 'agent' }, token)).error?.code).toBe(code);
    }
    expect((await post('/backoffice/users/two-factor/reset', { userName: 'agent' }, master)).data).toEqual({ userName: 'agent', reset: true });
    expect((await post('/backoffice/users/two-factor/reset', { userName: 'agent' }, master)).error?.code).toBe('TWO_FACTOR_NOT_ENROLLED');

    const challenge = await challengeOf(post, 'agent');
    expect(challenge.code).toBe('TWO_FACTOR_ENROL_REQUIRED');
    expect((await post('/auth/two-factor/verify', { challengeId: challenge.challengeId, code: '123456' })).error?.code).toBe('TWO_FACTOR_ENROL_REQUIRED');
    const { secret, otpauthUri } = (await post('/auth/two-factor/enrolment', { challengeId: challenge.challengeId })).data as { secret: string; otpauthUri: string };
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect((await post('/auth/two-factor/enrol', { challengeId: challenge.challengeId, code: '000000' })).error?.code).toBe('INVALID_TWO_FACTOR_CODE');
    const { rememberSecret } = await import('../../../tests/support/two-factor');
    rememberSecret('agent', secret);
    const enrolled = await post('/auth/two-factor/enrol', { challengeId: challenge.challengeId, code: await nextCode('agent') });
    expect(enrolled.data?.token).toBeDefined();
    const codes = enrolled.data!.recoveryCodes!;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const first = await post('/auth/two-factor/verify', { challengeId: (await challengeOf(post, 'agent')).challengeId, code: codes[0]!.toUpperCase() });
    expect(first.data).toMatchObject({ recoveryCodesLeft: 9 });
    const again = await post('/auth/two-factor/verify', { challengeId: (await challengeOf(post, 'agent')).challengeId, code: codes[0]! });
    expect(again.error?.code).toBe('INVALID_TWO_FACTOR_CODE');

    // New codes for a valid code: the old ones stop working.
    const fresh = (await post('/user/two-factor/recovery-codes', { code: await nextCode('agent') }, first.data!.token)).data!.recoveryCodes!;
    expect(fresh).toHaveLength(10);
    expect((await post('/auth/two-factor/verify', { challengeId: (await challengeOf(post, 'agent')).challengeId, code: codes[1]! })).error?.code).toBe('INVALID_TWO_FACTOR_CODE');
    expect((await post('/user/two-factor', {}, first.data!.token)).data).toMatchObject({ enrolled: true, required: true, allowed: true, recoveryCodesLeft: 10 });
    expect(secretOf('agent')).toBe(secret);

    // Each act is in the audit log, in the chain: the reset by master, the enrolment, each use, the failures.
    const acts = await api().database.db.select({ act: auditLog.act, actor: auditLog.actorName, target: auditLog.targetName, after: auditLog.after }).from(auditLog).where(eq(auditLog.targetName, 'agent'));
    expect(acts).toEqual(
      expect.arrayContaining([
        { act: 'twoFactor.reset', actor: 'master', target: 'agent', after: { enrolled: false } },
        expect.objectContaining({ act: 'twoFactor.enrol', actor: 'agent', after: expect.objectContaining({ result: 'refused', code: 'INVALID_TWO_FACTOR_CODE' }) }),
        expect.objectContaining({ act: 'twoFactor.enrol', actor: 'agent', after: expect.objectContaining({ result: 'success' }) }),
        expect.objectContaining({ act: 'twoFactor.recoveryCodeUse', after: expect.objectContaining({ result: 'success', recoveryCodesLeft: 9 }) }),
        expect.objectContaining({ act: 'twoFactor.verify', after: expect.objectContaining({ result: 'refused' }) }),
        expect.objectContaining({ act: 'twoFactor.recoveryCodesRegenerate', after: expect.objectContaining({ result: 'success' }) }),
      ]),
    );
    expect((await verifyAuditChains(api().database.db)).every((site) => site.broken === null)).toBe(true);
  });

  it('bots: an API key made from a coded session signs in on REST and the Betfair login in place of a code', async () => {
    const post = from(api(), '198.51.100.5');
    // The demo simulator's key.
    expect((await post('/auth/login', { userName: 'operator', password: 'demo-password', appKey: DEMO_SIMULATOR_APP_KEY })).data?.token).toBeDefined();
    const operator = await signInToken(post, 'operator');
    const made = (await post('/user/api-keys/create', { label: 'my bot' }, operator)).data as { apiKey: string; keyId: string };
    const botSession = (await post('/auth/login', { userName: 'operator', password: 'demo-password', appKey: made.apiKey })).data!.token!;
    // A key's session cannot make keys.
    expect((await post('/user/api-keys/create', { label: 'another' }, botSession)).error?.code).toBe('TWO_FACTOR_SESSION_REQUIRED');
    const trading = Fastify({ logger: false, trustProxy: true });
    await trading.register(betfairApi(api().exchange));
    await trading.ready();
    const betfair = (appKey: string) =>
      trading.inject({ method: 'POST', url: '/api/login', headers: { 'x-application': appKey, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.5' }, payload: 'username=operator&password=demo-password' });
    expect((await betfair(made.apiKey)).json()).toMatchObject({ status: 'SUCCESS' });
    expect((await betfair('any-app')).json()).toMatchObject({ status: 'FAIL', error: 'STRONG_AUTH_CODE_REQUIRED' });
    expect((await post('/auth/login', { userName: 'operator', password: 'demo-password', appKey: 'not-a-key' })).error?.code).toBe('INVALID_APP_KEY');
    expect((await post('/user/api-keys/revoke', { keyId: made.keyId }, operator)).data).toEqual({ revoked: true });
    expect((await betfair(made.apiKey)).json()).toMatchObject({ status: 'FAIL', error: 'STRONG_AUTH_CODE_REQUIRED' });
    // A bettor without two-step sign-in keeps any app key.
    const bettor = await trading.inject({ method: 'POST', url: '/api/login', headers: { 'x-application': 'any-app', accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=mm1&password=demo-password' });
    expect(bettor.json()).toMatchObject({ status: 'SUCCESS' });
    await trading.close();
  });

  it('bettors may enrol only where the site allows it', async () => {
    const post = from(api(), '198.51.100.6');
    const demo = await signInToken(post, 'demo');
    expect((await post('/user/two-factor', {}, demo)).data).toMatchObject({ enrolled: false, required: false, allowed: false });
    expect((await post('/user/two-factor/enrol/start', {}, demo)).error?.code).toBe('TWO_FACTOR_NOT_OFFERED');
    await api().database.db.insert(siteSettings).values({ siteKey: 'demo', bettorTwoFactor: true }).onConflictDoUpdate({ target: siteSettings.siteKey, set: { bettorTwoFactor: true } });
    const started = (await post('/user/two-factor/enrol/start', {}, demo)).data as { challengeId: string; secret: string };
    const { rememberSecret } = await import('../../../tests/support/two-factor');
    rememberSecret('demo', started.secret);
    expect((await post('/user/two-factor/enrol', { challengeId: started.challengeId, code: await nextCode('demo') }, demo)).data?.recoveryCodes).toHaveLength(10);
    expect((await challengeOf(post, 'demo')).code).toBe('TWO_FACTOR_REQUIRED');
    expect(await signInToken(post, 'demo')).toMatch(/\S{16,}/);
    await api().database.db.update(siteSettings).set({ bettorTwoFactor: false }).where(eq(siteSettings.siteKey, 'demo'));
  });

  it('a staff session opened with a password alone (before two-step sign-in was required) is refused everywhere; a bettor\'s is not; a staff password change keeps its second step', async () => {
    const post = from(api(), '198.51.100.7');
    const { db } = api().database;
    // As sessions stood before migration 0017 (second_factor null), and as a password change made them.
    const passwordOnly = await createSession(db, 'u-master', null);
    for (const path of ['/user/detail', '/user/balance', '/backoffice/users/me']) {
      expect(await post(path, {}, passwordOnly), path).toMatchObject({ status: 401, error: { code: 'INVALID_SESSION_INFORMATION' } });
    }
    expect(await userForToken(db, passwordOnly)).toBeNull();
    expect((await post('/user/detail', {}, await createSession(db, 'u-master', null, new Date(), 'totp'))).data).toMatchObject({ userName: 'master' });
    expect((await post('/user/detail', {}, await createSession(db, 'u-mm1', null))).data).toMatchObject({ userName: 'mm1' });
    // A staff account changing its password from a coded session gets a session that still works.
    const coded = await signInToken(post, 'master');
    const changed = await post('/auth/change-password', { oldPassword: 'demo-password', newPassword: 'Master-pass-2030' }, coded);
    expect(changed.status).toBe(200);
    expect((await post('/user/detail', {}, changed.data!.token)).data).toMatchObject({ userName: 'master' });
    expect((await post('/user/detail', {}, coded)).status).toBe(401);
  });
});
