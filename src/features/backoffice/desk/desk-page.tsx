import { useApolloClient, useReadQuery, useSubscription, type QueryRef } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { TradingDeskQuery as DeskData } from '@/gql/graphql';
import { useInspectedActor } from '@/components/workbench/inspector-gate';
import { DeskMarketLive, DeskRiskLive, DeskRisk_row, TradingDeskQuery } from './desk-documents';
import { deskMachine } from './desk-effects';
import { doneText, DeskView } from './desk-view';

export { TradingDeskQuery };

/** Follows one market on the public stream (as bettors see it): a suspension by another desk or an incident shows here too. */
function LiveMarket({ marketId }: { marketId: string }) {
  const client = useApolloClient();
  useSubscription(DeskMarketLive, {
    variables: { marketId },
    ignoreResults: true,
    onData: ({ data: push }) => {
      const book = push.data?.marketBook;
      if (book) client.cache.modify({ id: client.cache.identify({ __typename: 'DeskMarket', marketId }), fields: { status: () => book.status, inPlay: () => book.inPlay } });
    },
  });
  return null;
}

/** `/backoffice/desk`: the trading desk (issue #48), live. */
export function DeskPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<DeskData>);
  const client = useApolloClient();
  const machine = useMemo(() => deskMachine(client), [client]);
  const [snapshot, send, actor] = useMachine(machine, { input: { eventId: data.tradingDesk.events[0]?.eventId ?? null } });
  useInspectedActor('trading desk', actor);
  const [now] = useState(() => new Date().toISOString());
  // The house's position per market: the risk book's rows, moved by its live pushes.
  const [riskPushes, setRiskPushes] = useState<ReadonlyMap<string, DeskData['backofficeRiskBook'][number] | null>>(new Map());
  const live = useSubscription(DeskRiskLive, {
    ignoreResults: true,
    onData: ({ data: push }) => {
      const change = push.data?.backofficeRiskBook;
      if (!change) return;
      const row = change.row ? client.cache.readFragment({ fragment: DeskRisk_row, fragmentName: 'DeskRisk_row', id: client.cache.identify({ __typename: 'BackofficeRiskRow', marketId: change.marketId }) }) : null;
      setRiskPushes((old) => new Map(old).set(change.marketId, row ? { ...row } : null));
    },
  });
  const risk = useMemo(() => {
    const rows = new Map(data.backofficeRiskBook.map((r) => [r.marketId, r]));
    for (const [marketId, row] of riskPushes) {
      if (row) rows.set(marketId, row);
      else rows.delete(marketId);
    }
    return rows;
  }, [data.backofficeRiskBook, riskPushes]);
  const { context } = snapshot;
  const selected = data.tradingDesk.events.find((e) => e.eventId === context.eventId);

  return (
    <>
      {selected?.markets.map((m) => (
        <LiveMarket key={m.marketId} marketId={m.marketId} />
      ))}
      <DeskView
        events={data.tradingDesk.events}
        sports={data.sports}
        competitions={data.tradingDesk.competitions}
        risk={risk}
        error={live.error ? 'The live risk feed dropped: reconnecting to the exchange.' : null}
        eventId={context.eventId}
        marketId={context.marketId}
        runnerId={context.runnerId}
        dialog={context.dialog}
        editing={context.editing}
        busy={snapshot.hasTag('busy')}
        refusal={context.error}
        done={doneText(context.done)}
        now={now}
        onSend={send}
      />
    </>
  );
}
