/**
 * Side navigation drill-down (spec §2, §4): sports → competitions → events,
 * Previous stepping back, and going back from the first level (competitions)
 * re-selecting Cricket (4); plus the mobile drawer's shared open flag, closed
 * by choosing any item. Which sports show: `sideNavSports()` in `lib/sports.ts`.
 *
 * Events: `sport.choose { sportId }`, `competition.choose { competitionId }`,
 * `event.choose { eventId, sportId }`, `nav.previous`, `drawer.open`,
 * `drawer.close`, `drawer.toggle`, `drawer.choose` (Multi Market, Favourites, Vimaan …).
 * Emits: `sport.selected { sportId }` (forward to the top nav with source 'sideNav').
 * Must be provided: action `navigate` ({ path }).
 */
import { assign, emit, setup } from 'xstate';
import { notProvidedError } from './lib/effects';
import { pathTo } from './lib/routes';
import { SPORT } from './lib/sports';

export interface DrillDownContext {
  sportId: number;
  competitionId: string | null;
}

export type DrillDownEvent =
  | { type: 'sport.choose'; sportId: number }
  | { type: 'competition.choose'; competitionId: string }
  | { type: 'event.choose'; eventId: string; sportId: number }
  | { type: 'nav.previous' }
  | { type: 'drawer.open' }
  | { type: 'drawer.close' }
  | { type: 'drawer.toggle' }
  | { type: 'drawer.choose' };

export type DrillDownEmitted = { type: 'sport.selected'; sportId: number };

/** An event's market page, where choosing it in the side menu goes (its item's address too). */
export const marketPath = (eventId: string, sportId: number) => pathTo('marketDetails', { eventId, id: sportId });

const NAME = 'drillDownMachine';

export const drillDownMachine = setup({
  types: {
    context: {} as DrillDownContext,
    events: {} as DrillDownEvent,
    emitted: {} as DrillDownEmitted,
    tags: {} as 'drawerOpen',
  },
  actions: {
    navigate: (_, _params: { path: string }) => {
      throw notProvidedError(NAME, 'navigate');
    },
    publishSport: emit(({ context }) => ({ type: 'sport.selected' as const, sportId: context.sportId })),
  },
}).createMachine({
  id: 'drillDown',
  type: 'parallel',
  context: { sportId: SPORT.cricket, competitionId: null },
  states: {
    menu: {
      initial: 'browsingSports',
      states: {
        browsingSports: {
          on: {
            'sport.choose': {
              target: 'browsingCompetitions',
              actions: [assign({ sportId: ({ event }) => event.sportId, competitionId: null }), 'publishSport'],
            },
          },
        },
        browsingCompetitions: {
          on: {
            'competition.choose': { target: 'browsingEvents', actions: assign({ competitionId: ({ event }) => event.competitionId }) },
            'nav.previous': {
              target: 'browsingSports',
              description: 'Back from the first level re-selects Cricket (4).',
              actions: [assign({ sportId: SPORT.cricket, competitionId: null }), 'publishSport'],
            },
          },
        },
        browsingEvents: {
          on: {
            'event.choose': {
              actions: { type: 'navigate', params: ({ event }) => ({ path: marketPath(event.eventId, event.sportId) }) },
            },
            'nav.previous': { target: 'browsingCompetitions', actions: assign({ competitionId: null }) },
          },
        },
      },
    },
    drawer: {
      initial: 'closed',
      states: {
        closed: { on: { 'drawer.open': 'open', 'drawer.toggle': 'open' } },
        open: {
          tags: 'drawerOpen',
          on: {
            'drawer.close': 'closed',
            'drawer.toggle': 'closed',
            'drawer.choose': 'closed',
            'sport.choose': { target: 'closed', description: 'Choosing an item closes the drawer.' },
            'competition.choose': 'closed',
            'event.choose': 'closed',
          },
        },
      },
    },
  },
});
