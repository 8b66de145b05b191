import type { MarketKind } from '@/gql/graphql';

/**
 * The matched volume a market's header shows, paise: the exchange's total matched on the market (the
 * sum of its matched stakes, live from its book), or null where there is none to show — nothing
 * matched yet (a bettor reads "Matched 0.00" as a dead market), no figure from the feed, or a house
 * market (bookmaker, fancy, fixed odds: the house is the counterparty, nothing is matched between bettors).
 */
export function matchedVolume(kind: MarketKind, totalMatched: number | null | undefined): number | null {
  if (kind !== 'exchange' || typeof totalMatched !== 'number' || !Number.isFinite(totalMatched)) return null;
  return totalMatched > 0 ? totalMatched : null;
}
