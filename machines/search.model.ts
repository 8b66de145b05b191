/** Model of {@link searchMachine}. */
import type { MachineModel } from '../tools/machines/model-coverage';
import { searchMachine } from './search.machine';
import type { SearchEvent } from './search.machine';

/** The search list the model's load answers with. */
export const searchEventsFixture: SearchEvent[] = [
  { exEventId: '31', sportId: 4, sportName: 'Cricket', eventName: 'India v Australia' },
  { exEventId: '32', sportId: 1, sportName: 'Soccer', eventName: 'Arsenal v Chelsea' },
  { exEventId: '33', sportId: 2, sportName: 'Tennis', eventName: 'Alcaraz v Sinner' },
];

export const searchModel: MachineModel = {
  name: 'search',
  machine: searchMachine,
  events: [
    { type: 'search.type', text: 'IND' },
    { type: 'search.type', text: '' },
    { type: 'search.focus' },
    { type: 'search.blur' },
    { type: 'search.close' },
    { type: 'search.choose', exEventId: '31', sportId: 4 },
    { type: 'xstate.done.actor.loadEvents', output: searchEventsFixture },
    { type: 'xstate.error.actor.loadEvents', error: new Error('offline') },
  ],
};
