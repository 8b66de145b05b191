/** Model of {@link routeGuardMachine}. */
import type { MachineModel } from '../tools/machines/model-coverage';
import { routeGuardMachine } from './route-guard.machine';

const sessions = [
  { token: null, userDetail: null },
  { token: 't', userDetail: { isLogin: 1 } },
  { token: 't', userDetail: { isLogin: 0 } },
  { token: 't', userDetail: { isLogin: 1, data: { role: 'agent' } } },
];
const paths = ['/', '/favourites', '/marketdetails/31/4', '/banking/withdraw', '/downline', '/no-such-page'];

export const routeGuardModel: MachineModel = {
  name: 'route-guard',
  machine: routeGuardMachine,
  events: paths.flatMap((path) => sessions.map((s) => ({ type: 'route.enter', path, ...s }))),
  // The decision, and whether the path asked about was told already, identify a state (not the path itself).
  serializeState: (s) => JSON.stringify([s.value, s.context.refusal, s.context.told !== null && s.context.told === s.context.path]),
};
