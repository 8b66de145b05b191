/**
 * The placeBet the SPA sends, to the byte: its PlaceBet mutation (src/features/bets) as Apollo Client
 * puts it on the wire — printed, with `__typename` added to the selection — under its operation name.
 * tests/integration/spa-place-bet.test.ts sends a bet through the SPA's own Apollo client and holds
 * this to what leaves it.
 *
 * The gateway compiles each document it is sent, by its text and operation name, into functions of
 * its own (graphql-jit: the query, its variables' coercion, its answer's serialiser; documents.ts),
 * and V8 optimises those functions for that document alone. So the start's warm-up (server/app.ts)
 * rehearses bettors' bets with this document, the one a bettor's bets arrive with, and bench:bets
 * places its bets with it: a warm-up under another document left the first real bets on a document
 * compiled at the first of them and run cold (docs/scaling.md, "Warm from the first second").
 */
export const SPA_PLACE_BET = {
  operationName: 'PlaceBet',
  query:
    'mutation PlaceBet($input: PlaceBetInput!) {\n  placeBet(input: $input) {\n    betId\n    marketId\n    status\n    sizeMatched\n    sizeRemaining\n    averagePriceMatched\n    releaseAt\n    __typename\n  }\n}',
} as const;
