import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { casinoLobbyOf, exchangeTypesOf, listEvents, siteByKey, sportsExcept } from '../db/queries/reference';
import type { SiteSettings } from '../service/site-settings';
import { ApiError, parseBody } from './errors';

/** Reference calls carry one field, the site key (spec §7). */
export const siteKeyBody = z.object({ key: z.string().min(1).max(64) }).strict();

/** Sport 66103 (binary) is dropped from the sports list (spec §7, §9). */
const BINARY_SPORT_ID = 66103;
const HORSE_RACING_SPORT_ID = 7;

export async function requireSite(db: Db, key: string) {
  const site = await siteByKey(db, key);
  if (!site) throw new ApiError(404, 'SITE_NOT_FOUND', `Unknown site key '${key}'`);
  return site;
}

export function referenceRoutes(db: Db, settings: Pick<SiteSettings, 'get'>) {
  return async function register(app: FastifyInstance): Promise<void> {
    const siteOf = async (body: unknown) => requireSite(db, parseBody(siteKeyBody, body).key);

    app.post('/sports/list', async (request) => {
      await siteOf(request.body);
      return { data: await sportsExcept(db, BINARY_SPORT_ID) };
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
      const data = await exchangeTypesOf(db, site.siteKey);
      return { data };
    });

    app.post('/casino/events', async (request) => {
      const site = await siteOf(request.body);
      const lobby = await casinoLobbyOf(db, site.siteKey);
      return { data: { lobby } };
    });

    app.post('/site/theme-config', async (request) => {
      const site = await siteOf(request.body);
      // How the site writes money (a site setting) travels with its look: the app applies both at startup.
      const { moneyLocale } = await settings.get(site.siteKey);
      return { data: { ...site.themeConfig, moneyLocale } };
    });

    app.post('/site/support-info', async (request) => {
      const site = await siteOf(request.body);
      return { data: site.supportInfo };
    });
  };
}
