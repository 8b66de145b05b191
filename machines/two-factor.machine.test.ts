import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeActors } from '../tools/machines/model-driver';
import { describeModel } from '../tools/machines/model-test-kit';
import { twoFactorModel } from './two-factor.model';
import { twoFactorMachine, type TwoFactorStatus } from './two-factor.machine';

const off: TwoFactorStatus = { enrolled: false, enrolledAt: null, required: false, allowed: true, recoveryCodesLeft: 0, apiKeys: [] };
const on: TwoFactorStatus = { enrolled: true, enrolledAt: '2026-11-25T06:00:00Z', required: true, allowed: true, recoveryCodesLeft: 9, apiKeys: [{ keyId: '1', label: 'bot', createdAt: '2026-11-25T06:00:00Z', lastUsedAt: null }] };

function start() {
  const fakes = createFakeActors();
  const machine = twoFactorMachine.provide({
    actors: {
      loadStatus: fakes.promise(),
      startEnrolment: fakes.promise(),
      confirmEnrolment: fakes.promise(),
      regenerateCodes: fakes.promise(),
      createKey: fakes.promise(),
      revokeKey: fakes.promise(),
    },
  });
  return { actor: createActor(machine).start(), fakes };
}

describe('twoFactorMachine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('loads the status; a failure offers a retry', async () => {
    const { actor, fakes } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    fakes.reject('loadStatus', new Error('network down'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('network down');
    actor.send({ type: 'twoFactor.retry' });
    fakes.resolve('loadStatus', off);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('enrols: the secret, a wrong code kept on the scan step, the recovery codes, then the status again', async () => {
    const { actor, fakes } = start();
    fakes.resolve('loadStatus', off);
    await settle();
    actor.send({ type: 'twoFactor.regenerate', code: '123456' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    actor.send({ type: 'twoFactor.enrol' });
    fakes.resolve('startEnrolment', { challengeId: 'c', secret: 'ABCD', otpauthUri: 'otpauth://totp/x?secret=ABCD' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'scanning' });
    actor.send({ type: 'twoFactor.code', code: '000000' });
    fakes.reject('confirmEnrolment', new Error('The code is wrong'));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'scanning' });
    expect(actor.getSnapshot().context.error).toBe('The code is wrong');
    actor.send({ type: 'twoFactor.code', code: '123456' });
    expect(fakes.inputs.confirmEnrolment).toEqual([
      { challengeId: 'c', code: '000000' },
      { challengeId: 'c', code: '123456' },
    ]);
    fakes.resolve('confirmEnrolment', ['aaaaa-bbbbb']);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'showingCodes' });
    expect(actor.getSnapshot().context.recoveryCodes).toEqual(['aaaaa-bbbbb']);
    actor.send({ type: 'twoFactor.codesSaved' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.recoveryCodes).toBeNull();
  });

  it('cancels an enrolment back to the status', async () => {
    const { actor, fakes } = start();
    fakes.resolve('loadStatus', off);
    await settle();
    actor.send({ type: 'twoFactor.enrol' });
    fakes.resolve('startEnrolment', { challengeId: 'c', secret: 'ABCD', otpauthUri: 'otpauth://totp/x?secret=ABCD' });
    await settle();
    actor.send({ type: 'twoFactor.cancel' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.enrolment).toBeNull();
  });

  it('when on: no second enrolment; new recovery codes for a code; an API key shown once; a key revoked', async () => {
    const { actor, fakes } = start();
    fakes.resolve('loadStatus', on);
    await settle();
    actor.send({ type: 'twoFactor.enrol' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    actor.send({ type: 'twoFactor.regenerate', code: '111111' });
    fakes.reject('regenerateCodes', new Error('The code is wrong'));
    await settle();
    expect(actor.getSnapshot().context.error).toBe('The code is wrong');
    actor.send({ type: 'twoFactor.regenerate', code: '222222' });
    fakes.resolve('regenerateCodes', ['ccccc-ddddd']);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'showingCodes' });
    actor.send({ type: 'twoFactor.codesSaved' });
    fakes.resolve('loadStatus', on);
    await settle();
    actor.send({ type: 'twoFactor.createKey', label: 'my bot' });
    expect(fakes.inputs.createKey).toEqual([{ label: 'my bot' }]);
    fakes.resolve('createKey', { keyId: '2', label: 'my bot', apiKey: 'secret-key' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'keyShown' });
    expect(actor.getSnapshot().context.newKey?.apiKey).toBe('secret-key');
    actor.send({ type: 'twoFactor.keySaved' });
    fakes.resolve('loadStatus', on);
    await settle();
    actor.send({ type: 'twoFactor.revokeKey', keyId: '1' });
    expect(fakes.inputs.revokeKey).toEqual([{ keyId: '1' }]);
    fakes.resolve('revokeKey', undefined);
    await settle();
    expect(actor.getSnapshot().value).toBe('loading');
  });
});

describeModel(twoFactorModel, { start: () => start() });
