import { auditBy, recordAudit, type Actor } from './audit';
import type { Db } from '../db/client';
import { saveOrders } from '../db/queries/bets';
import { scoreOf } from '../db/queries/events';
import { eventBettingOf, unsettledMarketIdsOf, updateEventBetting, type EventBettingChange, type EventRow } from '../db/queries/event-betting';
import { updateMarket } from '../db/queries/markets';
import { assertIncidentAllowed, assertReopenAllowed, nextIncident, type EventIncident, type IncidentKind } from '../domain/event-betting';
import type { MarketStatus, OrderView } from '../domain/types';
import type { MarketEntry, MarketRegistry } from '../markets/registry';
import { marketView } from '../markets/views';
import { eventLock, marketLock, type ExchangeServices } from './context';
import { notFound } from './errors';
import { publishEventChange } from './event-changes';
import { publishChanges } from './publisher';
import { eventListChanged } from './product-changes';
import { assertOwnsMarkets, writeForMarkets } from './market-ownership';
import { storeExposures } from './funds';

export interface IncidentInput {
  kind: IncidentKind;
  /** The score that announces the incident: written in the same transaction as the suspension. */
  score?: Record<string, unknown> | undefined;
  inPlay?: boolean | undefined;
  status?: EventRow['status'] | undefined;
}

export interface IncidentReply {
  eventId: string;
  betting: EventRow['betting'];
  incident: EventIncident | null;
  /** The markets this act changed. */
  markets: string[];
  /** Delayed bets lapsed by the incident. */
  lapsed: string[];
}

interface Change {
  entry: MarketEntry;
  lapsed: OrderView[];
}

/**
 * The incident rule (docs/adr/incident-rule.md): an incident suspends every market of its event in
 * one transaction with the score that announces it, lapsing bets still in their delay; only an
 * explicit reopen opens them again. Both acts hold the event's lock and every market's lock, so no
 * bet, release or status change of the event runs between their first write and their last publish.
 */
export class EventIncidents {
  constructor(
    private readonly services: ExchangeServices,
    private readonly registry: MarketRegistry,
  ) {}

  /** Declares an incident: every open market of the event suspended, the score and the event's state written, as one change. */
  declare(eventId: string, input: IncidentInput, actor: Actor): Promise<IncidentReply> {
    return this.underLocks(eventId, async (event, marketIds) => {
      assertIncidentAllowed(event.betting);
      const at = this.services.now().toISOString();
      const open = this.entries(marketIds).filter((e) => e.engine.market.status === 'OPEN');
      const incident = nextIncident(event.incident, event.betting, input.kind, at, open.map((e) => e.row.marketId));
      const audit = { actor, act: 'event.incident', before: { betting: event.betting }, after: { betting: 'SUSPENDED', kind: input.kind, suspended: open.map((e) => e.row.marketId) } };
      return this.apply(eventId, open, 'SUSPENDED', { betting: 'SUSPENDED', incident, score: input.score, inPlay: input.inPlay, status: input.status }, audit);
    });
  }

  /** Reopens a suspended event: the markets its incidents suspended open again (those since settled or closed stay so). */
  reopen(eventId: string, actor: Actor): Promise<IncidentReply> {
    return this.underLocks(eventId, async (event, marketIds) => {
      assertReopenAllowed(event.betting);
      const suspendedByIncident = new Set(event.incident?.suspended ?? []);
      const back = this.entries(marketIds).filter((e) => suspendedByIncident.has(e.row.marketId) && e.engine.market.status === 'SUSPENDED');
      const audit = { actor, act: 'event.reopen', before: { betting: event.betting }, after: { betting: 'OPEN', reopened: back.map((e) => e.row.marketId) } };
      return this.apply(eventId, back, 'OPEN', { betting: 'OPEN' }, audit);
    });
  }

  private entries(marketIds: readonly string[]): MarketEntry[] {
    return marketIds.flatMap((id) => this.registry.get(id) ?? []);
  }

  /** Runs an act under the event's lock, then under the locks of all its unsettled markets (read under the event's lock). */
  private async underLocks(eventId: string, act: (event: { betting: EventRow['betting']; incident: EventIncident | null }, marketIds: string[]) => Promise<{ reply: IncidentReply; changes: Change[] }>) {
    const { db, locks } = this.services;
    const done = await locks.run([eventLock(eventId)], async () => {
      const event = await eventBettingOf(db, eventId);
      if (!event) throw notFound('EVENT_NOT_FOUND', `No event ${eventId}`);
      const marketIds = await unsettledMarketIdsOf(db, eventId);
      // Every market it suspends or reopens must be this process's (with partition leases: all in partitions held here).
      assertOwnsMarkets(this.services, marketIds);
      return locks.run(marketIds.map(marketLock), () => act({ betting: event.betting, incident: event.incident as EventIncident | null }, marketIds));
    });
    for (const { entry, lapsed } of done.changes) {
      if (lapsed.length > 0) await publishChanges(this.services, this.registry, entry.row.marketId, lapsed, lapsed.map((o) => o.userId));
    }
    await publishEventChange(this.services, this.registry, eventId);
    return done.reply;
  }

  /**
   * One transaction: the markets' new status (lapsed delayed bets saved) and the event's row. Then, still
   * under the locks and with no await between them, the markets' books and the score go out on the stream.
   */
  private async apply(eventId: string, entries: MarketEntry[], status: MarketStatus, change: EventBettingChange, audit: { actor: Actor; act: string; before: unknown; after: unknown }) {
    const { db, hub } = this.services;
    const changes: Change[] = [];
    let row: EventRow;
    try {
      row = await writeForMarkets(this.services, entries.map((e) => e.row.marketId), async (txRaw) => {
        const tx = txRaw as unknown as Db;
        for (const entry of entries) {
          const lapsed = entry.adapter.changeStatus({ status });
          changes.push({ entry, lapsed });
          await saveOrders(tx, entry.row.marketId, lapsed);
          if (lapsed.length > 0) await storeExposures(tx, this.registry, entry.row.marketId, lapsed.map((o) => o.userId));
          entry.row = await updateMarket(tx, entry.row.marketId, { status });
        }
        const updated = await updateEventBetting(tx, eventId, change);
        await recordAudit(tx, auditBy(audit.actor, audit.act, { kind: 'event', id: eventId, name: updated.eventName }, audit.before, audit.after));
        return updated;
      });
    } catch (err) {
      for (const entry of entries) await this.registry.reload(db, entry.row.marketId);
      throw err;
    }
    for (const { entry } of changes) hub.publish(`market:${entry.row.marketId}`, marketView(entry));
    hub.publish(`score:${eventId}`, scoreOf(row));
    await eventListChanged(this.services, { sportId: row.sportId });
    const reply: IncidentReply = {
      eventId,
      betting: row.betting,
      incident: row.incident as EventIncident | null,
      markets: entries.map((e) => e.row.marketId),
      lapsed: changes.flatMap((c) => c.lapsed.map((o) => o.orderId)),
    };
    return { reply, changes };
  }
}
