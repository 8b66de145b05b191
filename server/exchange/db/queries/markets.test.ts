import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../../tests/support/stores';
import { openDatabase, type Database } from '../client';
import { seedIfEmpty } from '../seed';
import { openMarketsWithBets } from './markets';

/** A promise and its resolver. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * A market's rebuild reads the store at one moment (openMarketsWithBets: one read-only repeatable-read
 * transaction). On PostgreSQL, a house bet released from its in-play delay while the rebuild reads must be
 * in exactly one of its reads: waiting, or placed. Made deterministic by a lock: another transaction holds
 * house_waiting_bets while the rebuild's earlier reads run, releases the bet (waiting → taken, and its house
 * bet written) and commits; only then can the rebuild read the waiting bets. With each read its own snapshot
 * (before 1bebb40) the bet was in neither: the house-bet read ran before the release, the waiting read after.
 * PGlite has one connection, so nothing can commit between its reads: the test runs on PostgreSQL only.
 */
describeOnPostgres('a market rebuild\'s reads', (pg) => {
  let database: Database;
  beforeAll(async () => {
    if (!pg) return;
    database = await openDatabase({ dataDir: '', databaseUrl: pg.url });
    await seedIfEmpty(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await pg?.stop();
  });

  it.runIf(pg !== null)('see a house bet released meanwhile once: the reads share one snapshot', async () => {
    const { db } = database;
    const open = (await db.execute(sql`select market_id from markets where settled_at is null and status = 'OPEN' order by market_id limit 1`)) as unknown as { rows: Array<{ market_id: string }> };
    const marketId = open.rows[0]!.market_id;
    const betId = `zz-snapshot-${Date.now().toString(36)}`;
    await db.execute(sql`insert into house_waiting_bets (bet_id, market_id, user_id, bet, release_at) values (${betId}, ${marketId}, 'u-demo', '{}'::jsonb, ${Date.now() + 3_600_000})`);
    const locked = signal();
    const release = signal();
    // The release, as the delay service makes it, in a transaction that holds the waiting bets until told.
    const releasing = db.transaction(async (tx) => {
      await tx.execute(sql`lock table house_waiting_bets in access exclusive mode`);
      locked.resolve();
      await release.promise;
      await tx.execute(sql`update house_waiting_bets set status = 'TAKEN' where bet_id = ${betId}`);
      await tx.execute(sql`insert into house_bets (bet_id, market_id, user_id, bet, placed_at) values (${betId}, ${marketId}, 'u-demo', '{}'::jsonb, ${Date.now()})`);
    });
    try {
      await locked.promise;
      const reading = openMarketsWithBets(db, [marketId]);
      // The rebuild has made its earlier reads and waits for the lock on the waiting bets.
      const until = Date.now() + 20_000;
      for (;;) {
        const waiting = (await db.execute(sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%order by "house_waiting_bets"."release_at"%' and query not ilike '%pg_stat_activity%'`)) as unknown as { rows: Array<{ n: number }> };
        if (waiting.rows[0]!.n > 0) break;
        if (Date.now() > until) throw new Error('the rebuild never waited for the waiting bets');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      release.resolve();
      await releasing;
      const read = await reading;
      const asWaiting = read.waitingRows.filter((row) => row.betId === betId).length;
      const asPlaced = read.betRows.filter((row) => row.betId === betId).length;
      // The moment the rebuild began at: the bet still waited.
      expect({ asWaiting, asPlaced }).toEqual({ asWaiting: 1, asPlaced: 0 });
      // And a rebuild now sees it placed, once.
      const after = await openMarketsWithBets(db, [marketId]);
      expect([after.waitingRows.filter((row) => row.betId === betId).length, after.betRows.filter((row) => row.betId === betId).length]).toEqual([0, 1]);
    } finally {
      release.resolve();
      await releasing.catch(() => undefined);
      await db.execute(sql`delete from house_bets where bet_id = ${betId}`);
      await db.execute(sql`delete from house_waiting_bets where bet_id = ${betId}`);
    }
  });
});
