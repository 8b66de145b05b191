/** Model of {@link sessionMachine}: what a tester can do, for model tests and `machines:coverage`. */
import type { MachineModel } from '../tools/machines/model-coverage';
import { createMemoryStorage } from './lib/storage';
import { sessionMachine } from './session.machine';

/** Stored values the model starts from: a visitor, a bettor, a blocked bettor. */
export const sessionSeeds: readonly Record<string, string>[] = [
  {},
  { token: 'stored-token', userDetail: JSON.stringify({ isLogin: 1, data: { userName: 'asha' } }) },
  { token: 'stored-token', userDetail: JSON.stringify({ isLogin: 0, data: { userName: 'blocked' } }) },
];

export const sessionModel: MachineModel = {
  name: 'session',
  machine: sessionMachine,
  inputs: sessionSeeds.map((seed) => ({ storage: createMemoryStorage(seed), seed })),
  events: [
    { type: 'session.login', credentials: { userName: 'asha', password: 'secret' } },
    { type: 'session.logout' },
    { type: 'session.expired' },
    { type: 'session.userDetailChange', userDetail: { isLogin: 0 } },
    { type: 'session.userDetailChange', userDetail: { isLogin: 1 } },
    { type: 'xstate.done.actor.login', output: { token: 'new-token', userDetail: { isLogin: 1, data: { userName: 'asha' } } } },
    { type: 'xstate.done.actor.login', output: { token: 'new-token', userDetail: { isLogin: 0 } } },
    { type: 'xstate.error.actor.login', error: new Error('Invalid username or password') },
    { type: 'xstate.done.actor.login', output: { kind: 'challenge', code: 'TWO_FACTOR_REQUIRED', challengeId: 'ch-1' } },
    { type: 'xstate.done.actor.login', output: { kind: 'challenge', code: 'TWO_FACTOR_ENROL_REQUIRED', challengeId: 'ch-2' } },
    { type: 'session.code', code: '123456' },
    { type: 'session.cancelSecondStep' },
    { type: 'session.retryEnrolment' },
    { type: 'session.recoveryCodesSaved' },
    { type: 'xstate.done.actor.verifyCode', output: { token: 'new-token', userDetail: { isLogin: 1, data: { userName: 'agent' } } } },
    { type: 'xstate.error.actor.verifyCode', error: new Error('The code is wrong') },
    { type: 'xstate.done.actor.startEnrolment', output: { secret: 'ABCD', otpauthUri: 'otpauth://totp/Backlay:agent?secret=ABCD' } },
    { type: 'xstate.error.actor.startEnrolment', error: new Error('network down') },
    { type: 'xstate.done.actor.confirmEnrolment', output: { session: { token: 'new-token', userDetail: { isLogin: 1, data: { userName: 'agent' } } }, recoveryCodes: ['aaaaa-bbbbb'] } },
    { type: 'xstate.error.actor.confirmEnrolment', error: new Error('The code is wrong') },
    { type: 'xstate.done.actor.logout', output: undefined },
    { type: 'xstate.error.actor.logout', error: new Error('network down') },
  ],
};
