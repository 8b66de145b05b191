import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '@/app/apollo';
import type { LotteryQueryQuery } from '@/gql/graphql';
import { LotteryLive, LotteryQuery } from '@/features/lottery/lottery-documents';
import { useProductLists } from '@/lib/product-lists';

type Draw = LotteryQueryQuery['lotteryDraws'][number];
const draw = (exEventId: string, status: 'OPEN' | 'SUSPENDED' = 'OPEN'): Draw =>
  ({
    __typename: 'ProductEvent',
    exEventId,
    sportId: 66104,
    eventName: `Digit Draw ${exEventId}`,
    eventTime: '2030-01-10T12:03:00Z',
    inPlay: false,
    tournamentName: 'Daily Lottery',
    markets: [{ __typename: 'Market', marketId: `${exEventId}.digit`, marketName: 'Last Digit', status }],
  }) as unknown as Draw;
const lists = (draws: Draw[], results: string[] = []) =>
  ({
    __typename: 'Query',
    lotteryDraws: draws,
    productResults: results.map((id) => ({ __typename: 'ProductResult', exEventId: id, eventName: `Digit Draw ${id}`, eventTime: '2030-01-10T11:57:00Z', score: { number: 7 } })),
  }) as unknown as LotteryQueryQuery;

/** The app's cache over a link that carries only the pushes the test sends, recording each operation asked for. */
function streamed() {
  const sent: string[] = [];
  const pushes = new Subject<ApolloLink.Result>();
  const link = new ApolloLink((operation) => {
    sent.push(operation.operationName ?? '');
    return pushes.asObservable();
  });
  const { cache } = createApolloClient({ uri: 'http://gateway.test/graphql', wsUrl: null });
  const client = new ApolloClient({ link, cache });
  return { client, sent, push: (data: LotteryQueryQuery) => pushes.next({ data: { productChanged: data } }) };
}

describe('a product screen’s lists from the stream (productChanged)', () => {
  it('each push becomes the screen’s query answer in the cache: a draw made, one settled; the only operation is the subscription', async () => {
    const { client, sent, push } = streamed();
    client.cache.writeQuery({ query: LotteryQuery, data: lists([draw('d1'), draw('d2')]) });
    const seen: Array<LotteryQueryQuery | undefined> = [];
    const watch = client.watchQuery({ query: LotteryQuery, fetchPolicy: 'cache-only' }).subscribe(({ data }) => seen.push(data as LotteryQueryQuery | undefined));
    renderHook(() => useProductLists(LotteryLive, LotteryQuery), { wrapper: ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider> });
    await expect.poll(() => sent).toEqual(['LotteryLive']);

    push(lists([draw('d1', 'SUSPENDED'), draw('d2'), draw('d3')]));
    await expect.poll(() => seen.at(-1)?.lotteryDraws.map((d) => [d.exEventId, d.markets[0]!.status])).toEqual([
      ['d1', 'SUSPENDED'],
      ['d2', 'OPEN'],
      ['d3', 'OPEN'],
    ]);

    push(lists([draw('d2'), draw('d3')], ['d1']));
    await expect.poll(() => seen.at(-1)?.lotteryDraws.map((d) => d.exEventId)).toEqual(['d2', 'd3']);
    expect(seen.at(-1)?.productResults.map((r) => r.exEventId)).toEqual(['d1']);
    expect(sent).toEqual(['LotteryLive']);
    watch.unsubscribe();
  });
});
