import { describe, expect, it } from 'vitest';
import { createApolloClient } from '@/app/apollo';
import type { BackofficeRiskQuery as RiskData, BackofficeRiskLiveSubscription } from '@/gql/graphql';
import { BackofficeRiskQuery } from '@/features/backoffice/risk/risk-documents';
import { writeRiskChange } from '@/features/backoffice/risk/risk-map';

const row = (marketId: string, worstCase: number) => ({
  __typename: 'BackofficeRiskRow' as const,
  marketId,
  marketName: 'Match Odds',
  eventName: `Event ${marketId}`,
  sportId: 4,
  inPlay: true,
  status: 'OPEN',
  outcomes: [
    { __typename: 'BackofficeRiskOutcome' as const, key: '11', name: 'Home', myPnl: worstCase },
    { __typename: 'BackofficeRiskOutcome' as const, key: '12', name: 'Away', myPnl: 500 },
  ],
  worstCase,
  betCount: 2,
});
type Change = BackofficeRiskLiveSubscription['backofficeRiskBook'];
const change = (marketId: string, next: ReturnType<typeof row> | null) => ({ __typename: 'BackofficeRiskChange', marketId, row: next }) as Change;

function bookWith(...rows: ReturnType<typeof row>[]) {
  const { cache } = createApolloClient({ uri: 'http://backlay.test/graphql', wsUrl: null });
  const withMarket = { marketId: '1.1', withMarket: true };
  const data = {
    sports: [{ __typename: 'Sport', sportId: 4, sportName: 'Cricket' }],
    backofficeRiskBook: rows,
    backofficeRiskMarket: { __typename: 'BackofficeRiskMarket', row: rows[0]!, bets: [] },
  } as unknown as RiskData;
  cache.writeQuery({ query: BackofficeRiskQuery, variables: withMarket, data });
  const read = () => cache.readQuery({ query: BackofficeRiskQuery, variables: withMarket })!;
  return { cache, read };
}

describe('the risk book moves with the stream, without reading anything again', () => {
  it('a push replaces a market’s row in place, in the book and in its drill-down', () => {
    const { cache, read } = bookWith(row('1.1', -1_000), row('1.2', -50));
    writeRiskChange(cache, change('1.1', row('1.1', -9_000)));
    expect(read().backofficeRiskBook.map((r) => [r.marketId, r.worstCase])).toEqual([
      ['1.1', -9_000],
      ['1.2', -50],
    ]);
    expect(read().backofficeRiskMarket?.row.worstCase).toBe(-9_000);
  });
  it('a new market joins the book and a closed one leaves it', () => {
    const { cache, read } = bookWith(row('1.1', -1_000), row('1.2', -50));
    writeRiskChange(cache, change('1.3', row('1.3', -70)));
    writeRiskChange(cache, change('1.2', null));
    expect(read().backofficeRiskBook.map((r) => r.marketId)).toEqual(['1.1', '1.3']);
  });
});
