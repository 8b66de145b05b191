import { fromPromise } from 'xstate';
import { searchMachine, type SearchEvent } from '../../../machines/search.machine';
import { StartupAllEventsQuery } from '@/features/startup/public';
import type { AppServices } from '@/lib/services';

/** The search machine with its real effects: the open events (cached), navigation. */
export function provideSearch(services: AppServices) {
  return searchMachine.provide({
    actors: {
      // The search event list: a cached read of every open event (the machine matches the text).
      loadEvents: fromPromise(async (): Promise<SearchEvent[]> => {
        const { data } = await services.client.query({ query: StartupAllEventsQuery, fetchPolicy: 'cache-first' });
        return (data?.allEvents ?? []).flatMap((group) => group.events);
      }),
    },
    actions: { navigate: (_, { path }) => services.navigate(path) },
  });
}
