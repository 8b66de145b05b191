import { hashPassword } from '../../server/exchange/auth/password';
import { createSession } from '../../server/exchange/auth/sessions';
import { openDatabase, type Db } from '../../server/exchange/db/client';
import { sql } from 'drizzle-orm';
import { postTransaction } from '../../server/exchange/db/queries/ledger';
import { users } from '../../server/exchange/db/schema';
import { seedIfEmpty } from '../../server/exchange/db/seed';
import { CASH_ACCOUNT, deposit } from '../../server/exchange/domain/ledger';

export const BENCH_PASSWORD = 'Bench-pass-1';

/**
 * Creates the store (migrations + demo seed) and `count` funded bettors under `agent` with a live
 * session each, through the exchange's own seed helpers, before the server starts: signing up
 * hundreds of users through REST costs two scrypt hashes (~0.3 s each, two at a time) per user,
 * minutes that say nothing about betting. Returns the bearer tokens.
 */
export async function seedBettors(opts: { dataDir: string; databaseUrl?: string; count: number; tag: string; funds: number; history?: number }): Promise<string[]> {
  const database = await openDatabase({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl });
  try {
    const db: Db = database.db;
    await seedIfEmpty(db);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const ids = Array.from({ length: opts.count }, (_, i) => `u-bench-${opts.tag}-${i}`);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await tx.insert(users).values(ids.map((userId, i) => ({ userId, userName: `b${opts.tag}${i}`.slice(0, 24), passwordHash, role: 'bettor' as const, isLogin: 1, uplineId: 'u-agent', siteKey: 'demo' })));
      for (const userId of ids) await postTransaction(tx, deposit(userId, opts.funds, `bench:fund:${userId}`), 'Bench funding');
    });
    if (opts.history) await addHistory(db, ids, opts.history);
    const tokens: string[] = [];
    for (const userId of ids) tokens.push(await createSession(db, userId, '127.0.0.1'));
    return tokens;
  } finally {
    await database.close();
  }
}

/**
 * `--history=N`: each bettor's wallet gets N more ledger transactions (1-paisa deposits), as a bettor
 * who has been settled, paid and funded for months has. Written in SQL, 20 bettors a statement, so
 * seeding 200 × 1,000 takes seconds; it works on a store with or without kept balances (migration 0015).
 */
async function addHistory(db: Db, ids: readonly string[], perBettor: number): Promise<void> {
  for (let i = 0; i < ids.length; i += 20) {
    const chunk = JSON.stringify(ids.slice(i, i + 20));
    await db.execute(sql`
      with t as (
        insert into ledger_transactions (reference, kind, description)
        select 'bench:history:' || u || ':' || g, 'deposit', 'Bench history'
        from json_array_elements_text(${chunk}::json) u, generate_series(1, ${perBettor}::int) g
        returning tx_id, reference)
      insert into ledger_postings (tx_id, account, amount)
      select t.tx_id, p.account, p.amount from t,
        lateral (values (${CASH_ACCOUNT}, -1), ('wallet:' || split_part(substr(t.reference, 15), ':', 1), 1)) as p(account, amount)`);
  }
}
