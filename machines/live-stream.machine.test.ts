import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { LOGIN_TO_WATCH_LIVE } from './lib/messages';
import { createEffectLog, describeModel } from '../tools/machines/model-test-kit';
import { liveStreamMachine } from './live-stream.machine';
import { liveStreamModel } from './live-stream.model';

function start(loggedIn: boolean, videoId: string | null = 'v1') {
  const log = createEffectLog();
  const actor = createActor(liveStreamMachine.provide({ actions: { toastError: log.effect('toastError') } }), {
    input: { loggedIn, videoId },
  }).start();
  return { actor, log };
}

describe('liveStreamMachine', () => {
  it('toggles open and closed for a logged-in user', () => {
    const { actor, log } = start(true);
    actor.send({ type: 'stream.toggle' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'stream.toggle' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(log.calls).toEqual([]);
  });

  it('stays closed without login and says why', () => {
    const { actor, log } = start(false);
    actor.send({ type: 'stream.toggle' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(log.calls).toEqual([{ name: 'toastError', params: { message: 'Please Login Before To Watch Live' } }]);
    expect(LOGIN_TO_WATCH_LIVE).toBe('Please Login Before To Watch Live');
  });

  it('resets to closed when the video id changes, not when the same id is sent again', () => {
    const { actor } = start(true);
    actor.send({ type: 'stream.toggle' });
    actor.send({ type: 'video.change', videoId: 'v1' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'video.change', videoId: 'v2' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.videoId).toBe('v2');
  });

  it('closes on logout and opens after login', () => {
    const { actor } = start(false);
    actor.send({ type: 'session.change', loggedIn: true });
    actor.send({ type: 'stream.toggle' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'session.change', loggedIn: false });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});

describeModel(liveStreamModel, {
  start: (input) => {
    const { loggedIn, videoId } = input as { loggedIn: boolean; videoId: string };
    return { actor: start(loggedIn, videoId).actor };
  },
});
