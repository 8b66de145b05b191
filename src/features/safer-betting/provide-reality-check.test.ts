import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { assign, createActor, setup, type AnyActorRef } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealityCheckSchedule, TabMessage } from '../../../machines/reality-check.machine';
import { REALITY_CHECK_CHANNEL, realityCheckTabs } from './provide-reality-check';
import { RealityCheckQuery } from './safer-betting-documents';

const client = () => new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
const next: RealityCheckSchedule = { minutes: 30, sessionStartedAt: '2026-11-25T06:00:00.000Z', sessionNet: -125_000, dueAt: '2026-11-25T07:00:00.000Z', dueInMs: 1_800_000 };

/** One browser tab's tabs effect, invoked as the reality check invokes it: what it sends back, and a way to post. */
function tab(apollo = client()) {
  const machine = setup({ types: { context: {} as { received: TabMessage[] }, events: {} as TabMessage }, actors: { tabs: realityCheckTabs(apollo) } }).createMachine({
    context: { received: [] },
    invoke: { id: 'tabs', src: 'tabs' },
    on: { 'tabs.due': { actions: assign({ received: ({ context, event }) => [...context.received, event] }) }, 'tabs.answered': { actions: assign({ received: ({ context, event }) => [...context.received, event] }) } },
  });
  const actor = createActor(machine).start();
  const child = () => actor.getSnapshot().children.tabs as AnyActorRef;
  return { apollo, actor, received: () => actor.getSnapshot().context.received, post: (message: TabMessage) => child().send({ type: 'tabs.post', message }) };
}

/** BroadcastChannel delivers on a later task. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the reality check between the tabs of one browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
  });

  it('over a BroadcastChannel: a check due in one tab is due in the others; an answer reaches them with its next due time, written into their cache', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-25T06:40:00.000Z') });
    const [one, two, three] = [tab(), tab(), tab()];
    one.post({ type: 'tabs.due' });
    await delivered();
    expect(two.received()).toEqual([{ type: 'tabs.due' }]);
    expect(three.received()).toEqual([{ type: 'tabs.due' }]);
    expect(one.received()).toEqual([]);
    two.post({ type: 'tabs.answered', keepPlaying: true, schedule: { ...next, dueInMs: 0 } });
    await delivered();
    // The wait is worked out again in the receiving tab, from its own clock: 20 minutes to 07:00.
    expect(one.received()).toEqual([{ type: 'tabs.answered', keepPlaying: true, schedule: { ...next, dueInMs: 20 * 60_000 } }]);
    expect(one.apollo.cache.readQuery({ query: RealityCheckQuery })?.saferBetting).toMatchObject({ realityCheckDueAt: next.dueAt, sessionNet: next.sessionNet });
    // Logged out in one tab: the others are told, and their cache is left alone.
    three.post({ type: 'tabs.answered', keepPlaying: false, schedule: null });
    await delivered();
    expect(two.received().at(-1)).toEqual({ type: 'tabs.answered', keepPlaying: false, schedule: null });
    expect(two.apollo.cache.readQuery({ query: RealityCheckQuery })).toBeNull();
    for (const t of [one, two, three]) t.actor.stop();
  });

  it('stops listening when the check stops (logged out): a tab gone hears nothing more', async () => {
    const [one, two] = [tab(), tab()];
    two.actor.stop();
    one.post({ type: 'tabs.due' });
    await delivered();
    expect(two.received()).toEqual([]);
    one.actor.stop();
  });

  it('without BroadcastChannel: through localStorage and the storage event other tabs get', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const one = tab();
    one.post({ type: 'tabs.due' });
    const written = localStorage.getItem(REALITY_CHECK_CHANNEL);
    expect(JSON.parse(written!)).toMatchObject({ message: { type: 'tabs.due' } });
    // Another tab's write arrives as a storage event (a tab never gets its own).
    const other = JSON.stringify({ message: { type: 'tabs.answered', keepPlaying: true, schedule: next }, at: Date.now() });
    window.dispatchEvent(new StorageEvent('storage', { key: REALITY_CHECK_CHANNEL, newValue: other }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'x' }));
    expect(one.received()).toEqual([{ type: 'tabs.answered', keepPlaying: true, schedule: expect.objectContaining({ dueAt: next.dueAt }) }]);
    one.actor.stop();
    window.dispatchEvent(new StorageEvent('storage', { key: REALITY_CHECK_CHANNEL, newValue: JSON.stringify({ message: { type: 'tabs.due' }, at: 1 }) }));
    expect(one.received()).toHaveLength(1);
  });
});
