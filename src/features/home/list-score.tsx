import { memo, useCallback, useEffect, type ReactNode } from 'react';
import { listScore } from '@/lib/score/score-lines';
import type { LiveStore } from '@/lib/feed/book-store';
import { useEventScore } from '@/lib/feed/use-live';
import { startInSteps } from '@/lib/progressive';
import { useServices } from '@/lib/services';
import type { ListedEvent } from './event-list';

/** An in-play row's score as text (the market page's rule per sport, on one line); nothing until it is known. */
export function ListScore({ eventName, score }: { eventName: string; score: Record<string, unknown> | null | undefined }) {
  const text = listScore(eventName, score);
  return text ? <span data-testid="list-score">{text}</span> : null;
}

/** One row's score, subscribed to its own event's score in the live store: a new ball re-renders that row only. */
const LiveListScore = memo(function LiveListScore({ store, event }: { store: LiveStore; event: Pick<ListedEvent, 'exEventId' | 'eventName'> }) {
  const live = useEventScore(store, event.exEventId);
  return <ListScore eventName={event.eventName} score={live?.score} />;
});

/**
 * The live scores of a list's in-play events: one score subscription per in-play event (the same
 * stream the market page's scoreboard reads, shared through the live store), started a few per idle
 * moment; each subscription's first message is the event's current score.
 */
export function useListScores(events: readonly Pick<ListedEvent, 'exEventId' | 'eventName' | 'inPlay'>[]): (event: Pick<ListedEvent, 'exEventId' | 'eventName'>) => ReactNode {
  const services = useServices();
  const key = events
    .filter((e) => e.inPlay)
    .map((e) => e.exEventId)
    .join(',');
  useEffect(
    () => startInSteps(key ? key.split(',') : [], (eventId) => services.feed.watchScore(eventId, (score) => services.liveStore.pushScore(score)), { firstStep: 'later' }),
    [services, key],
  );
  return useCallback((event) => <LiveListScore store={services.liveStore} event={event} />, [services]);
}
