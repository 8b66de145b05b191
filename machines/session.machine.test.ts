import { createActor } from 'xstate';
import { describe, expect, it, vi, beforeEach, afterEach } from 'vitest';
import { benchSpec } from '../tools/machines/bench-spec';
import { createFakeActors } from '../tools/machines/model-driver';
import { createEffectLog, describeModel } from '../tools/machines/model-test-kit';
import { replayRecording } from '../tools/machines/replay';
import type { BenchRecording } from '../tools/machines/replay';
import { createMemoryStorage, EXCHANGE_NAME_KEY, TOKEN_KEY, USER_DETAIL_KEY } from './lib/storage';
import type { KeyValueStorage } from './lib/storage';
import { LOGOUT_FAILED_MESSAGE, sessionMachine } from './session.machine';
import { sessionModel } from './session.model';

function start(seed: Record<string, string> = {}) {
  const storage: KeyValueStorage = createMemoryStorage(seed);
  const fakes = createFakeActors();
  const log = createEffectLog();
  const machine = sessionMachine.provide({
    actors: { login: fakes.promise(), logout: fakes.promise(), verifyCode: fakes.promise(), startEnrolment: fakes.promise(), confirmEnrolment: fakes.promise() },
    actions: { navigate: log.effect('navigate'), reload: log.effect('reload'), toastError: log.effect('toastError') },
  });
  const actor = createActor(machine, { input: { storage } }).start();
  return { actor, fakes, log, storage };
}

const bettor = { token: 'tok-1', userDetail: JSON.stringify({ isLogin: 1, data: { userName: 'asha' } }) };

describe('sessionMachine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());
  const settle = () => vi.advanceTimersByTimeAsync(0);

  describe('two-step sign-in', () => {
    const staff = { token: 'tok-staff', userDetail: { isLogin: 1, data: { userName: 'agent', role: 'agent' } } };

    it('a challenge after the password: no session until the code is right; a wrong code stays on the code step with its error', async () => {
      const { actor, fakes, storage } = start();
      actor.send({ type: 'session.login', credentials: { userName: 'agent', password: 'pw' } });
      fakes.resolve('login', { kind: 'challenge', code: 'TWO_FACTOR_REQUIRED', challengeId: 'ch-1' });
      await settle();
      expect(actor.getSnapshot().value).toEqual({ secondStep: { code: 'waiting' } });
      expect(actor.getSnapshot().hasTag('loggedIn')).toBe(false);
      expect(storage.get(TOKEN_KEY)).toBeNull();
      actor.send({ type: 'session.code', code: '000000' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(fakes.inputs.verifyCode).toEqual([{ challengeId: 'ch-1', code: '000000' }]);
      fakes.reject('verifyCode', new Error('The code is wrong'));
      await settle();
      expect(actor.getSnapshot().value).toEqual({ secondStep: { code: 'waiting' } });
      expect(actor.getSnapshot().context.secondStepError).toBe('The code is wrong');
      actor.send({ type: 'session.code', code: 'abcde-fghij' });
      expect(actor.getSnapshot().context.secondStepError).toBeNull();
      fakes.resolve('verifyCode', staff);
      await settle();
      expect(actor.getSnapshot().value).toEqual({ loggedIn: 'active' });
      expect(storage.get(TOKEN_KEY)).toBe('tok-staff');
      expect(actor.getSnapshot().context.challenge).toBeNull();
    });

    it('going back to the password drops the challenge', async () => {
      const { actor, fakes } = start();
      actor.send({ type: 'session.login', credentials: { userName: 'agent', password: 'pw' } });
      fakes.resolve('login', { kind: 'challenge', code: 'TWO_FACTOR_REQUIRED', challengeId: 'ch-2' });
      await settle();
      actor.send({ type: 'session.cancelSecondStep' });
      expect(actor.getSnapshot().value).toBe('loggedOut');
      expect(actor.getSnapshot().context.challenge).toBeNull();
    });

    it('a staff account without a factor enrols first: secret, a code, then the recovery codes before the session starts', async () => {
      const { actor, fakes, storage } = start();
      actor.send({ type: 'session.login', credentials: { userName: 'agent', password: 'pw' } });
      fakes.resolve('login', { kind: 'challenge', code: 'TWO_FACTOR_ENROL_REQUIRED', challengeId: 'ch-3' });
      await settle();
      expect(actor.getSnapshot().value).toEqual({ secondStep: { enrolment: 'loading' } });
      expect(fakes.inputs.startEnrolment).toEqual([{ challengeId: 'ch-3' }]);
      fakes.reject('startEnrolment', new Error('network down'));
      await settle();
      expect(actor.getSnapshot().value).toEqual({ secondStep: { enrolment: 'failed' } });
      actor.send({ type: 'session.retryEnrolment' });
      fakes.resolve('startEnrolment', { secret: 'ABCD', otpauthUri: 'otpauth://totp/Backlay:agent?secret=ABCD' });
      await settle();
      expect(actor.getSnapshot().value).toEqual({ secondStep: { enrolment: 'ready' } });
      expect(actor.getSnapshot().context.enrolment?.secret).toBe('ABCD');
      actor.send({ type: 'session.code', code: '123456' });
      fakes.reject('confirmEnrolment', new Error('The code is wrong'));
      await settle();
      expect(actor.getSnapshot().value).toEqual({ secondStep: { enrolment: 'ready' } });
      actor.send({ type: 'session.code', code: '654321' });
      expect(fakes.inputs.confirmEnrolment).toEqual([
        { challengeId: 'ch-3', code: '123456' },
        { challengeId: 'ch-3', code: '654321' },
      ]);
      fakes.resolve('confirmEnrolment', { session: staff, recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'] });
      await settle();
      expect(actor.getSnapshot().value).toEqual({ secondStep: { enrolment: 'recoveryCodes' } });
      expect(actor.getSnapshot().context.recoveryCodes).toEqual(['aaaaa-bbbbb', 'ccccc-ddddd']);
      expect(storage.get(TOKEN_KEY)).toBeNull();
      // Closing is not offered here: the codes are shown once.
      actor.send({ type: 'session.recoveryCodesSaved' });
      expect(actor.getSnapshot().value).toEqual({ loggedIn: 'active' });
      expect(storage.get(TOKEN_KEY)).toBe('tok-staff');
      expect(actor.getSnapshot().context.recoveryCodes).toBeNull();
    });
  });

  it('starts logged out without a stored token', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(false);
  });

  it('restores a logged-in bettor from the stored token and user detail', () => {
    const { actor } = start(bettor);
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'active' });
    expect(actor.getSnapshot().context.token).toBe('tok-1');
    expect(actor.getSnapshot().context.userDetail?.data?.userName).toBe('asha');
  });

  it('marks a stored user with isLogin 0 as blocked', () => {
    const { actor } = start({ token: 't', userDetail: JSON.stringify({ isLogin: 0 }) });
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'blocked' });
    expect(actor.getSnapshot().hasTag('blocked')).toBe(true);
  });

  it('logs in with the credentials and stores token and user detail', async () => {
    const { actor, fakes, storage } = start();
    actor.send({ type: 'session.login', credentials: { userName: 'asha', password: 'pw' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.inputs.login).toEqual([{ userName: 'asha', password: 'pw' }]);
    fakes.resolve('login', { token: 'tok-9', userDetail: { isLogin: 1, data: { userName: 'asha' } } });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'active' });
    expect(storage.get(TOKEN_KEY)).toBe('tok-9');
    expect(JSON.parse(storage.get(USER_DETAIL_KEY)!)).toEqual({ isLogin: 1, data: { userName: 'asha' } });
  });

  it('keeps the visitor logged out with the error of a failed login', async () => {
    const { actor, fakes, storage } = start();
    actor.send({ type: 'session.login', credentials: { userName: 'a', password: 'b' } });
    fakes.reject('login', new Error('Invalid credentials'));
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.loginError).toBe('Invalid credentials');
    expect(storage.get(TOKEN_KEY)).toBeNull();
  });

  it('a login answering isLogin 0 lands in blocked', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'session.login', credentials: { userName: 'a', password: 'b' } });
    fakes.resolve('login', { token: 't', userDetail: { isLogin: 0 } });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'blocked' });
  });

  it('logout clears all storage, calls logout with the token and goes to /', async () => {
    const { actor, fakes, log, storage } = start({ ...bettor, [EXCHANGE_NAME_KEY]: '00' });
    actor.send({ type: 'session.logout' });
    expect(storage.get(EXCHANGE_NAME_KEY)).toBeNull();
    expect(fakes.inputs.logout).toEqual([{ token: 'tok-1' }]);
    fakes.resolve('logout', undefined);
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(log.calls).toEqual([{ name: 'navigate', params: { path: '/' } }]);
  });

  it('a failed logout still removes token and user detail, shows the generic error and goes to /', async () => {
    const { actor, fakes, log, storage } = start(bettor);
    actor.send({ type: 'session.logout' });
    fakes.reject('logout', new Error('500'));
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(storage.get(TOKEN_KEY)).toBeNull();
    expect(storage.get(USER_DETAIL_KEY)).toBeNull();
    expect(log.calls).toEqual([
      { name: 'toastError', params: { message: LOGOUT_FAILED_MESSAGE } },
      { name: 'navigate', params: { path: '/' } },
    ]);
  });

  it('any 401 clears storage, marks logged out, goes to root and reloads', () => {
    const { actor, log, storage } = start({ ...bettor, [EXCHANGE_NAME_KEY]: '11' });
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(storage.get(EXCHANGE_NAME_KEY)).toBeNull();
    expect(log.names()).toEqual(['navigate', 'reload']);
    expect(log.calls[0]!.params).toEqual({ path: '/' });
  });

  it('fresh user detail is stored and re-checked for blocking', () => {
    const { actor, storage } = start(bettor);
    actor.send({ type: 'session.userDetailChange', userDetail: { isLogin: 0 } });
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'blocked' });
    expect(JSON.parse(storage.get(USER_DETAIL_KEY)!)).toEqual({ isLogin: 0 });
    actor.send({ type: 'session.userDetailChange', userDetail: { isLogin: 1 } });
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'active' });
  });

  it('fails loudly when navigation was not provided', () => {
    const actor = createActor(sessionMachine, { input: { storage: createMemoryStorage(bettor) } });
    actor.subscribe({ error: () => {} });
    actor.start();
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toMatch(/sessionMachine: "navigate" is not provided/);
  });
});

describeModel(sessionModel, {
  start: (input) => {
    const { actor, fakes } = start((input as { seed: Record<string, string> }).seed);
    return { actor, fakes };
  },
});

describe('session workbench recordings (Storybook → Machines → session → Export)', () => {
  it('a failed login, a retry, a blocked user: ends blocked with the session stored', async () => {
    const recording = (await import('./session.login-retry-blocked.steps.json')).default as BenchRecording;
    const end = await replayRecording(benchSpec('session', sessionMachine, sessionModel), recording);
    expect(end.hasTag('blocked')).toBe(true);
  });
});
