import type { OddsGrid_MarketFragment } from '@/gql/graphql';
import type { MarketBook } from '@/lib/feed/feed';

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
