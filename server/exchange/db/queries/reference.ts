import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { casinoGames, events, exchangeTypes, sites, sports, tips } from '../schema';
import { eventListColumns, eventsWithNames } from './events';

export async function siteByKey(db: Db, key: string) {
  const [site] = await db.select().from(sites).where(eq(sites.siteKey, key)).limit(1);
  return site;
}

/** Every sport but one, in display order. */
export function sportsExcept(db: Db, sportId: number) {
  return db
    .select({ sportId: sports.sportId, sportName: sports.sportName, highlight: sports.highlight })
    .from(sports)
    .where(ne(sports.sportId, sportId))
    .orderBy(asc(sports.sequence), asc(sports.sportId));
}

/** Events open for betting or viewing (spec §3 field names), soonest first. */
export function listEvents(db: Db, sportIds?: number[]) {
  const open = inArray(events.status, ['SCHEDULED', 'IN_PLAY']);
  return eventsWithNames(db, eventListColumns)
    .where(sportIds ? and(open, inArray(events.sportId, sportIds)) : open)
    .orderBy(asc(events.eventTime))
    .then((rows) => rows.map((row) => ({ ...row, eventTime: row.eventTime.toISOString() })));
}

export function exchangeTypesOf(db: Db, siteKey: string) {
  return db
    .select({
      exchangeId: exchangeTypes.exchangeId,
      exchangeName: exchangeTypes.exchangeName,
      highlight: exchangeTypes.highlight,
      sequence: exchangeTypes.sequence,
    })
    .from(exchangeTypes)
    .where(eq(exchangeTypes.siteKey, siteKey))
    .orderBy(asc(exchangeTypes.sequence));
}

export function casinoLobbyOf(db: Db, siteKey: string) {
  return db
    .select({
      eventId: casinoGames.eventId,
      gameName: casinoGames.gameName,
      link: casinoGames.link,
      companyName: casinoGames.companyName,
      popular: casinoGames.popular,
      image: casinoGames.image,
    })
    .from(casinoGames)
    .where(eq(casinoGames.siteKey, siteKey))
    .orderBy(asc(casinoGames.sequence));
}

/** One casino game of a site (the launch call). */
export async function casinoGame(db: Db, siteKey: string, eventId: string) {
  const [game] = await db
    .select({ eventId: casinoGames.eventId, gameName: casinoGames.gameName, link: casinoGames.link, companyName: casinoGames.companyName })
    .from(casinoGames)
    .where(and(eq(casinoGames.eventId, eventId), eq(casinoGames.siteKey, siteKey)));
  return game;
}

/** A site's newest tips. */
export function latestTips(db: Db, siteKey: string, limit: number) {
  return db.select().from(tips).where(eq(tips.siteKey, siteKey)).orderBy(desc(tips.createdAt), desc(tips.tipId)).limit(limit);
}
