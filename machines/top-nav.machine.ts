/**
 * Top navigation selection (spec §2, §9). Horse racing goes to its route,
 * lottery to /lottery; any other sport goes to / or /inplay (per the stored
 * exchange choice) and is published 50 ms later (100 ms when chosen from the
 * side navigation). Which sports show: `topNavSports()` in `lib/sports.ts`.
 *
 * Input: `{ exchangeId }` (the stored exchangeName).
 * Events: `sport.select { sportId, source? }`, `exchange.change { exchangeId }`.
 * Emits: `sport.published { sportId }`.
 * Must be provided: action `navigate` ({ path }).
 */
import { assign, emit, setup } from 'xstate';
import { notProvidedError } from './lib/effects';
import { pathTo } from './lib/routes';
import { SPORT } from './lib/sports';

/**
 * Where a sport tab goes (its link's address too): horse racing to its race card, lottery to its page, any
 * other sport to in-play when the stored exchange is in-play ('00'), else home.
 */
export function sportPath(sportId: number, exchangeId: string): string {
  if (sportId === SPORT.horseRacing) return pathTo('horseRacing', { sportId });
  if (sportId === SPORT.lottery) return pathTo('lottery');
  return exchangeId === '00' ? pathTo('inplay') : pathTo('index');
}

/** Delay before a chosen sport is published, by where it was chosen. */
export const PUBLISH_DELAY_MS = { topNav: 50, sideNav: 100 } as const;

export type SportSource = keyof typeof PUBLISH_DELAY_MS;

export interface TopNavContext {
  exchangeId: string;
  /** The tab highlighted now. */
  chosenSportId: number | null;
  /** The sport last published to the rest of the app. */
  publishedSportId: number | null;
  source: SportSource;
}

export type TopNavEvent =
  | { type: 'sport.select'; sportId: number; source?: SportSource }
  | { type: 'exchange.change'; exchangeId: string };

export type TopNavEmitted = { type: 'sport.published'; sportId: number };

const NAME = 'topNavMachine';

export const topNavMachine = setup({
  types: {
    input: {} as { exchangeId: string },
    context: {} as TopNavContext,
    events: {} as TopNavEvent,
    emitted: {} as TopNavEmitted,
  },
  actions: {
    navigate: (_, _params: { path: string }) => {
      throw notProvidedError(NAME, 'navigate');
    },
    choose: assign(({ event }) => {
      if (event.type !== 'sport.select') return {};
      return { chosenSportId: event.sportId, source: event.source ?? 'topNav' };
    }),
    publish: emit(({ context }) => ({ type: 'sport.published' as const, sportId: context.chosenSportId! })),
    markPublished: assign({ publishedSportId: ({ context }) => context.chosenSportId }),
  },
  guards: {
    isHorseRacing: ({ event }) => event.type === 'sport.select' && event.sportId === SPORT.horseRacing,
    isLottery: ({ event }) => event.type === 'sport.select' && event.sportId === SPORT.lottery,
  },
  delays: {
    publishDelay: ({ context }) => PUBLISH_DELAY_MS[context.source],
  },
}).createMachine({
  id: 'topNav',
  context: ({ input }) => ({ exchangeId: input.exchangeId, chosenSportId: null, publishedSportId: null, source: 'topNav' }),
  initial: 'idle',
  on: {
    'sport.select': [
      {
        guard: 'isHorseRacing',
        target: '.onHorseRacing',
        actions: ['choose', { type: 'navigate', params: ({ context }) => ({ path: sportPath(SPORT.horseRacing, context.exchangeId) }) }],
      },
      {
        guard: 'isLottery',
        target: '.onLottery',
        actions: ['choose', { type: 'navigate', params: ({ context }) => ({ path: sportPath(SPORT.lottery, context.exchangeId) }) }],
      },
      {
        target: '.waitingToPublish',
        reenter: true,
        description: 'Home or in-play per the stored exchange, then publish after the delay.',
        actions: ['choose', { type: 'navigate', params: ({ context, event }) => ({ path: sportPath(event.sportId, context.exchangeId) }) }],
      },
    ],
    'exchange.change': { actions: assign({ exchangeId: ({ event }) => event.exchangeId }) },
  },
  states: {
    idle: {},
    waitingToPublish: {
      after: { publishDelay: { target: 'showingSport', actions: ['markPublished', 'publish'] } },
    },
    showingSport: {},
    onHorseRacing: {},
    onLottery: {},
  },
});
