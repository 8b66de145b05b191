import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '@/app/apollo';
import { BetSlipSettingsQuery } from '@/features/bets/bet-documents';
import { useUpdateSettings } from '@/features/account/settings/settings';

const saved = { defaultStakes: [10_000, 50_000], lossLimit: null, oneClickBetting: true, oneClickStake: 20_000, acceptOddsChanges: 'ANY', cancelOnDisconnect: false };
const before = { ...saved, defaultStakes: [1_000, 5_000], oneClickBetting: false, oneClickStake: 5_000, acceptOddsChanges: 'NONE' };

/** The app's real client (its cache's type policies) over a gateway that answers BetSlipSettings and UpdateSettings, recording each operation sent. */
function gateway() {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
      sent.push(operationName);
      const data = operationName === 'UpdateSettings' ? { updateSettings: { __typename: 'Settings', ...saved } } : { settings: { __typename: 'Settings', ...before } };
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return { client: createApolloClient({ uri: 'http://gateway.test/graphql', wsUrl: null }), sent };
}

afterEach(() => vi.unstubAllGlobals());

describe('saving settings', () => {
  it('reaches the bet slip’s settings through the cache: the save is the only operation sent', async () => {
    const { client, sent } = gateway();
    const seen: unknown[] = [];
    const watch = client.watchQuery({ query: BetSlipSettingsQuery }).subscribe(({ data }) => seen.push(data?.settings));
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ defaultStakes: [1_000, 5_000], oneClickBetting: false }));
    const { result } = renderHook(() => useUpdateSettings(), { wrapper: ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider> });
    await act(async () => {
      const [update] = result.current;
      await update({ variables: { input: saved as never } });
    });
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ defaultStakes: [10_000, 50_000], oneClickBetting: true, oneClickStake: 20_000, acceptOddsChanges: 'ANY' }));
    // Give a refetch the chance to go out before counting.
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual(['BetSlipSettings', 'UpdateSettings']);
    watch.unsubscribe();
  });
});
