import { createActorContext } from '@xstate/react';
import { betSlipMachine } from '../../machines/bet-slip.machine';
import { casinoLaunchMachine } from '../../machines/casino-launch.machine';
import { drillDownMachine } from '../../machines/drill-down.machine';
import { exchangeTabMachine } from '../../machines/exchange-tab.machine';
import { sessionMachine } from '../../machines/session.machine';
import { startupMachine } from '../../machines/startup.machine';
import { toastMachine } from '../../machines/toast.machine';
import { topNavMachine } from '../../machines/top-nav.machine';

/** The long-lived actors of the shell, one context each (CONVENTIONS: createActorContext). */
export const SessionActor = createActorContext(sessionMachine);
export const ToastActor = createActorContext(toastMachine);
export const StartupActor = createActorContext(startupMachine);
export const ExchangeTabActor = createActorContext(exchangeTabMachine);
export const TopNavActor = createActorContext(topNavMachine);
export const DrillDownActor = createActorContext(drillDownMachine);
export const CasinoLaunchActor = createActorContext(casinoLaunchMachine);
/** The bet slip: market pages add selections, the right column (or the phone's bottom sheet) shows it. */
export const BetSlipActor = createActorContext(betSlipMachine);
