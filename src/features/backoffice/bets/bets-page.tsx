import { useReadQuery, useSubscription, type QueryRef } from '@apollo/client/react';
import { useReducer, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useNavigation, type Params } from 'react-router-dom';
import type { BackofficeBetsQuery as BetsData, BetRow_BetFragment } from '@/gql/graphql';
import { betPrice, betSelection } from '@/features/backoffice/risk/bet-text';
import { sportNamer } from '@/features/backoffice/risk/risk-map';
import { BetTicker } from './bet-ticker';
import { BackofficeBetsQuery, BackofficeBetTicker } from './bets-documents';
import { BETS_PAGE_SIZE, betsVariables, cursorsFromSearch, filterFromSearch, searchOf } from './bets-search';
import type { DownlineBet } from './bets-types';
import { BetsView } from './bets-view';
import { EMPTY_TICKER, tickerReducer } from './ticker';

export { BackofficeBetsQuery };

/** The query's variables from the URL (filters, range, the page's cursor). */
export const backofficeBetsVariables = (_params: Params, url: URL) => betsVariables(url.searchParams, new Date());

function toBet(bet: BetRow_BetFragment, sportName: (id: number) => string): DownlineBet {
  return {
    betId: bet.betId,
    userName: bet.userName,
    sportName: sportName(bet.sportId),
    eventName: bet.eventName,
    marketName: bet.marketName,
    side: bet.side,
    selection: betSelection(bet),
    price: betPrice(bet),
    stake: bet.stake,
    matched: bet.matched,
    status: bet.status,
    placedAt: bet.placedAt,
  };
}

/** The live ticker: each new downline bet from the stream, bounded, pausable. */
function LiveTicker() {
  const [ticker, send] = useReducer(tickerReducer, EMPTY_TICKER);
  useSubscription(BackofficeBetTicker, {
    ignoreResults: true,
    onData: ({ data }) => {
      const bet = data.data?.backofficeBetTicker;
      if (bet) send({ type: 'bet.arrive', bet: { betId: bet.betId, userName: bet.userName, marketName: bet.marketName, side: bet.side, selection: betSelection(bet), price: betPrice(bet), stake: bet.stake, placedAt: bet.placedAt } });
    },
  });
  return <BetTicker ticker={ticker} onPause={() => send({ type: 'ticker.pause' })} onResume={() => send({ type: 'ticker.resume' })} />;
}

/** `/backoffice/bets`: the downline's bets, filtered and paged through the URL, with the live ticker. */
export function BetsPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<BetsData>);
  const { search } = useLocation();
  const navigate = useNavigate();
  const paging = useNavigation().state === 'loading';
  const [now] = useState(() => new Date());
  const params = new URLSearchParams(search);
  const filter = filterFromSearch(params, now);
  const cursors = cursorsFromSearch(params);
  const sportName = sportNamer(data.sports);
  const page = data.backofficeBets;
  const next = page.nextCursor;
  return (
    <BetsView
      bets={page.bets.map((bet) => toBet(bet, sportName))}
      pageStart={cursors.length * BETS_PAGE_SIZE}
      hasOlder={next !== null}
      paging={paging}
      onOlder={() => next && navigate(searchOf(filter, [...cursors, next]))}
      onNewer={() => navigate(searchOf(filter, cursors.slice(0, -1)))}
      filter={filter}
      sports={data.sports.map((s) => ({ id: String(s.sportId), name: s.sportName }))}
      onChange={(changed) => navigate(searchOf(changed))}
      ticker={<LiveTicker />}
    />
  );
}
