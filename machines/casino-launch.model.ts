/** Model of {@link casinoLaunchMachine}. */
import { casinoLaunchMachine } from './casino-launch.machine';
import type { MachineModel } from '../tools/machines/model-coverage';

const games = [
  { eventId: '99.0010', companyName: 'UNIVERSE', link: 'https://u.example/play?t={token}&g={eventId}' },
  { eventId: '99.0011', companyName: 'UNIVERSE', link: 'https://u.example/play' },
  { eventId: '88.0020', companyName: 'VIMAAN', link: 'https://vimaan.example/lobby' },
  { eventId: '88.0021', companyName: 'VIMAAN', link: null },
  { eventId: '1234567', companyName: 'OTHER', link: 'https://other.example/{token}' },
];

export const casinoLaunchModel: MachineModel = {
  name: 'casino-launch',
  machine: casinoLaunchMachine,
  input: { token: null },
  events: [
    ...games.map((game) => ({ type: 'casino.launch', game })),
    { type: 'session.change', token: 'tok' },
    { type: 'session.change', token: null },
    { type: 'launch.abandon' },
  ],
};
