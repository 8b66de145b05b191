import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { casinoGames, competitions, events, exchangeTypes, sites, sports } from '../db/schema';
import { ApiError, parseBody } from './errors';

/** Reference calls carry one field, the site key (spec §7). */
export const siteKeyBody = z.object({ key: z.string().min(1).max(64) }).strict();

/** Sport 66103 (binary) is dropped from the sports list (spec §7, §9). */
const BINARY_SPORT_ID = 66103;
const HORSE_RACING_SPORT_ID = 7;

export async function requireSite(db: Db, key: string) {
  const [site] = await db.select().from(sites).where(eq(sites.siteKey, key)).limit(1);
  if (!site) throw new ApiError(404, 'SITE_NOT_FOUND', `Unknown site key '${key}'`);
  return site;
}

/** Events open for betting or viewing (spec §3 field names), soonest first. */
export function listEvents(db: Db, sportIds?: number[]) {
  const open = inArray(events.status, ['SCHEDULED', 'IN_PLAY']);
  return db
    .select({
      exEventId: events.exEventId,
      sportId: events.sportId,
      sportName: sports.sportName,
      eventName: events.eventName,
      eventTime: events.eventTime,
      tournamentId: events.tournamentId,
      tournamentName: competitions.tournamentName,
      inPlay: events.inPlay,
    })
    .from(events)
    .innerJoin(sports, eq(sports.sportId, events.sportId))
    .innerJoin(competitions, eq(competitions.tournamentId, events.tournamentId))
    .where(sportIds ? and(open, inArray(events.sportId, sportIds)) : open)
    .orderBy(asc(events.eventTime))
    .then((rows) => rows.map((row) => ({ ...row, eventTime: row.eventTime.toISOString() })));
}

export function referenceRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    const siteOf = async (body: unknown) => requireSite(db, parseBody(siteKeyBody, body).key);

    app.post('/sports/list', async (request) => {
      await siteOf(request.body);
      const data = await db
        .select({ sportId: sports.sportId, sportName: sports.sportName, highlight: sports.highlight })
        .from(sports)
        .where(ne(sports.sportId, BINARY_SPORT_ID))
        .orderBy(asc(sports.sequence), asc(sports.sportId));
      return { data };
    });

    app.post('/events/all', async (request) => {
      await siteOf(request.body);
      const rows = await listEvents(db);
      const data: Record<string, typeof rows> = {};
      for (const row of rows) (data[String(row.sportId)] ??= []).push(row);
      return { data };
    });

    app.post('/events/racing', async (request) => {
      await siteOf(request.body);
      return { data: await listEvents(db, [HORSE_RACING_SPORT_ID]) };
    });

    app.post('/events/search', async (request) => {
      await siteOf(request.body);
      return { data: await listEvents(db) };
    });

    app.post('/exchange-types/list', async (request) => {
      const site = await siteOf(request.body);
      const data = await db
        .select({
          exchangeId: exchangeTypes.exchangeId,
          exchangeName: exchangeTypes.exchangeName,
          highlight: exchangeTypes.highlight,
          sequence: exchangeTypes.sequence,
        })
        .from(exchangeTypes)
        .where(eq(exchangeTypes.siteKey, site.siteKey))
        .orderBy(asc(exchangeTypes.sequence));
      return { data };
    });

    app.post('/casino/events', async (request) => {
      const site = await siteOf(request.body);
      const lobby = await db
        .select({
          eventId: casinoGames.eventId,
          gameName: casinoGames.gameName,
          link: casinoGames.link,
          companyName: casinoGames.companyName,
          popular: casinoGames.popular,
          image: casinoGames.image,
        })
        .from(casinoGames)
        .where(eq(casinoGames.siteKey, site.siteKey))
        .orderBy(asc(casinoGames.sequence));
      return { data: { lobby } };
    });

    app.post('/site/theme-config', async (request) => {
      const site = await siteOf(request.body);
      return { data: site.themeConfig };
    });

    app.post('/site/support-info', async (request) => {
      const site = await siteOf(request.body);
      return { data: site.supportInfo };
    });
  };
}
