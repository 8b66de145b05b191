import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuthUser } from '../../server/exchange/auth/sessions';
import { openDatabase, type Database } from '../../server/exchange/db/client';
import { seedIfEmpty } from '../../server/exchange/db/seed';
import { createExchange, type Exchange } from '../../server/exchange/service/exchange';
import { fundedBettor, ledgerState, ownedExchangeMarkets, restingBack, storedExposure, waitFor } from '../support/funded-bettor';
import { describeOnPostgres } from '../support/stores';

/**
 * Money across processes (issue #33, docs/adr/user-funds.md): two independent exchanges in this test
 * process, each with its own Database (pool and owner connection, its own partition leases) on one real
 * PostgreSQL, so each matches different markets. One bettor whose balance covers one bet but not two
 * fires several bets at a market of each at once, round after round: exactly one is ever accepted,
 * balance − Σ exposure never goes below 0, the stored rows are what both engines hold, and the ledger
 * still balances. Without the users-row lock and the stored exposure each process would accept one.
 */
const BALANCE = 100_000;
const ROUNDS = 150;

describeOnPostgres('one bettor, two exchange processes', (pg) => {
  const dirs: string[] = [];
  const databases: Database[] = [];
  const exchanges: Exchange[] = [];
  let bettor: AuthUser;

  const open = async (instanceId: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'backlay-funds-cluster-'));
    dirs.push(dir);
    const database = await openDatabase({ dataDir: dir, databaseUrl: pg!.url, instanceId });
    databases.push(database);
    if (databases.length === 1) await seedIfEmpty(database.db);
    const exchange = await createExchange(database.db, undefined, { ownerDb: database.ownerDb });
    exchanges.push(exchange);
    return exchange;
  };

  beforeAll(async () => {
    if (!pg) return;
    const a = await open('funds-a');
    const b = await open('funds-b');
    await waitFor(() => ownedExchangeMarkets(a).length > 0 && ownedExchangeMarkets(b).length > 0, 'both processes to own exchange markets', 120_000);
    bettor = await fundedBettor(databases[0]!.db, 'u-funds-cluster', BALANCE);
  }, 240_000);
  afterAll(async () => {
    for (const exchange of exchanges) await exchange.close();
    for (const database of databases) await database.close();
    await pg?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it.runIf(pg !== null)('never lets bets fired at both at once spend more than the balance', async () => {
    const [a, b] = exchanges as [Exchange, Exchange];
    const db = databases[0]!.db;
    const x = ownedExchangeMarkets(a)[0]!;
    const y = ownedExchangeMarkets(b)[0]!;
    expect(b.services.ownership?.ownsMarket(x)).toBe(false);
    expect(a.services.ownership?.ownsMarket(y)).toBe(false);
    const runnerOf = (exchange: Exchange, marketId: string) => exchange.registry.get(marketId)!.runners[0]!.runnerId;
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        // A stake more than half the balance (two never fit) and up to all of it; 1–4 bets at each process.
        fc.integer({ min: BALANCE / 2 + 1, max: BALANCE }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        async (stake, atA, atB) => {
          round++;
          const bets = [
            ...Array.from({ length: atA }, (_, i) => ({ exchange: a, marketId: x, key: `r${round}-a${i}` })),
            ...Array.from({ length: atB }, (_, i) => ({ exchange: b, marketId: y, key: `r${round}-b${i}` })),
          ];
          const settled = await Promise.allSettled(bets.map((t) => t.exchange.betting.place(bettor, restingBack(t.marketId, runnerOf(t.exchange, t.marketId), stake, t.key))));
          const accepted = settled.flatMap((s, i) => (s.status === 'fulfilled' ? [{ ...bets[i]!, betId: s.value.body.data.betId }] : []));
          const refusals = settled.flatMap((s) => (s.status === 'rejected' ? [(s.reason as { code?: string }).code] : []));
          expect(accepted).toHaveLength(1);
          expect(refusals.every((code) => code === 'INSUFFICIENT_FUNDS')).toBe(true);

          const stored = await storedExposure(db, bettor.userId);
          const { wallet, imbalance } = await ledgerState(db, bettor.userId);
          expect(wallet).toBe(BALANCE);
          expect(imbalance).toBe(0);
          expect(wallet - Object.values(stored).reduce((sum, e) => sum + e, 0)).toBeGreaterThanOrEqual(0);
          const engines = { [x]: a.registry.exposureIn(bettor.userId, x), [y]: b.registry.exposureIn(bettor.userId, y) };
          expect(stored).toEqual(Object.fromEntries(Object.entries(engines).filter(([, e]) => e !== 0)));
          expect(wallet - engines[x]! - engines[y]!).toBeGreaterThanOrEqual(0);

          // Back to no exposure for the next round: the accepted bet is cancelled by its market's owner.
          const [won] = accepted as [(typeof accepted)[number]];
          await won.exchange.betting.cancel(bettor, { betId: won.betId, marketId: won.marketId });
          expect(await storedExposure(db, bettor.userId)).toEqual({});
        },
      ),
      { numRuns: ROUNDS },
    );
    expect(round).toBe(ROUNDS);
  }, 600_000);

  it.runIf(pg !== null)('keeps the money right when the other process takes a market over', async () => {
    const [a, b] = exchanges as [Exchange, Exchange];
    const db = databases[1]!.db;
    const x = ownedExchangeMarkets(a)[0]!;
    const y = ownedExchangeMarkets(b)[0]!;
    const runnerOf = (exchange: Exchange, marketId: string) => exchange.registry.get(marketId)!.runners[0]!.runnerId;
    await a.betting.place(bettor, restingBack(x, runnerOf(a, x), 60_000, 'takeover-1'));
    // A row gone astray (as if the store had drifted): the new owner's rebuild writes the market's rows again.
    await db.execute(sql`update user_market_exposure set exposure_paise = 1 where market_id = ${x}`);
    // A stops: its owner connection, and with it its leases, are gone; b takes x over and rebuilds it.
    await a.close();
    await databases[0]!.close();
    exchanges.shift();
    databases.shift();
    await waitFor(() => b.services.ownership?.ownsMarket(x) === true, 'the survivor to take the market over', 120_000);
    expect(b.registry.exposureIn(bettor.userId, x)).toBe(60_000);
    expect(await storedExposure(db, bettor.userId)).toEqual({ [x]: 60_000 });
    // Both markets are b's now: what is left of the balance is all it takes.
    await expect(b.betting.place(bettor, restingBack(y, runnerOf(b, y), 40_001, 'takeover-2'))).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await b.betting.place(bettor, restingBack(y, runnerOf(b, y), 40_000, 'takeover-3'));
    expect(await storedExposure(db, bettor.userId)).toEqual({ [x]: 60_000, [y]: 40_000 });
    expect((await ledgerState(db, bettor.userId)).wallet).toBe(BALANCE);
  }, 300_000);
});
