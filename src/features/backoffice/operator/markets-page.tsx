import { useApolloClient, useMutation, useReadQuery, useSubscription, type QueryRef } from '@apollo/client/react';
import { useLoaderData, useNavigate, type Params } from 'react-router-dom';
import type { OperatorMarketsQuery as MarketsData } from '@/gql/graphql';
import { graphqlFailure } from '@/lib/graphql-error';
import type { MarketActRequest } from './market-act';
import { MarketsView } from './markets-view';
import { OperatorMarketLive, OperatorMarketsQuery, OperatorSetMarketStatus, OperatorSettleMarket, OperatorVoidMarket } from './operator-documents';
import type { MarketFilter, MarketStateFilter } from './operator-types';
import { operatorErrorText } from './operator-words';

export { OperatorMarketsQuery };

const STATES: readonly string[] = ['OPEN', 'SUSPENDED', 'SETTLED'];
/** Markets followed live at once (the first of the list). */
const LIVE_ROWS = 60;

/** The list's filter from the page's URL: `?q=`, `?sport=`, `?state=`. */
export function marketFilterOf(url: URL): MarketFilter {
  const sport = Number(url.searchParams.get('sport'));
  const state = url.searchParams.get('state') ?? '';
  return { search: url.searchParams.get('q') ?? '', sportId: Number.isInteger(sport) && sport > 0 ? sport : null, state: STATES.includes(state) ? (state as MarketStateFilter) : null };
}

export function operatorMarketsVariables(_params: Params, url: URL) {
  const { search, sportId, state } = marketFilterOf(url);
  return { search: search || null, sportId, state };
}

function searchOf(filter: MarketFilter): string {
  const params = new URLSearchParams();
  if (filter.search) params.set('q', filter.search);
  if (filter.sportId !== null) params.set('sport', String(filter.sportId));
  if (filter.state) params.set('state', filter.state);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Follows one market's state on the public market stream and writes it into the console's row. */
function LiveMarket({ marketId }: { marketId: string }) {
  const client = useApolloClient();
  useSubscription(OperatorMarketLive, {
    variables: { marketId },
    ignoreResults: true,
    onData: ({ data: push }) => {
      const book = push.data?.marketBook;
      if (!book) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'OperatorMarket', marketId }),
        fields: { status: (old: string) => (old === 'CLOSED' ? old : book.status), inPlay: () => book.inPlay },
      });
    },
  });
  return null;
}

/** `/backoffice/markets` (operator only): the console's market controls, live. */
export function MarketsPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<MarketsData>);
  const navigate = useNavigate();
  const [setStatus] = useMutation(OperatorSetMarketStatus);
  const [settle] = useMutation(OperatorSettleMarket);
  const [voidMarket] = useMutation(OperatorVoidMarket);
  const filter = marketFilterOf(new URL(window.location.href));
  const act = async (request: MarketActRequest): Promise<string | null> => {
    try {
      if (request.kind === 'status') await setStatus({ variables: { marketId: request.marketId, status: request.status } });
      else if (request.kind === 'void') await voidMarket({ variables: { marketId: request.marketId, reason: request.reason } });
      else await settle({ variables: { marketId: request.marketId, winnerId: request.winnerId, runs: request.runs, reason: request.reason } });
      return null;
    } catch (error) {
      return operatorErrorText(graphqlFailure(error));
    }
  };
  const live = data.operatorMarkets.filter((m) => m.settledVersion === 0).slice(0, LIVE_ROWS);
  return (
    <>
      {live.map((m) => (
        <LiveMarket key={m.marketId} marketId={m.marketId} />
      ))}
      <MarketsView markets={data.operatorMarkets} sports={data.sports} filter={filter} onFilter={(next) => void navigate({ search: searchOf(next) })} onAct={act} />
    </>
  );
}
