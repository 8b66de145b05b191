import { asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { sites, sports } from '../db/schema';
import { ApiError, parseBody } from './errors';

/** Reference calls carry one field, the site key (spec §7). */
export const siteKeyBody = z.object({ key: z.string().min(1).max(64) }).strict();

/** Sport 66103 (binary) is dropped from the sports list (spec §7, §9). */
const BINARY_SPORT_ID = 66103;

export async function requireSite(db: Db, key: string): Promise<void> {
  const found = await db.select({ siteKey: sites.siteKey }).from(sites).where(eq(sites.siteKey, key)).limit(1);
  if (found.length === 0) throw new ApiError(404, 'SITE_NOT_FOUND', `Unknown site key '${key}'`);
}

export function referenceRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/sports/list', async (request) => {
      const { key } = parseBody(siteKeyBody, request.body);
      await requireSite(db, key);
      const data = await db
        .select({ sportId: sports.sportId, sportName: sports.sportName, highlight: sports.highlight })
        .from(sports)
        .where(ne(sports.sportId, BINARY_SPORT_ID))
        .orderBy(asc(sports.sequence), asc(sports.sportId));
      return { data };
    });
  };
}
