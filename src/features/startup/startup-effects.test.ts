/**
 * The startup machine's cache effects (startup-effects.ts): the lists it keeps as they came are written
 * into the cache as each answer arrives, unannounced, and the readers hear of all five once, when the
 * machine stores them; a failed list is stored empty, the sports list as the machine filtered it.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { getOperationName } from '@apollo/client/utilities/internal';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createMemoryStorage } from '../../../machines/lib/storage';
import type { AppServices } from '@/lib/services';
import { provideStartup } from './startup-effects';
import { StartupAllEventsQuery, StartupCasinoQuery, StartupRacingEventsQuery, StartupSportsQuery } from './startup-queries';

const event = { __typename: 'Event', exEventId: '11', sportId: 4, sportName: 'Cricket', eventName: 'A v B', eventTime: '2030-01-01T10:00:00Z', inPlay: false, tournamentId: 't', tournamentName: 'Cup' };
const ANSWERS: Record<string, unknown> = {
  StartupCasino: { casinoLobby: [{ __typename: 'CasinoGame', eventId: 'g1', gameName: 'Teen Patti', companyName: 'c', popular: true, link: '/g1', image: '/g1.png' }] },
  // Sport 66103 is one the machine leaves out of the startup list.
  StartupSports: { sports: [{ __typename: 'Sport', sportId: 4, sportName: 'Cricket', highlight: true }, { __typename: 'Sport', sportId: 66103, sportName: 'Dropped', highlight: false }] },
  StartupAllEvents: { allEvents: [{ __typename: 'SportEvents', sportId: 4, events: [event] }] },
  StartupRacingEvents: { racingEvents: [{ __typename: 'Event', exEventId: 'r1', sportId: 7, sportName: 'Horse Racing', eventName: 'Ascot 14:00', eventTime: '2030-01-01T14:00:00Z', tournamentId: 'h', tournamentName: 'Ascot' }] },
  StartupExchangeTypes: { exchangeTypes: [{ __typename: 'ExchangeType', exchangeId: '1', exchangeName: 'Exchange', highlight: false, sequence: 1 }] },
  StartupTheme: { themeConfig: null },
  StartupSupport: { supportInfo: { __typename: 'SupportInfo', channels: [] } },
};

/** A gateway whose startup answers are released by hand (all but `held` at once); `failing` answers with an error. */
function gateway({ held = [] as string[], failing = [] as string[] } = {}) {
  const waiting = new Map<string, () => void>();
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = getOperationName(operation.query, '?');
        const answer = () => {
          if (failing.includes(name)) observer.error(new Error(`${name} failed`));
          else {
            observer.next({ data: ANSWERS[name] as Record<string, unknown> });
            observer.complete();
          }
        };
        if (held.includes(name)) waiting.set(name, answer);
        else answer();
      }),
  );
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache({ typePolicies: { Sport: { keyFields: ['sportId'] }, Event: { keyFields: ['exEventId'] }, SportEvents: { keyFields: ['sportId'] }, CasinoGame: { keyFields: ['eventId'] }, ExchangeType: { keyFields: ['exchangeId'] } } }),
  });
  const release = async (name: string) => {
    await vi.waitFor(() => expect(waiting.has(name)).toBe(true));
    waiting.get(name)!();
  };
  return { client, release };
}

function start(client: ApolloClient) {
  const actor = createActor(provideStartup({ client } as unknown as AppServices), { input: { storage: createMemoryStorage() } });
  actor.start();
  return actor;
}

/** Every broadcast a reader of `query` would get. */
function watch(client: ApolloClient, query: Parameters<ApolloClient['readQuery']>[0]['query']) {
  const heard: unknown[] = [];
  client.cache.watch({ query, optimistic: true, callback: (diff) => heard.push(diff.result) });
  return heard;
}

describe('provideStartup: the startup lists in the cache', () => {
  it('writes each list as it arrives without telling its readers, then tells them of all five once they are stored', async () => {
    const { client, release } = gateway({ held: ['StartupSports'] });
    const events = watch(client, StartupAllEventsQuery);
    const sports = watch(client, StartupSportsQuery);
    const actor = start(client);
    // Every list but sports has answered: written, and nobody told.
    await vi.waitFor(() => expect(actor.getSnapshot().context.lists.exchangeTypes).toBeDefined());
    await vi.waitFor(() => expect(Object.keys(actor.getSnapshot().context.lists).sort()).toEqual(['allEvents', 'casinoEvents', 'exchangeTypes', 'racingEvents']));
    expect(client.readQuery({ query: StartupAllEventsQuery })?.allEvents[0]?.events.map((e) => e.exEventId)).toEqual(['11']);
    expect(events).toEqual([]);
    expect(actor.getSnapshot().matches('loadingLists')).toBe(true);

    await release('StartupSports');
    await waitFor(actor, (s) => !s.matches('loadingLists'));
    expect(events).toHaveLength(1);
    expect(sports).toHaveLength(1);
    expect(client.readQuery({ query: StartupSportsQuery })?.sports.map((s) => s.sportId)).toEqual([4]);
    expect(client.readQuery({ query: StartupCasinoQuery })?.casinoLobby.map((g) => g.eventId)).toEqual(['g1']);
    expect(client.readQuery({ query: StartupRacingEventsQuery })?.racingEvents.map((e) => e.exEventId)).toEqual(['r1']);
    actor.stop();
  });

  it('stores a failed list empty', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = gateway({ failing: ['StartupAllEvents'] });
    const actor = start(client);
    await waitFor(actor, (s) => !s.matches('loadingLists'));
    expect(actor.getSnapshot().context.failedLists).toEqual(['allEvents']);
    expect(client.readQuery({ query: StartupAllEventsQuery })?.allEvents).toEqual([]);
    expect(client.readQuery({ query: StartupRacingEventsQuery })?.racingEvents).toHaveLength(1);
    actor.stop();
    vi.restoreAllMocks();
  });
});
