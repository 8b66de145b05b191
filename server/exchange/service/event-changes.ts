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

/** Publishes the event's state after a change of its markets (ordered and coalesced per event: ChangeHub.publishLatest). */
export function publishEventChange(services: ExchangeServices, registry: MarketRegistry, eventId: string): Promise<void> {
  return services.hub.publishLatest(eventTopic(eventId), () => eventDetailView(services.db, registry, eventId));
}
