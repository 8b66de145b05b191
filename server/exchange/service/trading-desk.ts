import { publishEventChange } from './event-changes';
import { randomBytes } from 'node:crypto';
import { bowl, newCricket, newSoccer, scoreGoal, type CricketScore, type SoccerScore } from '@domain/match-score';
import type { AuthUser } from '../auth/sessions';
import { auditBy, recordAudit, type Actor } from './audit';
import type { Db } from '../db/client';
import { competitionById, competitionList, competitionNamed, deskEvent, deskEvents, renameRunner, unsettledMarketsOf, updateEventDetails, type DeskEventRow } from '../db/queries/desk';
import { scoreOf, updateEventScore } from '../db/queries/events';
import type { IncidentKind } from '../domain/event-betting';
import type { MarketRegistry } from '../markets/registry';
import { marketView } from '../markets/views';
import type { DeskCompetition, DeskEventEdit, DeskEventInput, DeskEventView, DeskMarketInput, DeskMarketView, DeskPlayInput, DeskQuoteInput } from '../../contract/trading-desk';
import { eventLock, type ExchangeServices } from './context';
import { ServiceError, conflict, invalid, notFound } from './errors';
import type { EventIncidents } from './event-incidents';
import type { MarketAdmin } from './market-admin';
import type { OperatorMarkets } from './operator-markets';
import type { SiteSettings } from './site-settings';
import { eventListChanged } from './product-changes';
import { deskMarketView, newDeskMarket, quoteChangeOf, teamsOf } from './trading-desk-markets';

export type { DeskCompetition, DeskEventEdit, DeskEventInput, DeskEventView, DeskMarketInput, DeskMarketView, DeskPlayInput, DeskQuoteInput };

const BALLS = ['0', '1', '2', '3', '4', '5', '6', 'W'] as const;
/** A T20 unless the desk says otherwise. */
const DEFAULT_OVERS = 20;
const CRICKET = 4;
const SOCCER = 1;

function checkName(eventName: string): string {
  const name = eventName.trim();
  if (name.length < 3 || name.length > 120) throw invalid('An event is named in 3 to 120 characters ("Mumbai v Chennai")', 'INVALID_EVENT_NAME');
  return name;
}

function checkCompetitionName(tournamentName: string): string {
  const name = tournamentName.trim().replace(/\s+/g, ' ');
  if (name.length < 3 || name.length > 120) throw invalid('A competition is named in 3 to 120 characters ("Indian Premier League")', 'INVALID_COMPETITION_NAME');
  return name;
}

function checkTime(text: string): Date {
  const at = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(at.getTime())) throw invalid('The start time is an ISO 8601 date and time', 'INVALID_EVENT_TIME');
  return at;
}

/**
 * The trading desk (issue #48): a desk trader creates and edits events, adds markets of every kind,
 * quotes bookmaker, fancy and fixed-odds prices, suspends and opens a market or the whole event,
 * records plays (each an incident that suspends every market, docs/adr/incident-rule.md), reopens,
 * and settles. Each act is one call that answers with what it changed; the change stream carries the
 * books and scores to bettors. The admin may use it, and any level the site settings allow.
 */
export class TradingDesk {
  constructor(
    private readonly services: ExchangeServices,
    private readonly registry: MarketRegistry,
    private readonly admin: MarketAdmin,
    private readonly incidents: EventIncidents,
    private readonly settings: SiteSettings,
    private readonly markets: OperatorMarkets,
  ) {}

  /** Whether the caller may use the desk: the admin, or a level the site settings open it to (the back office's nav asks). */
  allows(actor: AuthUser): Promise<boolean> {
    return this.settings.deskAllows(actor.siteKey, actor.role);
  }

  /** PERMISSION_DENIED unless the caller is the admin or of a level the site settings open the desk to. */
  async assertAccess(actor: AuthUser): Promise<void> {
    if (!(await this.allows(actor))) throw new ServiceError('forbidden', 'PERMISSION_DENIED', 'The admin has not opened the trading desk to your level');
  }

  private get db(): Db {
    return this.services.db;
  }

  async events(): Promise<DeskEventView[]> {
    const rows = await deskEvents(this.db);
    const markets = await unsettledMarketsOf(
      this.db,
      rows.map((r) => r.eventId),
    );
    return rows.map((row) => this.view(row, markets.filter((m) => m.eventId === row.eventId).map((m) => m.marketId)));
  }

  async event(eventId: string): Promise<DeskEventView> {
    const row = await deskEvent(this.db, eventId);
    if (!row) throw notFound('EVENT_NOT_FOUND', `No event ${eventId}`);
    const markets = await unsettledMarketsOf(this.db, [eventId]);
    return this.view(
      row,
      markets.map((m) => m.marketId),
    );
  }

  competitions(): Promise<DeskCompetition[]> {
    return competitionList(this.db);
  }

  private view(row: DeskEventRow, marketIds: string[]): DeskEventView {
    const markets = marketIds.flatMap((id) => {
      const entry = this.registry.get(id);
      return entry ? [deskMarketView(entry)] : [];
    });
    return { ...row, eventTime: row.eventTime.toISOString(), score: row.score ? JSON.stringify(row.score) : null, markets };
  }

  private async competitionOf(sportId: number, tournamentId: string) {
    const competition = await competitionById(this.db, tournamentId);
    if (!competition) throw notFound('COMPETITION_NOT_FOUND', `No competition ${tournamentId}`);
    if (competition.sportId !== sportId) throw invalid(`${competition.tournamentName} is not a competition of that sport`, 'COMPETITION_SPORT_MISMATCH');
    return competition;
  }

  /**
   * A new event under an existing competition of its sport (`tournamentId`), or under a new one named
   * by the desk (`tournamentName`), created with the event in its transaction (a site outside the
   * demo starts with none) and audited `competition.create`.
   */
  async createEvent(actor: Actor, input: DeskEventInput): Promise<DeskEventView> {
    const eventName = checkName(input.eventName);
    const eventTime = checkTime(input.eventTime);
    const stamp = () => `${this.services.now().getTime().toString(36)}${randomBytes(3).toString('hex')}`;
    let tournamentId: string;
    let tournamentName: string | undefined;
    if (input.tournamentId != null && input.tournamentName != null) throw invalid('Pick a competition or name a new one, not both', 'INVALID_COMPETITION');
    if (input.tournamentId != null) tournamentId = (await this.competitionOf(input.sportId, input.tournamentId)).tournamentId;
    else if (input.tournamentName != null) {
      tournamentName = checkCompetitionName(input.tournamentName);
      const existing = await competitionNamed(this.db, input.sportId, tournamentName);
      if (existing) throw conflict('COMPETITION_EXISTS', `${existing.tournamentName} is a competition of this sport already: pick it`);
      tournamentId = `desk-c-${stamp()}`;
    } else throw invalid('Pick a competition or name a new one', 'INVALID_COMPETITION');
    const eventId = `desk-${stamp()}`;
    await this.admin.createEvent({ exEventId: eventId, sportId: input.sportId, tournamentId, eventName, eventTime }, [], actor, tournamentName);
    return this.event(eventId);
  }

  /** Edits an event's name, competition, start time and its runners' names (on every unsettled market); a finished event is EVENT_CLOSED. */
  async editEvent(actor: Actor, edit: DeskEventEdit): Promise<DeskEventView> {
    const touched = await this.services.locks.run([eventLock(edit.eventId)], async () => {
      const before = await this.event(edit.eventId);
      if (before.betting === 'CLOSED') throw conflict('EVENT_CLOSED', `${before.eventName} is over`);
      const change = {
        ...(edit.eventName != null ? { eventName: checkName(edit.eventName) } : {}),
        ...(edit.eventTime != null ? { eventTime: checkTime(edit.eventTime) } : {}),
        ...(edit.tournamentId != null ? { tournamentId: (await this.competitionOf(before.sportId, edit.tournamentId)).tournamentId } : {}),
      };
      const renames = new Map<string, string>();
      for (const r of edit.runners ?? []) {
        const name = r.runnerName.trim();
        if (name.length === 0 || name.length > 80) throw invalid('A runner is named in 1 to 80 characters', 'INVALID_RUNNERS');
        renames.set(r.runnerId, name);
      }
      // Renaming the teams in the event's name renames them on its markets too.
      const [oldTeams, newTeams] = [teamsOf(before.eventName), teamsOf(change.eventName ?? before.eventName)];
      if (oldTeams.length === 2 && newTeams.length === 2) newTeams.forEach((team, i) => team !== oldTeams[i] && !renames.has(String(i + 1)) && renames.set(String(i + 1), team));
      return this.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        if (Object.keys(change).length > 0) await updateEventDetails(tx, edit.eventId, change);
        const marketIds = new Set<string>();
        for (const [runnerId, name] of renames) for (const id of await renameRunner(tx, edit.eventId, runnerId, name)) marketIds.add(id);
        const target = { kind: 'event', id: edit.eventId, name: before.eventName };
        const was = { eventName: before.eventName, eventTime: before.eventTime, tournamentId: before.tournamentId };
        await recordAudit(tx, auditBy(actor, 'event.edit', target, was, { ...was, ...change, ...(renames.size ? { runners: Object.fromEntries(renames) } : {}) }));
        return { marketIds: [...marketIds], renames };
      });
    });
    for (const marketId of touched.marketIds) {
      const entry = this.registry.get(marketId);
      if (!entry) continue;
      entry.runners = entry.runners.map((r) => (touched.renames.has(r.runnerId) ? { ...r, runnerName: touched.renames.get(r.runnerId)! } : r));
      this.services.hub.publish(`market:${marketId}`, marketView(entry));
    }
    await eventListChanged(this.services, { exEventId: edit.eventId });
    await publishEventChange(this.services, this.registry, edit.eventId);
    return this.event(edit.eventId);
  }

  async addMarket(actor: Actor, input: DeskMarketInput): Promise<DeskEventView> {
    const event = await this.event(input.eventId);
    if (event.betting === 'CLOSED') throw conflict('EVENT_CLOSED', `${event.eventName} is over`);
    const prefix = { MATCH_ODDS: 'mo', BOOKMAKER: 'bm', FANCY: 'f', FIXED_ODDS: 'fo', NEXT_BALL: 'nb' }[input.kind];
    const n = event.markets.filter((m) => m.marketId.startsWith(`${input.eventId}.${prefix}`)).length + 1;
    const sequence = { MATCH_ODDS: 1, BOOKMAKER: 2, FIXED_ODDS: 3, FANCY: 10, NEXT_BALL: 20 }[input.kind] + event.markets.length;
    await this.admin.createMarket(input.eventId, newDeskMarket(input, event.eventName, `${input.eventId}.${prefix}${n}-${randomBytes(2).toString('hex')}`, sequence), actor);
    return this.event(input.eventId);
  }

  private entry(marketId: string) {
    const entry = this.registry.get(marketId);
    if (!entry) throw notFound('MARKET_NOT_FOUND', `No open market ${marketId}`);
    return entry;
  }

  async quote(actor: Actor, input: DeskQuoteInput): Promise<DeskMarketView> {
    await this.admin.quote(input.marketId, quoteChangeOf(this.entry(input.marketId), input), actor);
    return deskMarketView(this.entry(input.marketId));
  }

  async setMarketStatus(actor: Actor, marketId: string, status: 'OPEN' | 'SUSPENDED'): Promise<DeskMarketView> {
    this.entry(marketId);
    await this.admin.setStatus(marketId, { status }, actor);
    return deskMarketView(this.entry(marketId));
  }

  /** The whole event suspended in one act (an operator's incident), until reopened. */
  async suspendEvent(actor: Actor, eventId: string): Promise<DeskEventView> {
    await this.incidents.declare(eventId, { kind: 'suspend' }, actor);
    return this.event(eventId);
  }

  async reopenEvent(actor: Actor, eventId: string): Promise<DeskEventView> {
    await this.incidents.reopen(eventId, actor);
    return this.event(eventId);
  }

  /** Play starts: the event and its markets go in play, with an opening score for cricket and soccer. */
  async startPlay(actor: Actor, eventId: string): Promise<DeskEventView> {
    const event = await this.event(eventId);
    if (event.betting === 'CLOSED') throw conflict('EVENT_CLOSED', `${event.eventName} is over`);
    const score = event.score ? undefined : event.sportId === CRICKET ? newCricket(DEFAULT_OVERS) : event.sportId === SOCCER ? newSoccer() : undefined;
    const row = await updateEventScore(this.db, eventId, { inPlay: true, status: 'IN_PLAY', ...(score ? { score: score as unknown as Record<string, unknown> } : {}) });
    if (row) this.services.hub.publish(`score:${eventId}`, scoreOf(row));
    if (row) await eventListChanged(this.services, { sportId: row.sportId });
    for (const market of event.markets) if (!market.inPlay) await this.admin.setStatus(market.marketId, { inPlay: true }, actor);
    return this.event(eventId);
  }

  /** A ball or a goal: the new score goes out with the incident that suspends every market of the event, in one change. */
  async play(actor: Actor, input: DeskPlayInput): Promise<DeskEventView> {
    const event = await this.event(input.eventId);
    if (!event.inPlay) throw conflict('EVENT_NOT_IN_PLAY', `${event.eventName} is not in play: start play first`);
    const current = event.score ? (JSON.parse(event.score) as { kind?: string }) : null;
    let kind: IncidentKind;
    let score: Record<string, unknown>;
    if (input.ball != null) {
      if (!(BALLS as readonly string[]).includes(input.ball)) throw invalid('A ball is 0 to 6 runs or W', 'INVALID_PLAY');
      if (current?.kind !== 'cricket') throw invalid('Balls are recorded on a cricket match', 'INVALID_PLAY');
      score = bowl(current as CricketScore, input.ball).score as unknown as Record<string, unknown>;
      kind = input.ball === 'W' ? 'wicket' : 'ball';
    } else if (input.goal != null) {
      if (current?.kind !== 'soccer') throw invalid('Goals are recorded on a soccer match', 'INVALID_PLAY');
      const minute = input.minute ?? (current as SoccerScore).minute;
      if (!Number.isSafeInteger(minute) || minute < 0 || minute > 130) throw invalid('A minute is 0 to 130', 'INVALID_PLAY');
      score = scoreGoal(current as SoccerScore, input.goal === 'HOME' ? 0 : 1, minute) as unknown as Record<string, unknown>;
      kind = 'goal';
    } else throw invalid('Give a ball or a goal', 'INVALID_PLAY');
    await this.incidents.declare(input.eventId, { kind, score }, actor);
    return this.event(input.eventId);
  }

  /** Settles a market of the event on its winner (a fancy line on the runs), recorded with the desk trader's name. */
  async settle(actor: Actor, marketId: string, result: { winnerId?: string | null | undefined; runs?: number | null | undefined }): Promise<DeskEventView> {
    const eventId = this.entry(marketId).row.exEventId;
    await this.markets.settle(actor, marketId, result);
    return this.event(eventId);
  }
}
