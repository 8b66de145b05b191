import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { casinoGame, listEvents } from '../db/queries/reference';
import { finishedEvents, insertTip, tipsWithResults } from '../db/queries/products';
import { authorRecords, tipOutcome } from '../domain/tip-record';
import { toOdds100 } from '@domain/ladder';
import type { MarketRegistry } from '../markets/registry';
import { marketView } from '../markets/views';
import type { ExchangeServices } from '../service/context';
import { requireActiveUser, requireRole } from './auth-guard';
import { ApiError, emptyBody, parseBody } from './errors';
import { requireSite, siteKeyBody } from './reference';

/** The product sports whose finished events (results) are listed: virtual sports, binary, lottery. */
const PRODUCT_SPORTS = [66101, 66103, 66104] as const;
const RESULTS_LIMIT = 20;
const TIPS_LIMIT = 100;
const resultsBody = z.object({ key: z.string().min(1).max(64), sportId: z.union([z.literal(66101), z.literal(66103), z.literal(66104)]) }).strict();
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

    // Tips with the outcome of the market each backs (graded from the market's result, never stored twice).
    app.post('/tips/list', async (request) => {
      const site = await requireSite(db, parseBody(siteKeyBody, request.body).key);
      const rows = await tipsWithResults(db, site.siteKey, TIPS_LIMIT);
      return {
        data: rows.map(({ createdAt, result, odds100, runnerId, ...tip }) => ({
          ...tip,
          runnerId,
          odds: odds100 === null ? null : odds100 / 100,
          outcome: runnerId === null ? null : tipOutcome(runnerId, result),
          createdAt: createdAt.toISOString(),
        })),
      };
    });

    app.post('/tips/authors', async (request) => {
      const site = await requireSite(db, parseBody(siteKeyBody, request.body).key);
      const rows = await tipsWithResults(db, site.siteKey, 1_000);
      const graded = rows.flatMap((tip) => (tip.runnerId === null || tip.odds100 === null ? [] : [{ author: tip.author, outcome: tipOutcome(tip.runnerId, tip.result), odds100: tip.odds100 }]));
      return { data: authorRecords(graded) };
    });

    // The operator (the simulator's tipsters) publishes a tip on a runner; the odds are the market's best back price now.
    app.post('/admin/tips/create', async (request, reply) => {
      const operator = await requireRole(db, request, ['operator']);
      const body = parseBody(createTipBody, request.body);
      const entry = registry.get(body.marketId);
      if (!entry || entry.row.exEventId !== body.exEventId) throw new ApiError(404, 'MARKET_NOT_FOUND', `No open market ${body.marketId} in event ${body.exEventId}`);
      const runner = marketView(entry).runners.find((r) => r.runnerId === body.runnerId);
      if (!runner) throw new ApiError(404, 'RUNNER_NOT_FOUND', `No runner ${body.runnerId} in ${body.marketId}`);
      const price = runner.availableToBack[0]?.price;
      if (price === undefined) throw new ApiError(409, 'MARKET_NOT_PRICED', `Runner ${body.runnerId} has no back price to tip at`);
      const { tipId } = await insertTip(db, { ...body, siteKey: operator.siteKey, selectionName: runner.runnerName, odds100: toOdds100(price) });
      return reply.status(201).send({ data: { tipId, odds: price } });
    });

    // Finished lottery draws, virtual events and binary lines with their final scoreboard (results).
    app.post('/products/results', async (request) => {
      const { key, sportId } = parseBody(resultsBody, request.body);
      await requireSite(db, key);
      if (!PRODUCT_SPORTS.includes(sportId)) throw new ApiError(400, 'INVALID_INPUT_DATA', `Sport ${sportId} has no results list`);
      return { data: await finishedEvents(db, sportId, RESULTS_LIMIT) };
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
