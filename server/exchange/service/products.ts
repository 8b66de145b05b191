/**
 * Lottery draws, virtual events, binary lines and ball-by-ball markets as lists with their live
 * books; tips graded from the result of the market each backs (never stored twice), and the
 * author records; finished product events as results.
 */
import { auditBy, recordAudit, type Actor } from './audit';
import type { Db } from '../db/client';
import { toOdds100 } from '@domain/ladder';
import { finishedEvents, insertTip, tipsWithResults } from '../db/queries/products';
import { listEvents } from '../db/queries/reference';
import { authorRecords, tipOutcome } from '../domain/tip-record';
import type { ExchangeServices } from './context';
import { conflict, notFound } from './errors';
import { publishProductChange, type ProductSport, type ResultSport } from './product-changes';
import type { MarketReads } from './market-reads';

export { HORSE_RACING_SPORT, PRODUCT_SPORTS, type ProductSport, type ResultSport } from './product-changes';
const RESULTS_LIMIT = 20;
const TIPS_LIMIT = 100;
const AUTHOR_TIPS_LIMIT = 1_000;

export interface NewTip {
  exEventId: string;
  marketId: string;
  runnerId: string;
  title: string;
  body: string;
  author: string;
  confidence: number;
}

export function productService(services: ExchangeServices, reads: MarketReads) {
  const { db } = services;
  return {
    /** The sport's listed events, each with its open markets. */
    async events(sportId: ProductSport) {
      return (await listEvents(db, [sportId])).map((event) => ({ ...event, markets: reads.eventMarkets(event.exEventId) }));
    },

    ballByBall: (eventId: string) => reads.eventMarkets(eventId, ['ballByBall']),

    async tips(siteKey: string) {
      const rows = await tipsWithResults(db, siteKey, TIPS_LIMIT);
      return rows.map(({ createdAt, result, odds100, runnerId, ...tip }) => ({
        ...tip,
        runnerId,
        odds: odds100 === null ? null : odds100 / 100,
        outcome: runnerId === null ? null : tipOutcome(runnerId, result),
        createdAt: createdAt.toISOString(),
      }));
    },

    async tipAuthors(siteKey: string) {
      const rows = await tipsWithResults(db, siteKey, AUTHOR_TIPS_LIMIT);
      const graded = rows.flatMap((tip) => (tip.runnerId === null || tip.odds100 === null ? [] : [{ author: tip.author, outcome: tipOutcome(tip.runnerId, tip.result), odds100: tip.odds100 }]));
      return authorRecords(graded);
    },

    /** A tip on a runner of an open market, at the runner's best back price now. */
    async createTip(operator: Actor, tip: NewTip) {
      const siteKey = operator.siteKey;
      const market = reads.findMarket(tip.marketId);
      if (!market || market.exEventId !== tip.exEventId) throw notFound('MARKET_NOT_FOUND', `No open market ${tip.marketId} in event ${tip.exEventId}`);
      const runner = market.runners.find((r) => r.runnerId === tip.runnerId);
      if (!runner) throw notFound('RUNNER_NOT_FOUND', `No runner ${tip.runnerId} in ${tip.marketId}`);
      const price = runner.availableToBack[0]?.price;
      if (price === undefined) throw conflict('MARKET_NOT_PRICED', `Runner ${tip.runnerId} has no back price to tip at`);
      const { tipId } = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const made = await insertTip(tx, { ...tip, siteKey, selectionName: runner.runnerName, odds100: toOdds100(price) });
        await recordAudit(tx, auditBy(operator, 'tip.publish', { kind: 'tip', id: String(made.tipId), name: tip.title }, undefined, { author: tip.author, marketId: tip.marketId, runner: runner.runnerName, odds: price }));
        return made;
      });
      publishProductChange(services.hub, 'tips');
      return { tipId, odds: price };
    },

    results: (sportId: ResultSport) => finishedEvents(db, sportId, RESULTS_LIMIT),
  };
}
