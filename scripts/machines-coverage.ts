/**
 * `npm run machines:coverage`: walks every machine's model (machines/*.model.ts)
 * with the traversal the model tests use, and prints
 * `name states R/T transitions R/T` (reached/total). Exits 1 when any machine
 * has an unreached state or transition, listing what was missed.
 */
import { appModel } from '../machines/app.model';
import { betSlipModel } from '../machines/bet-slip.model';
import { casinoLaunchModel } from '../machines/casino-launch.model';
import { cashOutModel } from '../machines/cash-out.model';
import { datePickerModel, timePickerModel } from '../machines/date-picker.model';
import { drillDownModel } from '../machines/drill-down.model';
import { exchangeTabModel } from '../machines/exchange-tab.model';
import { formatCoverage, isFullyCovered, traverseModel } from '../tools/machines/model-coverage';
import type { MachineModel } from '../tools/machines/model-coverage';
import { liveStreamModel } from '../machines/live-stream.model';
import { routeGuardModel } from '../machines/route-guard.model';
import { searchModel } from '../machines/search.model';
import { sessionModel } from '../machines/session.model';
import { startupModel } from '../machines/startup.model';
import { toastModel } from '../machines/toast.model';
import { topNavModel } from '../machines/top-nav.model';
import { tradingDeskModel } from '../machines/trading-desk.model';

const models: MachineModel[] = [
  appModel,
  sessionModel,
  routeGuardModel,
  startupModel,
  exchangeTabModel,
  topNavModel,
  drillDownModel,
  searchModel,
  betSlipModel,
  datePickerModel,
  timePickerModel,
  liveStreamModel,
  casinoLaunchModel,
  cashOutModel,
  toastModel,
  tradingDeskModel,
];

let incomplete = 0;
for (const model of models) {
  const traversal = traverseModel(model);
  console.log(formatCoverage(traversal));
  if (!isFullyCovered(traversal)) {
    incomplete++;
    for (const id of traversal.states.missed) console.error(`  unreached state: ${id}`);
    for (const label of traversal.transitions.missed) console.error(`  untaken transition: ${label}`);
  }
}
if (incomplete) {
  console.error(`${incomplete} machine(s) below full coverage`);
  process.exitCode = 1;
}
