/**
 * Event search (spec §5, §9): runs only for non-empty text; matches sport name
 * or event name case-insensitively; empty text hides results; the dropdown is
 * cleared 150 ms after the input loses focus.
 *
 * Events: `search.type { text }`, `search.focus`, `search.blur`, `search.close` (Escape: the results
 * close, the text stays), `search.choose { exEventId, sportId }`.
 * Must be provided: actor `loadEvents` (the search event list, a cached read;
 * output {@link SearchEvent}[]), action `navigate` ({ path }).
 */
import { assertEvent, assign, setup } from 'xstate';
import { actorNotProvided, errorMessage, notProvidedError } from './lib/effects';

/** How long the dropdown stays after blur. */
export const SEARCH_BLUR_CLEAR_MS = 150;

/** An event of the search list (spec §3). */
export interface SearchEvent {
  exEventId: string;
  sportId: number | string;
  sportName: string;
  eventName: string;
  eventTime?: string;
  tournamentId?: string;
  tournamentName?: string;
}

/** Whether text is empty for searching (whitespace counts as empty). */
export const isBlank = (text: string): boolean => text.trim() === '';

/** Events whose sport name or event name contains the text, ignoring case; none for empty text. */
export function matchEvents(events: readonly SearchEvent[], text: string): SearchEvent[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return events.filter((e) => `${e.sportName ?? ''}`.toLowerCase().includes(needle) || `${e.eventName ?? ''}`.toLowerCase().includes(needle));
}

export interface SearchContext {
  text: string;
  results: SearchEvent[];
  error: string | null;
}

export type SearchMachineEvent =
  | { type: 'search.type'; text: string }
  | { type: 'search.focus' }
  | { type: 'search.blur' }
  | { type: 'search.close' }
  | { type: 'search.choose'; exEventId: string; sportId: number | string };

const NAME = 'searchMachine';
/** Where a search result opens (the result's link and the machine's navigation alike). */
export const searchResultPath = (result: Pick<SearchEvent, 'exEventId' | 'sportId'>): string => `/marketdetails/${result.exEventId}/${result.sportId}`;

const eventPage = ({ event }: { event: SearchMachineEvent }) => {
  assertEvent(event, 'search.choose');
  return { path: searchResultPath(event) };
};
const typing = [
  { guard: 'typedBlank', target: '#search.idle', actions: ['setText', 'clearResults'] },
  { target: '#search.active.searching', reenter: true, actions: 'setText' },
] as const;

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchMachineEvent,
    tags: {} as 'resultsVisible' | 'busy',
  },
  actors: {
    loadEvents: actorNotProvided<SearchEvent[], void>(NAME, 'loadEvents'),
  },
  actions: {
    navigate: (_, _params: { path: string }) => {
      throw notProvidedError(NAME, 'navigate');
    },
    setText: assign({ text: ({ event }) => (event.type === 'search.type' ? event.text : '') }),
    clearResults: assign({ results: [], error: null }),
    reset: assign({ text: '', results: [], error: null }),
  },
  guards: {
    typedBlank: ({ event }) => event.type === 'search.type' && isBlank(event.text),
    hasText: ({ context }) => !isBlank(context.text),
  },
  delays: { blurClear: SEARCH_BLUR_CLEAR_MS },
}).createMachine({
  id: 'search',
  context: { text: '', results: [], error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Results hidden.',
      on: {
        'search.type': typing,
        'search.focus': { guard: 'hasText', target: 'active.searching' },
      },
    },
    active: {
      tags: 'resultsVisible',
      on: {
        'search.type': typing,
        'search.blur': 'closing',
        'search.close': { target: 'idle', actions: 'clearResults', description: 'Escape: the results close at once; the text stays (focus or ArrowDown opens them again).' },
      },
      initial: 'searching',
      states: {
        searching: {
          tags: 'busy',
          invoke: {
            id: 'loadEvents',
            src: 'loadEvents',
            onDone: {
              target: 'showingResults',
              actions: assign({ results: ({ context, event }) => matchEvents(event.output, context.text), error: null }),
            },
            onError: { target: 'showingResults', actions: assign({ results: [], error: ({ event }) => errorMessage(event.error) }) },
          },
        },
        showingResults: {
          on: {
            'search.choose': { target: '#search.idle', actions: [{ type: 'navigate', params: eventPage }, 'reset'] },
          },
        },
      },
    },
    closing: {
      tags: 'resultsVisible',
      description: 'Blurred: the dropdown stays 150 ms (long enough for a click on a result), then clears.',
      after: { blurClear: { target: 'idle', actions: 'clearResults' } },
      on: {
        'search.type': typing,
        'search.focus': 'active.showingResults',
        'search.close': { target: 'idle', actions: 'clearResults' },
        'search.choose': { target: 'idle', actions: [{ type: 'navigate', params: eventPage }, 'reset'] },
      },
    },
  },
});
