import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { events, markets, sports, tips } from '../schema';
import { eventListColumns, eventsWithNames } from './events';

/** Finished events of a product sport (lottery, virtual sports, binary), newest first, with their final scoreboard. */
export async function finishedEvents(db: Db, sportId: number, limit: number) {
  const rows = await eventsWithNames(db, { ...eventListColumns, status: events.status, score: events.score })
    .where(and(eq(events.sportId, sportId), eq(events.status, 'FINISHED')))
    .orderBy(desc(events.eventTime))
    .limit(limit);
  return rows.map((row) => ({ ...row, eventTime: row.eventTime.toISOString() }));
}

/** A site's newest tips with their event, sport and the result of the market they back (null until settled). */
export function tipsWithResults(db: Db, siteKey: string, limit: number) {
  return db
    .select({
      tipId: tips.tipId,
      exEventId: tips.exEventId,
      title: tips.title,
      body: tips.body,
      author: tips.author,
      confidence: tips.confidence,
      createdAt: tips.createdAt,
      marketId: tips.marketId,
      runnerId: tips.runnerId,
      selectionName: tips.selectionName,
      odds100: tips.odds100,
      eventName: events.eventName,
      sportId: events.sportId,
      sportName: sports.sportName,
      result: markets.result,
    })
    .from(tips)
    .leftJoin(events, eq(events.exEventId, tips.exEventId))
    .leftJoin(sports, eq(sports.sportId, events.sportId))
    .leftJoin(markets, eq(markets.marketId, tips.marketId))
    .where(eq(tips.siteKey, siteKey))
    .orderBy(desc(tips.createdAt), desc(tips.tipId))
    .limit(limit);
}

export interface NewTip {
  siteKey: string;
  exEventId: string;
  marketId: string;
  runnerId: string;
  selectionName: string;
  odds100: number;
  title: string;
  body: string;
  author: string;
  confidence: number;
}

/** Whether a tip backs the market (its settlement grades tips). */
export async function marketHasTips(db: Db, marketId: string): Promise<boolean> {
  const rows = await db.select({ tipId: tips.tipId }).from(tips).where(eq(tips.marketId, marketId)).limit(1);
  return rows.length > 0;
}

export async function insertTip(db: Db, tip: NewTip) {
  const [row] = await db.insert(tips).values(tip).returning({ tipId: tips.tipId });
  return row!;
}
