import type { Db } from '../db/client';
import { betResultsSettled, marketsSettled } from '../../metrics/registry';
import { houseBetsOf, saveOrders, tradesOf } from '../db/queries/bets';
import { postTransactions } from '../db/queries/ledger';
import { finishEventIfSettled, insertMarket, marketRow, recordSettlement, runnerIdsOf, settlementOf, updateMarket } from '../db/queries/markets';
import type { NewMarket, SettlementNote } from '../db/queries/markets';
import { competitionSport, eventScore, insertCompetition, insertEvent, scoreOf, sportExists, updateEventScore, type EventScoreChange, type NewEvent } from '../db/queries/events';
import { eventBettingOf, updateEventBetting } from '../db/queries/event-betting';
import { assertMarketMayOpen, statusOnCreate, type EventIncident } from '../domain/event-betting';
import { resettle, type Settlement } from '../domain/settlement';
import type { MarketStatus, OrderView } from '../domain/types';
import { settle, type MarketResult, type QuoteChange } from '../markets/kinds';
import type { MarketRegistry } from '../markets/registry';
import { marketView, type MarketView } from '../markets/views';
import { eventLock, marketLock, type ExchangeServices } from './context';
import { conflict, invalid, notFound } from './errors';
import { splitSettlement } from './pnl-shares';
import { publishEventChange } from './event-changes';
import { publishChanges } from './publisher';
import { eventListChanged, tipsGraded } from './product-changes';
import { settledOrdersOf } from './settled-orders';
import { assertOwnsMarkets, writeForMarkets } from './market-ownership';
import { deleteMarketExposures } from '../db/queries/funds';
import { storeExposures } from './funds';
import { auditBy, recordAudit, type Actor, type AuditTarget } from './audit';

export type { MarketResult, NewMarket, NewEvent, EventScoreChange, SettlementNote };

/** The audit act of a status change: what the operator did to the market. */
function statusAct(change: { status?: MarketStatus }): string {
  switch (change.status) {
    case 'SUSPENDED':
      return 'market.suspend';
    case 'OPEN':
      return 'market.resume';
    case 'CLOSED':
      return 'market.close';
    case 'INACTIVE':
      return 'market.deactivate';
    default:
      return 'market.update';
  }
}

const marketTarget = (row: { marketId: string; marketName: string }): AuditTarget => ({ kind: 'market', id: row.marketId, name: row.marketName });

/**
 * Operator and upline market control: status, in-play, quotes, settle, void and resettle. Each act
 * takes the operator who made it (audited in the act's transaction: service/audit.ts); null when the
 * change is part of another act that is audited itself (a site setting's bet delay put on a market).
 */
export class MarketAdmin {
  constructor(
    private readonly services: ExchangeServices,
    private readonly registry: MarketRegistry,
  ) {}

  private entry(marketId: string) {
    const entry = this.registry.get(marketId);
    if (!entry) throw notFound('MARKET_NOT_FOUND', `No open market ${marketId}`);
    return entry;
  }

  async setStatus(marketId: string, change: { status?: MarketStatus; inPlay?: boolean; betDelayMs?: number }, actor: Actor | null): Promise<void> {
    assertOwnsMarkets(this.services, marketId);
    const entry = this.entry(marketId);
    let lapsed: OrderView[] = [];
    /** Whether the status or in-play flag moved (what the product lists show; the same status set again is no change). */
    let listed = false;
    await this.services.locks.run([marketLock(marketId)], () =>
      this.rebuildOnFailure(marketId, () =>
        writeForMarkets(this.services, marketId, async (txRaw) => {
          const tx = txRaw as unknown as Db;
          // A market of a suspended event opens only with the event (EventIncidents.reopen).
          if (change.status === 'OPEN' && entry.engine.market.status !== 'OPEN') assertMarketMayOpen((await eventBettingOf(tx, entry.row.exEventId))?.betting ?? 'OPEN');
          const before = { status: entry.engine.market.status, inPlay: entry.row.inPlay, betDelayMs: entry.row.betDelayMs };
          lapsed = entry.adapter.changeStatus(change);
          await saveOrders(tx, marketId, lapsed);
          if (lapsed.length > 0) await storeExposures(tx, this.registry, marketId, lapsed.map((o) => o.userId));
          entry.row = await updateMarket(tx, marketId, {
            ...(change.status !== undefined ? { status: change.status } : {}),
            ...(change.inPlay !== undefined ? { inPlay: change.inPlay } : {}),
            ...(change.betDelayMs !== undefined ? { betDelayMs: change.betDelayMs } : {}),
          });
          listed = entry.engine.market.status !== before.status || entry.row.inPlay !== before.inPlay;
          if (actor) {
            const after = { status: change.status ?? before.status, inPlay: entry.row.inPlay, betDelayMs: entry.row.betDelayMs, ...(lapsed.length > 0 ? { lapsedBets: lapsed.length } : {}) };
            await recordAudit(tx, auditBy(actor, statusAct(change), marketTarget(entry.row), before, after));
          }
        }),
      ),
    );
    await publishChanges(this.services, this.registry, marketId, lapsed, lapsed.map((o) => o.userId));
    if (listed) await eventListChanged(this.services, { exEventId: entry.row.exEventId });
    await publishEventChange(this.services, this.registry, entry.row.exEventId);
  }

  /** Applies an operator's quote (bookmaker prices, fancy line, fixed odds) and stores it with the market. */
  async quote(marketId: string, quote: QuoteChange, actor: Actor): Promise<void> {
    assertOwnsMarkets(this.services, marketId);
    const entry = this.entry(marketId);
    const before = entry.row.config;
    const config = entry.adapter.applyQuote(entry.row, quote);
    if (!config) throw invalid(`That quote does not fit a ${entry.engine.kind} market`);
    entry.row = await writeForMarkets(this.services, marketId, async (tx) => {
      const row = await updateMarket(tx, marketId, { config });
      await recordAudit(tx, auditBy(actor, 'market.quote', marketTarget(row), before, config));
      return row;
    });
    await publishChanges(this.services, this.registry, marketId, [], []);
  }

  /** Settles (or, for a settled market, resettles) from winners, a result value, or void. */
  async settle(marketId: string, result: MarketResult, actor: Actor, note: SettlementNote = {}): Promise<{ version: number; results: Settlement['results'] }> {
    assertOwnsMarkets(this.services, marketId);
    const settled = await this.services.locks.run([marketLock(marketId)], async () => {
      const row = await marketRow(this.services.db, marketId);
      if (!row) throw notFound('MARKET_NOT_FOUND', `No market ${marketId}`);
      const entry = this.registry.get(marketId);
      const version = row.settledVersion + 1;
      return this.rebuildOnFailure(marketId, () =>
        writeForMarkets(this.services, marketId, async (txRaw) => {
          const tx = txRaw as unknown as Db;
          const lapsed = entry && entry.engine.market.status !== 'CLOSED' ? entry.adapter.changeStatus({ status: 'CLOSED' }) : [];
          await saveOrders(tx, marketId, lapsed);
          const [houseBets, trades] = [await houseBetsOf(tx, marketId), await tradesOf(tx, marketId)];
          const input = { row, result, version, houseBets, trades, runnerIds: () => runnerIdsOf(tx, marketId) };
          const next = await settle(row.kind, input);
          let transactions = next.transactions;
          if (version > 1) {
            const previous = await settlementOf(tx, marketId, row.settledVersion);
            transactions = resettle(previous!.settlement as unknown as Settlement, next);
          }
          await postTransactions(tx, transactions, `${row.marketName} (${row.marketId})${version > 1 ? ` resettled v${version}` : ''}`, this.services.now());
          const definitionVersion = await recordSettlement(tx, marketId, version, next as unknown as Record<string, unknown>, result, this.services.now(), note);
          // Settled or voided: the money moved by the postings above, and nobody has exposure here any more.
          await deleteMarketExposures(tx, marketId);
          await splitSettlement(tx, input, next);
          const act = 'void' in result ? 'market.void' : version > 1 ? 'market.resettle' : 'market.settle';
          const before = { settledVersion: row.settledVersion, result: row.result ?? null };
          const after = { settledVersion: version, result, bettors: new Set(next.results.map((r) => r.userId)).size, ...(note.reason ? { reason: note.reason } : {}) };
          await recordAudit(tx, auditBy(actor, act, marketTarget(row), before, after));
          return { version, definitionVersion, results: next.results, lapsed, exEventId: row.exEventId };
        }),
      );
    });
    const entry = this.registry.get(marketId);
    this.registry.remove(marketId);
    marketsSettled.inc();
    betResultsSettled.inc(settled.results.length);
    // The market's last book, whole and closed: a screen (or bot) watching it sees it close with every field
    // it reads. A resettlement has no book left to show (the first settlement took the market off the registry).
    if (entry) this.services.hub.publish(`market:${marketId}`, { ...marketView(entry), status: 'CLOSED', version: settled.definitionVersion } satisfies MarketView);
    const users = settled.results.map((r) => r.userId);
    // Each matched bet leaves My Bets for the settled bets by its own order change, with the balance it moved.
    await publishChanges(this.services, this.registry, marketId, settled.lapsed, users, await settledOrdersOf(this.services, marketId, users));
    await publishEventChange(this.services, this.registry, settled.exEventId);
    await finishEventIfSettled(this.services.db, settled.exEventId);
    await eventListChanged(this.services, { exEventId: settled.exEventId });
    await tipsGraded(this.services, marketId);
    return { version: settled.version, results: settled.results };
  }

  /**
   * A new market on an existing event; the engine gets it after the commit. While the event is
   * suspended by an incident the market is created suspended, and reopens with the event.
   */
  async createMarket(eventId: string, market: NewMarket, actor: Actor): Promise<{ marketId: string }> {
    const { db } = this.services;
    const created = await this.services.locks.run([eventLock(eventId)], async () => {
      const event = await eventScore(db, eventId);
      if (!event) throw notFound('EVENT_NOT_FOUND', `No event ${eventId}`);
      if (await marketRow(db, market.marketId)) throw conflict('DUPLICATE_TRANSACTION', `Market ${market.marketId} exists`);
      const status = statusOnCreate(event.betting);
      const made = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const inserted = await insertMarket(tx, eventId, market, event.inPlay);
        let made = inserted;
        if (status !== 'OPEN') {
          const incident = event.incident as EventIncident | null;
          if (incident) await updateEventBetting(tx, eventId, { incident: { ...incident, suspended: [...incident.suspended, market.marketId].sort() } });
          made = { ...inserted, row: await updateMarket(tx, market.marketId, { status }) };
        }
        // Last in the transaction, as every audit write is: the site's chain head is the last lock an act takes.
        await recordAudit(tx, auditBy(actor, 'market.create', marketTarget(made.row), undefined, { eventId, kind: market.kind, status, runners: market.runners.map((r) => r.runnerName) }));
        return made;
      });
      this.registry.install(made.row, made.runnerRows);
      return made;
    });
    await publishChanges(this.services, this.registry, created.row.marketId, [], []);
    await eventListChanged(this.services, { exEventId: eventId });
    await publishEventChange(this.services, this.registry, eventId);
    return { marketId: created.row.marketId };
  }

  /**
   * A new event with its markets, in one transaction (the simulator and the feeds keep the world alive
   * with these). Its competition must exist, in the event's sport, or be named (`tournamentName`):
   * then it is created with the event (a site outside the demo starts with none).
   */
  async createEvent(event: NewEvent, newMarkets: NewMarket[], actor: Actor, tournamentName?: string): Promise<{ exEventId: string; markets: string[] }> {
    const { db } = this.services;
    if (await eventScore(db, event.exEventId)) throw conflict('DUPLICATE_TRANSACTION', `Event ${event.exEventId} exists`);
    if (!(await sportExists(db, event.sportId))) throw notFound('SPORT_NOT_FOUND', `No sport ${event.sportId}`);
    const competitionOf = await competitionSport(db, event.tournamentId);
    if (competitionOf === undefined && !tournamentName) throw notFound('COMPETITION_NOT_FOUND', `No competition ${event.tournamentId}: name it (tournamentName) to create it`);
    if (competitionOf !== undefined && competitionOf !== event.sportId) throw invalid(`Competition ${event.tournamentId} is in sport ${competitionOf}, not ${event.sportId}`, 'COMPETITION_SPORT_MISMATCH');
    const created = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      if (competitionOf === undefined) await insertCompetition(tx, { tournamentId: event.tournamentId, sportId: event.sportId, tournamentName: tournamentName! });
      await insertEvent(tx, event);
      const made = [];
      for (const m of newMarkets) made.push(await insertMarket(tx, event.exEventId, m, false));
      const target = { kind: 'event', id: event.exEventId, name: event.eventName };
      // The audit entries last (the chain head is the last lock an act takes): a new competition's, then the event's.
      if (competitionOf === undefined) await recordAudit(tx, auditBy(actor, 'competition.create', { kind: 'competition', id: event.tournamentId, name: tournamentName! }, undefined, { sportId: event.sportId, tournamentName: tournamentName!, eventId: event.exEventId }));
      await recordAudit(tx, auditBy(actor, 'event.create', target, undefined, { sportId: event.sportId, tournamentId: event.tournamentId, eventTime: event.eventTime, markets: newMarkets.map((m) => m.marketId) }));
      return made;
    });
    for (const m of created) this.registry.install(m.row, m.runnerRows);
    await eventListChanged(this.services, { sportId: event.sportId });
    await publishEventChange(this.services, this.registry, event.exEventId);
    return { exEventId: event.exEventId, markets: created.map((m) => m.row.marketId) };
  }

  /** The event's live state (in play, status, score), pushed to the score topic. */
  async recordScore(eventId: string, change: EventScoreChange): Promise<void> {
    // A score alone moves no list; going in play or finishing does (a feed sends the state again on every import: no change).
    const listed = change.inPlay !== undefined || change.status !== undefined;
    const before = listed ? await eventScore(this.services.db, eventId) : null;
    const row = await updateEventScore(this.services.db, eventId, change);
    if (!row) throw notFound('EVENT_NOT_FOUND', `No event ${eventId}`);
    this.services.hub.publish(`score:${eventId}`, scoreOf(row));
    if (listed && (before?.inPlay !== row.inPlay || before.status !== row.status)) await eventListChanged(this.services, { sportId: row.sportId });
  }

  /**
   * Several engine steps run before the writes commit (delay, in-play, status; closing before
   * settling): if anything fails, the market's engine is rebuilt from the store so the two agree.
   */
  private async rebuildOnFailure<T>(marketId: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      await this.registry.reload(this.services.db, marketId);
      throw err;
    }
  }
}
