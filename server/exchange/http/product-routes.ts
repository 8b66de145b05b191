import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { casinoGame, latestTips, listEvents } from '../db/queries/reference';
import type { MarketRegistry } from '../markets/registry';
import { marketView } from '../markets/views';
import type { ExchangeServices } from '../service/context';
import { requireActiveUser } from './auth-guard';
import { ApiError, emptyBody, parseBody } from './errors';
import { requireSite, siteKeyBody } from './reference';

const PARTNER_URL = process.env.PARTNER_URL ?? 'https://partner.vimaan.example/launch';
const PARTNER_LINK_TTL_MS = 2 * 60_000;
/** Signs partner launch tokens; set PARTNER_SECRET so links survive a restart and several processes agree. */
const partnerSecret = process.env.PARTNER_SECRET ?? randomBytes(32).toString('hex');

/** A short-lived signed launch token for the partner exchange: user, expiry, HMAC-SHA256. */
export function partnerLaunchToken(userName: string, now: number): string {
  const payload = `${userName}.${now + PARTNER_LINK_TTL_MS}`;
  const signature = createHmac('sha256', partnerSecret).update(payload).digest('base64url');
  return `${Buffer.from(payload).toString('base64url')}.${signature}`;
}

/** Lottery, virtual sports, binary, ball-by-ball, tips, casino and partner launches. */
export function productRoutes(services: ExchangeServices, registry: MarketRegistry) {
  const { db } = services;
  const eventsWithMarkets = async (sportId: number, kinds?: string[]) =>
    (await listEvents(db, [sportId])).map((event) => ({
      ...event,
      markets: registry
        .all()
        .filter((e) => e.row.exEventId === event.exEventId && (!kinds || kinds.includes(e.row.kind)))
        .sort((a, b) => a.row.sequence - b.row.sequence)
        .map(marketView),
    }));

  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/lottery/draws', async (request) => {
      await requireSite(db, parseBody(siteKeyBody, request.body).key);
      return { data: await eventsWithMarkets(66104) };
    });

    app.post('/virtual/events', async (request) => {
      await requireSite(db, parseBody(siteKeyBody, request.body).key);
      return { data: await eventsWithMarkets(66101) };
    });

    app.post('/binary/markets', async (request) => {
      await requireSite(db, parseBody(siteKeyBody, request.body).key);
      return { data: await eventsWithMarkets(66103) };
    });

    app.post('/ball-by-ball/markets', async (request) => {
      const { eventId } = parseBody(z.object({ eventId: z.string().min(1).max(64) }).strict(), request.body);
      const markets = registry
        .all()
        .filter((e) => e.row.exEventId === eventId && e.row.kind === 'ballByBall')
        .map(marketView);
      return { data: markets };
    });

    app.post('/tips/list', async (request) => {
      const site = await requireSite(db, parseBody(siteKeyBody, request.body).key);
      const rows = await latestTips(db, site.siteKey, 50);
      return { data: rows.map(({ siteKey: _site, createdAt, ...tip }) => ({ ...tip, createdAt: createdAt.toISOString() })) };
    });

    // Casino play needs a token (spec §5); the app fills UNIVERSE placeholders and opens VIMAAN links as they are.
    app.post('/casino/launch', async (request) => {
      const user = await requireActiveUser(db, request);
      const { eventId } = parseBody(z.object({ eventId: z.string().min(1).max(64) }).strict(), request.body);
      const game = await casinoGame(db, user.siteKey, eventId);
      if (!game) throw new ApiError(404, 'GAME_NOT_FOUND', `No casino game ${eventId}`);
      return { data: game };
    });

    // The partner exchange (VIMAAN, id 88022) needs a token: a signed, two-minute launch link.
    app.post('/partner/launch', async (request) => {
      const user = await requireActiveUser(db, request);
      parseBody(emptyBody, request.body);
      const token = partnerLaunchToken(user.userName, services.now().getTime());
      return { data: { url: `${PARTNER_URL}?token=${encodeURIComponent(token)}`, expiresInSeconds: PARTNER_LINK_TTL_MS / 1000 } };
    });
  };
}
