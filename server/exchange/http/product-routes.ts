import { actorOf } from './client-address';
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { casinoGame } from '../db/queries/reference';
import type { ExchangeServices } from '../service/context';
import type { MarketReads } from '../service/market-reads';
import { HORSE_RACING_SPORT, PRODUCT_SPORTS, productService } from '../service/products';
import { requireActiveUser, requireRole } from './auth-guard';
import { ApiError, emptyBody, parseBody } from './errors';
import { requireSite, siteKeyBody } from './reference';

const resultsBody = z.object({ key: z.string().min(1).max(64), sportId: z.union([z.literal(PRODUCT_SPORTS.virtual), z.literal(PRODUCT_SPORTS.binary), z.literal(PRODUCT_SPORTS.lottery), z.literal(HORSE_RACING_SPORT)]) }).strict();
const eventIdBody = z.object({ eventId: z.string().min(1).max(64) }).strict();
const id = z.string().min(1).max(64);
const createTipBody = z
  .object({
    exEventId: id,
    marketId: id,
    runnerId: id,
    title: z.string().min(3).max(120),
    body: z.string().min(3).max(600),
    author: z.string().min(2).max(40),
    confidence: z.number().int().min(1).max(5),
  })
  .strict();

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
export function productRoutes(services: ExchangeServices, reads: MarketReads) {
  const { db } = services;
  const products = productService(services, reads);

  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/lottery/draws', async (request) => {
      await requireSite(db, parseBody(siteKeyBody, request.body).key);
      return { data: await products.events(PRODUCT_SPORTS.lottery) };
    });

    app.post('/virtual/events', async (request) => {
      await requireSite(db, parseBody(siteKeyBody, request.body).key);
      return { data: await products.events(PRODUCT_SPORTS.virtual) };
    });

    app.post('/binary/markets', async (request) => {
      await requireSite(db, parseBody(siteKeyBody, request.body).key);
      return { data: await products.events(PRODUCT_SPORTS.binary) };
    });

    app.post('/ball-by-ball/markets', async (request) => {
      const { eventId } = parseBody(eventIdBody, request.body);
      return { data: products.ballByBall(eventId) };
    });

    app.post('/tips/list', async (request) => {
      const site = await requireSite(db, parseBody(siteKeyBody, request.body).key);
      return { data: await products.tips(site.siteKey) };
    });

    app.post('/tips/authors', async (request) => {
      const site = await requireSite(db, parseBody(siteKeyBody, request.body).key);
      return { data: await products.tipAuthors(site.siteKey) };
    });

    // The operator (the simulator's tipsters) publishes a tip on a runner.
    app.post('/admin/tips/create', async (request, reply) => {
      const operator = actorOf(await requireRole(db, request, ['operator']), request);
      const body = parseBody(createTipBody, request.body);
      return reply.status(201).send({ data: await products.createTip(operator, body) });
    });

    // Finished lottery draws, virtual events, binary lines and races with their final scoreboard (results).
    app.post('/products/results', async (request) => {
      const { key, sportId } = parseBody(resultsBody, request.body);
      await requireSite(db, key);
      return { data: await products.results(sportId) };
    });

    // Casino play needs a token (spec §5); the app fills UNIVERSE placeholders and opens VIMAAN links as they are.
    app.post('/casino/launch', async (request) => {
      const user = await requireActiveUser(db, request);
      const { eventId } = parseBody(eventIdBody, request.body);
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
