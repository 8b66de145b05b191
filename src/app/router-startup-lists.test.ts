import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import { getOperationName } from '@apollo/client/utilities/internal';
import { createMemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { StartupListName } from '../../machines/startup.types';
import { StartupAllEventsQuery, StartupSportsQuery } from '@/features/startup/startup-queries';
import type { PendingQueryRef } from '@/lib/loader-query';
import { createRouteObjects } from './router';

const sports = [{ __typename: 'Sport' as const, sportId: 4, sportName: 'Cricket', highlight: false }];
const event = { __typename: 'Event' as const, exEventId: '1', sportId: 4, sportName: 'Cricket', eventName: 'Live Match', eventTime: '2030-01-01T10:00:00Z', inPlay: true, tournamentId: 't', tournamentName: 'Cup' };
const allEvents = [{ __typename: 'SportEvents' as const, sportId: 4, events: [event] }];

/** A gateway that answers home's query (from the same lists) and counts what it was asked. */
function gateway() {
  const asked: string[] = [];
  const link = new ApolloLink((operation) => {
    asked.push(getOperationName(operation.query, '?'));
    return new Observable((observer) => {
      observer.next({ data: { sports, allEvents } });
      observer.complete();
    });
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache({ typePolicies: { Sport: { keyFields: ['sportId'] }, Event: { keyFields: ['exEventId'] }, SportEvents: { keyFields: ['sportId'] } } }) }), asked };
}

/** The startup machine's part: the lists stored in the cache, then the promise resolved with the failed ones. */
function startup(client: ApolloClient) {
  let finish!: (failed: readonly StartupListName[]) => void;
  const stored = new Promise<readonly StartupListName[]>((resolve) => (finish = resolve));
  return {
    startupLists: vi.fn(() => stored),
    store: (failed: readonly StartupListName[]) => {
      client.writeQuery({ query: StartupSportsQuery, data: { sports } });
      client.writeQuery({ query: StartupAllEventsQuery, data: { allEvents: failed.includes('allEvents') ? [] : allEvents } });
      finish(failed);
    },
  };
}

async function homeOnFirstLoad(failed: readonly StartupListName[]) {
  const { client, asked } = gateway();
  const lists = startup(client);
  const router = createMemoryRouter(createRouteObjects({ client, check: () => {}, startupLists: lists.startupLists }), { initialEntries: ['/'] });
  const pending = await vi.waitFor(() => {
    const match = router.state.matches.find((m) => m.route.index);
    const data = match && (router.state.loaderData[match.route.id] as PendingQueryRef | undefined);
    if (!data) throw new Error('the home loader has not answered yet');
    return data;
  });
  // The loader answered at once (the page renders before its data) and asked for nothing yet.
  expect(asked).toEqual([]);
  lists.store(failed);
  const ref = await pending.pendingRef;
  const preloadQuery = createQueryPreloader(client);
  await preloadQuery.toPromise(ref);
  router.dispose();
  return { asked };
}

describe('home’s first load and the startup lists', () => {
  it('reads the startup lists from the cache instead of asking for them again', async () => {
    const { asked } = await homeOnFirstLoad([]);
    expect(asked).toEqual([]);
  });

  it('asks the gateway when one of its lists failed at startup', async () => {
    const { asked } = await homeOnFirstLoad(['allEvents']);
    expect(asked).toEqual(['HomeQuery']);
  });
});
