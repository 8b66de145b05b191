/** The desk machine's effect: each act is one mutation; its answer is written into the cache, so the board moves with it. */
import type { ApolloClient, Reference } from '@apollo/client';
import { fromPromise } from 'xstate';
import { tradingDeskMachine } from '../../../../machines/trading-desk.machine';
import type { DeskAct, DeskActAnswer } from '../../../../machines/trading-desk.types';
import { graphqlFailure } from '@/lib/graphql-error';
import { DeskAddMarket, DeskCreateEvent, DeskEditEvent, DeskEvent_event, DeskPlay, DeskQuote, DeskReopenEvent, DeskSetMarketStatus, DeskSettleMarket, DeskStartPlay, DeskSuspendEvent } from './desk-documents';
import { deskErrorText } from './desk-words';

async function run(client: ApolloClient, act: DeskAct): Promise<DeskActAnswer> {
  switch (act.kind) {
    case 'createEvent': {
      const { data } = await client.mutate({
        mutation: DeskCreateEvent,
        variables: { input: act.input },
        update: (cache, result) => {
          const created = result.data?.deskCreateEvent;
          if (!created) return;
          const ref = cache.writeFragment({ fragment: DeskEvent_event, fragmentName: 'DeskEvent_event', data: created });
          // A competition named with the event joins the list the next event is filed under.
          const competition = { __typename: 'DeskCompetition' as const, tournamentId: created.tournamentId, tournamentName: created.tournamentName, sportId: created.sportId };
          cache.modify<{ events: readonly Reference[]; competitions: ReadonlyArray<typeof competition> }>({
            id: cache.identify({ __typename: 'TradingDesk' }),
            fields: {
              events: (list) => [...(list as readonly Reference[]), ref!],
              competitions: (list) => {
                const known = list as ReadonlyArray<typeof competition>;
                return known.some((c) => c.tournamentId === competition.tournamentId) ? known : [...known, competition];
              },
            },
          });
        },
      });
      return { eventId: data?.deskCreateEvent.eventId ?? null };
    }
    case 'editEvent':
      return { eventId: (await client.mutate({ mutation: DeskEditEvent, variables: { input: act.input } })).data?.deskEditEvent.eventId ?? null };
    case 'addMarket':
      return { eventId: (await client.mutate({ mutation: DeskAddMarket, variables: { input: act.input } })).data?.deskAddMarket.eventId ?? null };
    case 'quote':
      await client.mutate({ mutation: DeskQuote, variables: { input: act.input } });
      return { eventId: null };
    case 'marketStatus':
      await client.mutate({ mutation: DeskSetMarketStatus, variables: { marketId: act.marketId, status: act.status } });
      return { eventId: null };
    case 'suspendEvent':
      return { eventId: (await client.mutate({ mutation: DeskSuspendEvent, variables: { eventId: act.eventId } })).data?.deskSuspendEvent.eventId ?? null };
    case 'reopenEvent':
      return { eventId: (await client.mutate({ mutation: DeskReopenEvent, variables: { eventId: act.eventId } })).data?.deskReopenEvent.eventId ?? null };
    case 'startPlay':
      return { eventId: (await client.mutate({ mutation: DeskStartPlay, variables: { eventId: act.eventId } })).data?.deskStartPlay.eventId ?? null };
    case 'play':
      return { eventId: (await client.mutate({ mutation: DeskPlay, variables: { input: act.input } })).data?.deskPlay.eventId ?? null };
    case 'settle': {
      const { data } = await client.mutate({
        mutation: DeskSettleMarket,
        variables: { marketId: act.marketId, winnerId: act.winnerId ?? null, runs: act.runs ?? null },
        update: (cache, result) => {
          const event = result.data?.deskSettleMarket;
          // Its last market settled finishes the event: it leaves the desk, as the desk's list leaves finished events out.
          if (event?.status !== 'FINISHED') return;
          const id = cache.identify({ __typename: 'DeskEvent', eventId: event.eventId });
          cache.modify<{ events: readonly Reference[] }>({ id: cache.identify({ __typename: 'TradingDesk' }), fields: { events: (list) => (list as readonly Reference[]).filter((ref) => ref.__ref !== id) } });
        },
      });
      return { eventId: data?.deskSettleMarket.eventId ?? null };
    }
  }
}

/** The desk machine with its one effect: run an act; a refusal is thrown in words with its code. */
export function deskMachine(client: ApolloClient) {
  return tradingDeskMachine.provide({
    actors: {
      runAct: fromPromise<DeskActAnswer, DeskAct>(async ({ input }) => {
        try {
          return await run(client, input);
        } catch (error) {
          const failure = graphqlFailure(error);
          throw Object.assign(new Error(deskErrorText(failure)), { code: failure.code });
        }
      }),
    },
  });
}
