/**
 * The `event:<eventId>` topic of the change stream: the event with the views of its open markets (as
 * `/events/detail` answers), published whenever the event's list of markets or their state changes —
 * a market created (the trading desk, the simulator, a feed), settled or voided (it leaves the list),
 * suspended or reopened, an incident, an edit of the event. A bettor's open event page follows it
 * (the gateway's `eventChanged` subscription), so a new market shows without a reload or a poll. Book
 * moves are not event changes: they go out on `market:<id>` alone.
 */
import type { MarketRegistry } from '../markets/registry';
import type { ExchangeServices } from './context';
import { eventDetailView } from './market-reads';

export const eventTopic = (eventId: string) => `event:${eventId}`;

/**
 * How long changes of one event are gathered before its state is built and published: a ball's
 * market settled and the next ball's opened ~50–100 ms apart went out as two pushes, and a phone's
 * page jumped as the panel left and came back. Within a second of the change still (issue #48).
 */
export const EVENT_CHANGE_GATHER_MS = 250;

const gathering = new WeakMap<object, Map<string, { timer: NodeJS.Timeout; publish: () => Promise<void> }>>();

/**
 * Publishes the event's state after a change of its markets: the changes of the next
 * EVENT_CHANGE_GATHER_MS go out as one push, built after the last of them (ordered and coalesced per
 * event: ChangeHub.publishLatest). Resolves at once: the caller's answer does not wait for the push.
 */
export function publishEventChange(services: ExchangeServices, registry: MarketRegistry, eventId: string): Promise<void> {
  const topic = eventTopic(eventId);
  let pending = gathering.get(services.hub);
  if (!pending) gathering.set(services.hub, (pending = new Map()));
  if (!pending.has(topic)) {
    const own = pending;
    const publish = () => {
      own.delete(topic);
      return services.hub.publishLatest(topic, () => eventDetailView(services.db, registry, eventId));
    };
    const timer = setTimeout(() => void publish(), EVENT_CHANGE_GATHER_MS);
    timer.unref();
    pending.set(topic, { timer, publish });
  }
  return Promise.resolve();
}

/**
 * Publishes the changes still gathering now, and resolves once they are out: the exchange's close runs it
 * before its store closes (a push built after the close failed, and its subscribers missed the last change).
 */
export async function flushEventChanges(services: Pick<ExchangeServices, 'hub'>): Promise<void> {
  const pending = gathering.get(services.hub);
  if (!pending) return;
  const due = [...pending.values()];
  for (const { timer } of due) clearTimeout(timer);
  await Promise.all(due.map(({ publish }) => publish().catch((err: unknown) => console.error('event change at close:', err instanceof Error ? err.message : err))));
}
