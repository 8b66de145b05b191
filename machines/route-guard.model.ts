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
  // The decision, not the last path, identifies a state.
  serializeState: (s) => JSON.stringify([s.value, s.context.refusal]),
};
