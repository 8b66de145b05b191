import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { WaitingHouseBet } from '../../domain/house-delay';
import type { FancyBet } from '../../domain/fancy';
import type { HouseBet } from '../../domain/house-market';
import { houseBets, houseWaitingBets } from '../schema';

/** Stores house bets placed to wait out an in-play delay (WAITING). */
export async function saveWaitingBets(db: Db, rows: ReadonlyArray<{ marketId: string; bet: WaitingHouseBet<unknown> }>): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(houseWaitingBets).values(
    rows.map(({ marketId, bet }) => ({
      betId: bet.betId,
      marketId,
      userId: bet.userId,
      bet: bet as unknown as Record<string, unknown>,
      releaseAt: bet.releaseAt,
      // The bettor's share chain in force at placement (issue #32), read in the same statement.
      chainId: sql`(select u.chain_id from users u where u.user_id = ${bet.userId})`,
    })),
  );
}

/**
 * Ends waiting bets whose delay is over: the taken ones go into house_bets, the lapsed ones keep their
 * reason. Only rows still WAITING change, so a bet is taken at most once (a second process or a retry
 * finds it ended); answers the ids of the taken bets that were still waiting.
 */
export async function endWaitingBets(db: Db, marketId: string, taken: ReadonlyArray<HouseBet | FancyBet>, lapsed: ReadonlyArray<{ betId: string; reason: string }>): Promise<string[]> {
  const ended: string[] = [];
  if (taken.length > 0) {
    const rows = await db
      .update(houseWaitingBets)
      .set({ status: 'TAKEN' })
      .where(and(eq(houseWaitingBets.marketId, marketId), eq(houseWaitingBets.status, 'WAITING'), inArray(houseWaitingBets.betId, taken.map((b) => b.betId))))
      .returning({ betId: houseWaitingBets.betId });
    const still = new Set(rows.map((r) => r.betId));
    const bets = taken.filter((b) => still.has(b.betId));
    if (bets.length > 0) {
      await db.insert(houseBets).values(
        bets.map((bet) => ({
          betId: bet.betId,
          marketId,
          userId: bet.userId,
          bet: bet as unknown as Record<string, unknown>,
          placedAt: bet.placedAt,
          // A taken bet keeps the chain it was placed with, not the one in force when its delay ends.
          chainId: sql`(select w.chain_id from house_waiting_bets w where w.bet_id = ${bet.betId})`,
        })),
      );
    }
    ended.push(...still);
  }
  for (const { betId, reason } of lapsed) {
    await db
      .update(houseWaitingBets)
      .set({ status: 'LAPSED', reason })
      .where(and(eq(houseWaitingBets.betId, betId), eq(houseWaitingBets.status, 'WAITING')));
  }
  return ended;
}
