/** Model of {@link liveStreamMachine}. */
import type { MachineModel } from '../tools/machines/model-coverage';
import { liveStreamMachine } from './live-stream.machine';

export const liveStreamModel: MachineModel = {
  name: 'live-stream',
  machine: liveStreamMachine,
  input: { loggedIn: false, videoId: 'v1' },
  events: [
    { type: 'stream.toggle' },
    { type: 'video.change', videoId: 'v1' },
    { type: 'video.change', videoId: 'v2' },
    { type: 'session.change', loggedIn: true },
    { type: 'session.change', loggedIn: false },
  ],
};
