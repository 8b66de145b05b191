/** Model of {@link topNavMachine}. */
import type { MachineModel } from '../tools/machines/model-coverage';
import { topNavMachine } from './top-nav.machine';

export const topNavModel: MachineModel = {
  name: 'top-nav',
  machine: topNavMachine,
  input: { exchangeId: '11' },
  events: [
    { type: 'sport.select', sportId: 4 },
    { type: 'sport.select', sportId: 2, source: 'sideNav' },
    { type: 'sport.select', sportId: 7 },
    { type: 'sport.select', sportId: 66104 },
    { type: 'exchange.change', exchangeId: '00' },
  ],
};
