/** Model of {@link drillDownMachine}. */
import { drillDownMachine } from './drill-down.machine';
import type { MachineModel } from '../tools/machines/model-coverage';

export const drillDownModel: MachineModel = {
  name: 'drill-down',
  machine: drillDownMachine,
  events: [
    { type: 'sport.choose', sportId: 2 },
    { type: 'competition.choose', competitionId: 'c-12' },
    { type: 'event.choose', eventId: '31', sportId: 2 },
    { type: 'nav.previous' },
    { type: 'drawer.open' },
    { type: 'drawer.close' },
    { type: 'drawer.toggle' },
    { type: 'drawer.choose' },
  ],
};
