import type { RaceResults_ResultFragment } from '@/gql/graphql';
import type { EventScore, MarketBook } from '@/lib/feed/feed';
import type { CardRace, MarketLoad } from './race-card';
import type { RaceMarket } from './race-runners';

/** Race card fixtures for stories and tests: a fixed clock, a race 2:30 before its off, its runners and books. */
export const NOW = Date.UTC(2030, 0, 10, 14, 27, 30);
const at = (ms: number) => new Date(ms).toISOString();
export const OFF = Date.UTC(2030, 0, 10, 14, 30);

export const ASCOT: CardRace = { exEventId: '77001', sportId: 7, eventName: '14:30 Ascot', eventTime: at(OFF), tournamentName: 'UK Racing', inPlay: false };
export const YORK: CardRace = { exEventId: '77003', sportId: 7, eventName: '15:05 York', eventTime: at(OFF + 35 * 60_000), tournamentName: 'UK Racing', inPlay: false };

const HORSES: Array<[string, string, string, number, string, string]> = [
  ['Golden Arrow', 'R. Moore', 'A. O’Brien', 4, '9-3', '1-2-1'],
  ['Silver Storm', 'W. Buick', 'C. Appleby', 5, '9-0', '3-1-4'],
  ['Night Runner', 'O. Murphy', 'J. Gosden', 3, '8-11', '2-2-5'],
  ['Royal Flush', 'T. Marquand', 'W. Haggas', 6, '9-6', '6-3-1'],
  ['Desert Wind', 'H. Doyle', 'R. Varian', 4, '8-13', '1-1-2'],
  ['Lucky Star', 'J. Doyle', 'A. Balding', 5, '9-1', '4-7-3'],
];

export const WIN_MARKET: RaceMarket = {
  marketId: '77001.win',
  minStake: 1_000,
  runners: HORSES.map(([runnerName, jockey, trainer, age, weight, form], i) => ({ runnerId: String(i + 1), runnerName, metadata: { stall: i + 1, jockey, trainer, age, weight, form } })),
};

const PRICES = [3.5, 4.2, 6.4, 9, 12, 21];

/** The win market's book: three levels each way around each runner's price (sizes in paise). */
export function winBook(status: MarketBook['status'], inPlay = false): MarketBook {
  return {
    marketId: '77001.win',
    status,
    inPlay,
    totalMatched: 4_512_300,
    runners: PRICES.map((p, i) => ({
      runnerId: String(i + 1),
      availableToBack: [0, 1, 2].map((k) => ({ price: Math.round((p - k * 0.1) * 100) / 100, size: 250_000 + k * 90_000 })),
      availableToLay: [0, 1, 2].map((k) => ({ price: Math.round((p + 0.1 + k * 0.1) * 100) / 100, size: 180_000 + k * 60_000 })),
      lastTradedPrice: p,
    })),
  };
}

export const ready = (status: MarketBook['status'], inPlay = false): MarketLoad => ({ state: 'ready', market: WIN_MARKET, book: winBook(status, inPlay) });

const names = Object.fromEntries(WIN_MARKET.runners.map((r) => [r.runnerId, r.runnerName]));
const sp = Object.fromEntries(PRICES.map((p, i) => [String(i + 1), p]));

export const OFF_SCORE: EventScore = { eventId: '77001', inPlay: true, status: 'IN_PLAY', score: { kind: 'race', order: ['1', '2', '3', '4', '5', '6'], furlongsLeft: 8, distance: 8, names, sp } };
export const RUNNING_SCORE: EventScore = { eventId: '77001', inPlay: true, status: 'IN_PLAY', score: { kind: 'race', order: ['3', '1', '2', '5', '4', '6'], furlongsLeft: 3.5, distance: 8, names, sp } };
export const FINISHED_SCORE: EventScore = { eventId: '77001', inPlay: false, status: 'FINISHED', score: { kind: 'race', order: ['3', '1', '5', '2', '4', '6'], furlongsLeft: 0, distance: 8, names, sp } };

export const RESULTS: RaceResults_ResultFragment[] = [
  { exEventId: '77000', eventName: '13:55 Newmarket', eventTime: at(OFF - 35 * 60_000), score: { kind: 'race', order: ['2', '4', '1', '3', '5', '6'], furlongsLeft: 0, distance: 8, names, sp } },
  { exEventId: '76999', eventName: '13:20 Kempton', eventTime: at(OFF - 70 * 60_000), score: { kind: 'race', order: ['6', '3', '2', '1', '4', '5'], furlongsLeft: 0, distance: 8, names, sp } },
];
