/** Model of {@link tradingDeskMachine}. */
import { tradingDeskMachine } from './trading-desk.machine';
import type { DeskAct } from './trading-desk.types';
import type { MachineModel } from '../tools/machines/model-coverage';

export const suspendAct: DeskAct = { kind: 'marketStatus', marketId: 'm1', status: 'SUSPENDED' };
export const createAct: DeskAct = { kind: 'createEvent', input: { sportId: 4, tournamentId: 'c-ipl', eventName: 'Mumbai v Chennai', eventTime: '2026-11-25T14:00:00Z' } };
const refusal = Object.assign(new Error('The YES line is at or above the NO line'), { code: 'INVALID_LINE' });

export const tradingDeskModel: MachineModel = {
  name: 'trading-desk',
  machine: tradingDeskMachine,
  inputs: [{ eventId: 'e1' }, { eventId: null }],
  events: [
    { type: 'event.select', eventId: 'e2' },
    { type: 'market.focus', marketId: 'm2' },
    { type: 'focus.move', marketIds: ['m1', 'm2'], step: 1 },
    { type: 'runner.move', runnerIds: ['1', '2'], step: -1 },
    { type: 'eventForm.open', editing: null },
    { type: 'marketForm.open' },
    { type: 'settleForm.open', marketId: 'm1' },
    { type: 'dialog.close' },
    { type: 'error.dismiss' },
    { type: 'act.request', act: suspendAct },
    { type: 'xstate.done.actor.runAct', output: { eventId: 'e1' } },
    { type: 'xstate.error.actor.runAct', error: refusal },
  ],
  // Identity by state and the parts of the context that change what the screen offers (not every id).
  serializeState: (s) => JSON.stringify([s.value, (s.context as { queue: unknown[] }).queue.length > 0, (s.context as { error: unknown }).error !== null, (s.context as { eventId: unknown }).eventId !== null]),
};
