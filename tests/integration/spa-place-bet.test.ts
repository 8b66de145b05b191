import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../src/app/apollo';
import { PlaceBetDocument } from '../../src/gql/graphql';
import { SPA_PLACE_BET } from '../../server/gateway/spa-place-bet';

describe('the placeBet the start warms up and bench:bets sends (server/gateway/spa-place-bet.ts)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is, to the byte, the request body the SPA’s own Apollo client sends for a bet', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        const placeBet = { __typename: 'BetReply', betId: 'b-1', marketId: '1.1', status: 'EXECUTABLE', sizeMatched: 0, sizeRemaining: 100, averagePriceMatched: null, releaseAt: null };
        return new Response(JSON.stringify({ data: { placeBet } }), { status: 200, headers: { 'content-type': 'application/graphql-response+json' } });
      }),
    );
    const client = createApolloClient({ uri: 'http://gateway.test/graphql', wsUrl: null, identity: () => ({ token: 'token-a', userName: 'demo' }) });
    const input = { marketId: '1.1', side: 'BACK', size: 100, idempotencyKey: 'k-1', selection: { exchange: { runnerId: '1', price: 3 } } } as const;
    await client.mutate({ mutation: PlaceBetDocument, variables: { input } as never });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.query).toBe(SPA_PLACE_BET.query);
    expect(bodies[0]!.operationName).toBe(SPA_PLACE_BET.operationName);
  });
});
