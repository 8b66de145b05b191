import type { TypePolicy } from '@apollo/client';

/** A figure an order push leaves out (null) keeps the value the cache knows; a known value replaces it. */
const keepKnown = { merge: (existing: unknown, incoming: unknown) => incoming ?? existing ?? null };

/**
 * A bet is one cache object keyed by its id: My Bets' rows, the slip's in-play outcome and every
 * order push are the same object. Order pushes carry only the market id (no market name) and do not
 * work out the average matched price: those keep what a query or the bet's receipt brought.
 */
export const betTypePolicy: TypePolicy = {
  keyFields: ['betId'],
  fields: { marketName: keepKnown, averagePriceMatched: keepKnown },
};
