/** Model of {@link startupMachine}. */
import type { MachineModel } from '../tools/machines/model-coverage';
import { createMemoryStorage } from './lib/storage';
import { startupMachine } from './startup.machine';

/** Answers the model's list calls give. */
export const startupFixtures = {
  loadCasinoEvents: [{ eventId: '99.0010', link: 'https://u.example/{token}', companyName: 'UNIVERSE' }],
  loadSports: [
    { sportId: 4, sportName: 'Cricket' },
    { sportId: 66103, sportName: 'Binary' },
  ],
  loadAllEvents: { 4: [{ exEventId: '31', sportId: 4, sportName: 'Cricket', eventName: 'India v Australia' }] },
  loadRacingEvents: { data: [] },
  loadExchangeTypes: [{ exchangeId: '11', exchangeName: 'Exchange', sequence: 1 }],
};
export const themeFixture = { '--primary': '#123456', exchangeTitle: 'Backlay', themeColor: '#123456', data: { exchangeLogo: 'logo.png' } };

export const startupModel: MachineModel = {
  name: 'startup',
  machine: startupMachine,
  input: { storage: createMemoryStorage() },
  events: [
    ...Object.entries(startupFixtures).flatMap(([id, output]) => [
      { type: `xstate.done.actor.${id}`, output },
      { type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) },
    ]),
    { type: 'xstate.done.actor.checkSports', output: undefined },
    { type: 'xstate.error.actor.checkSports', error: new Error('check failed') },
    { type: 'xstate.done.actor.loadThemeConfig', output: themeFixture },
    { type: 'xstate.done.actor.loadThemeConfig', output: null },
    { type: 'xstate.error.actor.loadThemeConfig', error: new Error('not yet') },
    { type: 'xstate.done.actor.loadSupportInfo', output: { whatsapp: '+1 555' } },
    { type: 'xstate.error.actor.loadSupportInfo', error: new Error('support failed') },
  ],
  // Arrival order and retry counts do not change what the user sees: the state value does.
  serializeState: (s) => JSON.stringify(s.value),
};
