import { graphql } from '@/gql/gql';
import type { MarketBook_MarketFragment } from '@/gql/graphql';
import type { MarketBook } from './feed';

/**
 * The one selection of a market's live book (status, prices per runner, last traded price, matched
 * money, a fancy line's quote): what the `marketBook` subscription sends and what every query that
 * shows prices before the feed's first message spreads (market page, event lists, binary lines).
 */
export const MarketBook_market = graphql(`
  fragment MarketBook_market on Market {
    marketId
    status
    inPlay
    totalMatched
    runners {
      runnerId
      availableToBack {
        price
        size
      }
      availableToLay {
        price
        size
      }
      lastTradedPrice
    }
    fancy {
      yesLine
      yesRate
      noLine
      noRate
      size
    }
  }
`);

/** A market's book as the fragment brought it → the feed's MarketBook (the same shape, without GraphQL's typenames). */
export function marketBookOf(market: MarketBook_MarketFragment): MarketBook {
  return {
    marketId: market.marketId,
    status: market.status,
    inPlay: market.inPlay,
    totalMatched: market.totalMatched,
    runners: market.runners.map((r) => ({
      runnerId: r.runnerId,
      availableToBack: r.availableToBack.map(({ price, size }) => ({ price, size })),
      availableToLay: r.availableToLay.map(({ price, size }) => ({ price, size })),
      lastTradedPrice: r.lastTradedPrice ?? null,
    })),
    fancy: market.fancy ? { yesLine: market.fancy.yesLine, yesRate: market.fancy.yesRate, noLine: market.fancy.noLine, noRate: market.fancy.noRate, size: market.fancy.size ?? null } : null,
  };
}
