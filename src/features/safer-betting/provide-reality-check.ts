import type { ApolloClient } from '@apollo/client';
import { fromCallback, fromPromise } from 'xstate';
import type { RealityCheckQueryQuery } from '@/gql/graphql';
import type { AppServices } from '@/lib/services';
import { realityCheckMachine, type RealityCheckEvent, type RealityCheckSchedule, type TabMessage } from '../../../machines/reality-check.machine';
import { AnswerRealityCheckMutation, RealityCheckQuery } from './safer-betting-documents';

/** The channel (and, where BroadcastChannel is missing, the storage key) the tabs of one browser talk on. */
export const REALITY_CHECK_CHANNEL = 'backlay.reality-check';

type Wire = RealityCheckQueryQuery['saferBetting'];

/** The gateway's SaferBetting as the machine's schedule: the due time turned into a wait, now. */
export function scheduleOf(wire: Wire, now: number): RealityCheckSchedule {
  return {
    minutes: wire.realityCheckMinutes,
    sessionStartedAt: wire.sessionStartedAt,
    sessionNet: wire.sessionNet,
    dueAt: wire.realityCheckDueAt,
    dueInMs: wire.realityCheckMinutes !== null && wire.realityCheckDueAt !== null ? Date.parse(wire.realityCheckDueAt) - now : null,
  };
}

const wireOf = (schedule: RealityCheckSchedule): Wire => ({
  __typename: 'SaferBetting',
  realityCheckMinutes: schedule.minutes,
  sessionStartedAt: schedule.sessionStartedAt,
  sessionNet: schedule.sessionNet,
  realityCheckDueAt: schedule.dueAt,
} as Wire);

/** The caller's reality-check schedule from the cache's one SaferBetting, sent again whenever it changes. */
function scheduleFeed(client: ApolloClient) {
  return fromCallback<RealityCheckEvent>(({ sendBack }) => {
    const subscription = client.watchQuery({ query: RealityCheckQuery, fetchPolicy: 'cache-and-network' }).subscribe({
      next: ({ data }) => {
        if (data?.saferBetting) sendBack({ type: 'schedule.change', schedule: scheduleOf(data.saferBetting as Wire, Date.now()) });
      },
      error: () => {},
    });
    return () => subscription.unsubscribe();
  });
}

/**
 * The other tabs: a BroadcastChannel where the browser has one, else the storage event. An answer
 * from another tab is written into this tab's cache too, so its feed carries the new due time.
 */
export function realityCheckTabs(client: ApolloClient) {
  return fromCallback<{ type: 'tabs.post'; message: TabMessage }>(({ sendBack, receive }) => {
    const deliver = (message: TabMessage) => {
      if (message.type === 'tabs.answered' && message.schedule) {
        const schedule = { ...message.schedule, dueInMs: message.schedule.dueAt ? Date.parse(message.schedule.dueAt) - Date.now() : null };
        client.cache.writeQuery({ query: RealityCheckQuery, data: { saferBetting: wireOf(schedule) } });
        sendBack({ ...message, schedule });
      } else sendBack(message);
    };
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(REALITY_CHECK_CHANNEL) : null;
    const onMessage = (event: MessageEvent<TabMessage>) => deliver(event.data);
    const onStorage = (event: StorageEvent) => {
      if (event.key === REALITY_CHECK_CHANNEL && event.newValue) deliver((JSON.parse(event.newValue) as { message: TabMessage }).message);
    };
    if (channel) channel.addEventListener('message', onMessage);
    else window.addEventListener('storage', onStorage);
    receive(({ message }) => {
      if (channel) channel.postMessage(message);
      else localStorage.setItem(REALITY_CHECK_CHANNEL, JSON.stringify({ message, at: Date.now() }));
    });
    return () => {
      if (channel) channel.close();
      else window.removeEventListener('storage', onStorage);
    };
  });
}

/** The reality check with its real effects: the cache's schedule, the other tabs, the result read when due, the answer on the gateway. */
export function provideRealityCheck(services: Pick<AppServices, 'client'>) {
  const { client } = services;
  return realityCheckMachine.provide({
    actors: {
      scheduleFeed: scheduleFeed(client),
      tabs: realityCheckTabs(client),
      // When a check falls due: the session's result as the exchange has it now (and the cache's one SaferBetting with it).
      refresh: fromPromise<RealityCheckSchedule>(async () => {
        const { data } = await client.query({ query: RealityCheckQuery, fetchPolicy: 'network-only' });
        if (!data?.saferBetting) throw new Error('No reality check from the exchange');
        return scheduleOf(data.saferBetting, Date.now());
      }),
      answer: fromPromise<RealityCheckSchedule | null, { keepPlaying: boolean }>(async ({ input }) => {
        const result = await client.mutate({ mutation: AnswerRealityCheckMutation, variables: { keepPlaying: input.keepPlaying } });
        const answer = result.data?.answerRealityCheck;
        if (!answer) throw new Error('No answer from the exchange');
        return input.keepPlaying ? scheduleOf(answer, Date.now()) : null;
      }),
    },
  });
}
