/** Model of {@link toastMachine}. */
import type { MachineModel } from '../tools/machines/model-coverage';
import { toastMachine } from './toast.machine';

export const toastModel: MachineModel = {
  name: 'toast',
  machine: toastMachine,
  input: { durationMs: 3000 },
  events: [
    { type: 'toast.show', kind: 'error', message: 'Please Login first! ' },
    { type: 'toast.show', kind: 'success', message: 'Bet placed' },
    { type: 'toast.dismiss' },
  ],
  // Toast ids grow forever; what is on screen identifies the state.
  serializeState: (s) => JSON.stringify([s.value, s.context.current?.kind ?? null, s.context.current?.message ?? null]),
};
