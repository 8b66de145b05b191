/** Model of {@link exchangeTabMachine}. */
import { exchangeTabMachine } from './exchange-tab.machine';
import type { MachineModel } from '../tools/machines/model-coverage';
import { createMemoryStorage } from './lib/storage';

const ids = ['00', '11', '98', '66101', '16', '66103', '4'];

/** Stored exchange names the model starts from ('' = nothing stored). */
export const exchangeTabSeeds = ['', ...ids];

export const exchangeTabModel: MachineModel = {
  name: 'exchange-tab',
  machine: exchangeTabMachine,
  inputs: exchangeTabSeeds.map((stored) => ({
    storage: createMemoryStorage(stored ? { exchangeName: stored } : {}),
    loggedIn: false,
    stored,
  })),
  events: [
    ...[...ids, '88022'].map((exchangeId) => ({ type: 'exchange.select', exchangeId })),
    ...['/inplay', '/marketdetails/41001/4', '/accountstatment'].map((path) => ({ type: 'page.change', path })),
    { type: 'session.change', loggedIn: true },
    { type: 'session.change', loggedIn: false },
  ],
};
