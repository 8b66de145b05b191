import { hashPassword } from '../../server/exchange/auth/password';
import { createSession } from '../../server/exchange/auth/sessions';
import { openDatabase, type Db } from '../../server/exchange/db/client';
import { postTransaction } from '../../server/exchange/db/queries/ledger';
import { users } from '../../server/exchange/db/schema';
import { seedIfEmpty } from '../../server/exchange/db/seed';
import { deposit } from '../../server/exchange/domain/ledger';

export const BENCH_PASSWORD = 'Bench-pass-1';

/**
 * Creates the store (migrations + demo seed) and `count` funded bettors under `agent` with a live
 * session each, through the exchange's own seed helpers, before the server starts: signing up
 * hundreds of users through REST costs two scrypt hashes (~0.3 s each, two at a time) per user,
 * minutes that say nothing about betting. Returns the bearer tokens.
 */
export async function seedBettors(opts: { dataDir: string; databaseUrl?: string; count: number; tag: string; funds: number }): Promise<string[]> {
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
    const tokens: string[] = [];
    for (const userId of ids) tokens.push(await createSession(db, userId, '127.0.0.1'));
    return tokens;
  } finally {
    await database.close();
  }
}
