/** Model of {@link saferBettingMachine}. */
import type { MachineModel } from '../tools/machines/model-coverage';
import { saferBettingMachine } from './safer-betting.machine';

const refused = Object.assign(new Error('A time-out is in force'), { code: 'TIMED_OUT' });

export const saferBettingModel: MachineModel = {
  name: 'safer-betting',
  machine: saferBettingMachine,
  events: [
    { type: 'act.request', act: { kind: 'depositLimit', period: 'DAY', amount: 500_000 } },
    { type: 'act.request', act: { kind: 'timeOut', hours: 24 } },
    { type: 'act.request', act: { kind: 'selfExclude', months: null, permanent: true } },
    { type: 'act.confirm' },
    { type: 'act.cancel' },
    { type: 'failure.dismiss' },
    { type: 'xstate.done.actor.saveAct', output: undefined },
    { type: 'xstate.error.actor.saveAct', error: refused },
  ],
};
