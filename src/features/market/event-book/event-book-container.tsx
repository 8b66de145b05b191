import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { eventBookWhatIf, type EventBook, type WhatIfBet } from '@domain/event-book';
import type { EventBookQuery as EventBookData } from '@/gql/graphql';
import { EventBookQuery } from './event-book-documents';
import { EventBookPanel } from './event-book-panel';

export interface EventBookContainerProps {
  eventId: string;
  /** The slip's bet as a what-if (null: nothing in the slip for this event). */
  slip: WhatIfBet | null;
}

/** The gateway's answer as the shared domain's EventBook (a runner's name is always set here). */
export function eventBookOf(data: EventBookData['eventBook']): EventBook {
  return {
    hasPosition: data.hasPosition,
    outcomes: data.outcomes.map(({ key, name, profit }) => ({ key, name, profit })),
    markets: data.markets.map((m) => ({ marketId: m.marketId, marketName: m.marketName, runners: m.runners.map((r) => ({ runnerId: r.runnerId, runnerName: r.runnerName ?? r.runnerId, profit: r.profit })) })),
    fancy: data.fancy.map((f) => ({ marketId: f.marketId, marketName: f.marketName, rows: f.rows.map(({ key, value }) => ({ key, value })) })),
  };
}

/** The event book of the logged-in bettor: the exchange's figures, with the slip's what-if by the same domain rule. */
export function EventBookContainer({ eventId, slip }: EventBookContainerProps) {
  // Read once: each order push brings the book after the change (src/features/bets/orders-cache.ts), nothing is read again after a bet.
  const { data, error, refetch } = useQuery(EventBookQuery, { variables: { eventId } });
  const book = useMemo(() => (data ? eventBookOf(data.eventBook) : null), [data]);
  const whatIf = useMemo(() => (book && slip ? eventBookWhatIf(book, slip) : null), [book, slip]);
  const state = book ? 'ready' : error ? 'error' : 'loading';
  return <EventBookPanel state={state} book={book} whatIf={whatIf} onRetry={() => void refetch().catch(() => undefined)} />;
}
