import { liveStreamMachine } from '../../../machines/live-stream.machine';
import type { AppServices } from '@/lib/services';

/** The live-stream machine with its real effect: the "log in to watch" toast. */
export function provideLiveStream(services: AppServices) {
  return liveStreamMachine.provide({ actions: { toastError: (_, { message }) => services.toast('error', message) } });
}
