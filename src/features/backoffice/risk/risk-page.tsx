import { useReadQuery, useSubscription, type QueryRef } from '@apollo/client/react';
import { useLoaderData, type Params } from 'react-router-dom';
import type { BackofficeRiskQuery as RiskData } from '@/gql/graphql';
import { BackofficeRiskLive, BackofficeRiskQuery } from './risk-documents';
import { RiskBookView } from './risk-book-view';
import { sportNamer, toRiskBet, toRiskRow, writeRiskChange } from './risk-map';
import { RiskMarketView } from './risk-market-view';

export { BackofficeRiskQuery };

/** The query's variables: `?market=<id>` opens that market's bets (the drill-down) in the same query. */
export function riskVariables(_params: Params, url: URL): { marketId: string; withMarket: boolean } {
  const marketId = url.searchParams.get('market') ?? '';
  return { marketId, withMarket: marketId !== '' };
}

/** `/backoffice/risk`: the live risk book, or with `?market=` the bets behind one market. */
export function RiskPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<RiskData>);
  const live = useSubscription(BackofficeRiskLive, {
    ignoreResults: true,
    onData: ({ client, data: push }) => {
      if (push.data) writeRiskChange(client.cache, push.data.backofficeRiskBook);
    },
  });
  const sportName = sportNamer(data.sports);
  const streamError = live.error ? 'The live risk book dropped: reconnecting to the exchange.' : null;
  const market = data.backofficeRiskMarket;
  // The drill-down's row is the book's row (normalised by marketId): it moves with each push too.
  if (market) return <RiskMarketView market={toRiskRow(market.row, sportName)} bets={market.bets.map(toRiskBet)} error={streamError} />;
  return <RiskBookView rows={data.backofficeRiskBook.map((row) => toRiskRow(row, sportName))} live={live.error ? 'reconnecting' : 'live'} error={streamError} />;
}
