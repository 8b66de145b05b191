/**
 * Live Stream panel (spec §2, §5, §8): a toggle that opens only for a
 * logged-in user, and closes again when the selected video changes.
 *
 * Input: `{ loggedIn, videoId? }`.
 * Events: `stream.toggle`, `video.change { videoId }`, `session.change { loggedIn }`.
 * Must be provided: action `toastError` ({ message }).
 */
import { assign, setup } from 'xstate';
import { notProvidedError } from './lib/effects';
import { LOGIN_TO_WATCH_LIVE } from './lib/messages';

export interface LiveStreamContext {
  loggedIn: boolean;
  videoId: string | null;
}

export type LiveStreamEvent =
  | { type: 'stream.toggle' }
  | { type: 'video.change'; videoId: string | null }
  | { type: 'session.change'; loggedIn: boolean };

export const liveStreamMachine = setup({
  types: {
    input: {} as { loggedIn: boolean; videoId?: string | null },
    context: {} as LiveStreamContext,
    events: {} as LiveStreamEvent,
  },
  actions: {
    toastError: (_, _params: { message: string }) => {
      throw notProvidedError('liveStreamMachine', 'toastError');
    },
  },
  guards: {
    isLoggedIn: ({ context }) => context.loggedIn,
    isOtherVideo: ({ context, event }) => event.type === 'video.change' && event.videoId !== context.videoId,
    isLoggingOut: ({ event }) => event.type === 'session.change' && !event.loggedIn,
  },
}).createMachine({
  id: 'liveStream',
  context: ({ input }) => ({ loggedIn: input.loggedIn, videoId: input.videoId ?? null }),
  initial: 'closed',
  on: {
    'video.change': {
      guard: 'isOtherVideo',
      target: '.closed',
      description: 'A different video resets the panel to closed.',
      actions: assign({ videoId: ({ event }) => event.videoId }),
    },
    'session.change': [
      { guard: 'isLoggingOut', target: '.closed', actions: assign({ loggedIn: false }) },
      { actions: assign({ loggedIn: true }) },
    ],
  },
  states: {
    closed: {
      on: {
        'stream.toggle': [
          { guard: 'isLoggedIn', target: 'open' },
          { actions: { type: 'toastError', params: { message: LOGIN_TO_WATCH_LIVE } } },
        ],
      },
    },
    open: { on: { 'stream.toggle': 'closed' } },
  },
});
