import { casinoLaunchMachine } from '../../../machines/casino-launch.machine';
import type { AppServices } from '@/lib/services';

/** The casino-launch machine with its real effects: navigation, toasts, opening the game. */
export function provideCasinoLaunch(services: AppServices) {
  return casinoLaunchMachine.provide({
    actions: {
      navigate: (_, { path }) => services.navigate(path),
      toastError: (_, { message }) => services.toast('error', message),
      visitUrl: (_, { url }) => window.location.assign(url),
      openUrl: (_, { url }) => void window.open(url, '_blank', 'noopener'),
    },
  });
}
