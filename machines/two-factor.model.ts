/** Model of {@link twoFactorMachine}: what a tester can do, for model tests and `machines:coverage`. */
import type { MachineModel } from '../tools/machines/model-coverage';
import { twoFactorMachine, type TwoFactorStatus } from './two-factor.machine';

const off: TwoFactorStatus = { enrolled: false, enrolledAt: null, required: true, allowed: true, recoveryCodesLeft: 0, apiKeys: [] };
const on: TwoFactorStatus = { ...off, enrolled: true, enrolledAt: '2026-11-25T06:00:00Z', recoveryCodesLeft: 10 };

export const twoFactorModel: MachineModel = {
  name: 'twoFactor',
  machine: twoFactorMachine,
  events: [
    { type: 'xstate.done.actor.loadStatus', output: off },
    { type: 'xstate.done.actor.loadStatus', output: on },
    { type: 'xstate.error.actor.loadStatus', error: new Error('network down') },
    { type: 'twoFactor.retry' },
    { type: 'twoFactor.enrol' },
    { type: 'xstate.done.actor.startEnrolment', output: { challengeId: 'c', secret: 'ABCD', otpauthUri: 'otpauth://totp/Backlay:demo?secret=ABCD' } },
    { type: 'xstate.error.actor.startEnrolment', error: new Error('not offered') },
    { type: 'twoFactor.code', code: '123456' },
    { type: 'twoFactor.cancel' },
    { type: 'xstate.done.actor.confirmEnrolment', output: ['aaaaa-bbbbb'] },
    { type: 'xstate.error.actor.confirmEnrolment', error: new Error('The code is wrong') },
    { type: 'twoFactor.regenerate', code: '123456' },
    { type: 'xstate.done.actor.regenerateCodes', output: ['ccccc-ddddd'] },
    { type: 'xstate.error.actor.regenerateCodes', error: new Error('The code is wrong') },
    { type: 'twoFactor.codesSaved' },
    { type: 'twoFactor.createKey', label: 'bot' },
    { type: 'xstate.done.actor.createKey', output: { keyId: '1', label: 'bot', apiKey: 'k' } },
    { type: 'xstate.error.actor.createKey', error: new Error('Sign in with a two-step code to create an API key') },
    { type: 'twoFactor.keySaved' },
    { type: 'twoFactor.revokeKey', keyId: '1' },
    { type: 'xstate.done.actor.revokeKey', output: undefined },
    { type: 'xstate.error.actor.revokeKey', error: new Error('No live API key 1') },
  ],
};
