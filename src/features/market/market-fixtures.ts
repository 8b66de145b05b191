import type { OddsGrid_MarketFragment } from '@/gql/graphql';
import type { MarketBook } from '@/lib/feed/feed';
import type { EventDetail } from './market-details-view';

/** Match Odds of an IPL match, for stories and tests. */
export const MATCH_ODDS: OddsGrid_MarketFragment = {
  marketId: '41001.mo',
  marketName: 'Match Odds',
  kind: 'exchange',
  minStake: 1000,
  maxStake: 10_000_000,
  betDelayMs: 3000,
  runners: [
    { runnerId: '1', runnerName: 'Mumbai Indians' },
    { runnerId: '2', runnerName: 'Chennai Super Kings' },
    { runnerId: '3', runnerName: 'The Draw' },
  ],
};

const levels = (prices: number[], sizes: number[]) => prices.map((price, i) => ({ price, size: sizes[i]! }));

/** A full book: three levels each way (sizes in paise). */
export function matchOddsBook(status: MarketBook['status'], inPlay: boolean): MarketBook {
  return {
    marketId: '41001.mo',
    status,
    inPlay,
    totalMatched: 1_254_380_000,
    runners: [
      { runnerId: '1', availableToBack: levels([1.84, 1.83, 1.82], [412_000, 150_000, 990_000]), availableToLay: levels([1.86, 1.87, 1.88], [250_000, 800_000, 1_200_000]), lastTradedPrice: 1.85 },
      { runnerId: '2', availableToBack: levels([2.18, 2.16, 2.14], [310_000, 92_000, 455_000]), availableToLay: levels([2.2, 2.22, 2.24], [180_000, 640_000, 75_000]), lastTradedPrice: 2.2 },
      { runnerId: '3', availableToBack: levels([32, 30], [5_000, 12_000]), availableToLay: levels([38], [4_500]), lastTradedPrice: null },
    ],
  };
}

const inPlayBook = matchOddsBook('OPEN', true);

/** An event as the market page's query brings it: Match Odds in play with its book, and a fancy line. */
export const MARKET_EVENT: EventDetail = {
  exEventId: '41001',
  sportId: 4,
  sportName: 'Cricket',
  eventName: 'Mumbai Indians v Chennai Super Kings',
  eventTime: '2026-11-21T14:00:00.000Z',
  tournamentName: 'Indian Premier League',
  inPlay: true,
  status: 'IN_PLAY',
  score: { kind: 'cricket', innings: 1, batting: 0, runs: [52, 0], wickets: [1, 0], balls: [38, 0], lastBall: '4' },
  videoId: 'video-1001',
  markets: [
    {
      ...MATCH_ODDS,
      exEventId: '41001',
      status: 'OPEN',
      inPlay: true,
      totalMatched: inPlayBook.totalMatched ?? 0,
      fancy: null,
      runners: MATCH_ODDS.runners.map((r, i) => ({ ...r, ...inPlayBook.runners[i]!, lastTradedPrice: inPlayBook.runners[i]!.lastTradedPrice })),
    },
    {
      marketId: '41001.f6',
      exEventId: '41001',
      marketName: '6 Over Runs MI',
      kind: 'fancy',
      status: 'OPEN',
      inPlay: true,
      totalMatched: 0,
      minStake: 1000,
      maxStake: 10_000_000,
      betDelayMs: 0,
      fancy: { yesLine: 57, yesRate: 100, noLine: 56, noRate: 100, size: null },
      runners: [],
    },
  ],
};

/** Next Ball of MARKET_EVENT for ball `ball`: backed only, the house's odds per outcome. */
export function nextBallMarket(ball: number): EventDetail['markets'][number] {
  const outcomes: Array<[string, string, number]> = [['0', 'Dot ball', 2.5], ['1', '1 run', 2.8], ['4', 'Four', 6], ['6', 'Six', 12], ['W', 'Wicket', 15]];
  return {
    marketId: `41001.ball${ball}`,
    exEventId: '41001',
    marketName: 'Next Ball',
    kind: 'ballByBall',
    status: 'OPEN',
    inPlay: true,
    totalMatched: 0,
    minStake: 1000,
    maxStake: 2_000_000,
    betDelayMs: 0,
    fancy: null,
    runners: outcomes.map(([runnerId, runnerName, price]) => ({ runnerId, runnerName, availableToBack: [{ price, size: 0 }], availableToLay: [], lastTradedPrice: null })),
  };
}
