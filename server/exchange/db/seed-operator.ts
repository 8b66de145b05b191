/**
 * The first start of a store that is not the demo (issue #48): the site, the spec's sports and one
 * account, the operator (the hierarchy's top), whose password is unset. Nothing else: no demo
 * accounts, no markets, no known password. The operator sets a password through the setup link the
 * server prints (service/operator-setup.ts) or OPERATOR_PASSWORD_FILE; until then nobody can sign in
 * as the operator. The demo seed (seed.ts) is the other first start; startup.ts chooses.
 */
import { eq, sql } from 'drizzle-orm';
import { childPath } from '../domain/hierarchy';
import { SEED_LOCK_KEY, STARTUP_LOCK_CLASS, type Db } from './client';
import { seedSports } from './seed';
import { sites, sports, users } from './schema';

/** The operator's id and name, the same in the demo and outside it. */
export const OPERATOR = { userId: 'u-operator', userName: 'operator' } as const;

/**
 * The password hash of an operator who has not set a password yet: not in hashPassword's format, so
 * verifyPassword refuses every password against it.
 */
export const UNSET_PASSWORD_HASH = 'unset$operator-setup-pending';

/** Creates the site and the operator once: a no-op when a site exists already (any first start's, the demo's too). */
export async function seedOperatorIfEmpty(db: Db, siteKey: string): Promise<boolean> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(sites);
  if ((existing[0]?.n ?? 0) > 0) return false;
  let created = false;
  await db.transaction(async (tx) => {
    // The demo seed's lock: several processes starting at once on one PostgreSQL, one seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK_CLASS}, ${SEED_LOCK_KEY})`);
    const again = await tx.select({ n: sql<number>`count(*)::int` }).from(sites);
    if ((again[0]?.n ?? 0) > 0) return;
    created = true;
    await tx.insert(sites).values({ siteKey, name: 'Backlay' });
    await tx.insert(sports).values(seedSports);
    await tx.insert(users).values({
      ...OPERATOR,
      passwordHash: UNSET_PASSWORD_HASH,
      role: 'operator',
      isLogin: 1,
      siteKey,
      path: childPath('', OPERATOR.userId),
    });
  });
  return created;
}

/** Whether the operator still has no password (created by seedOperatorIfEmpty and never set). */
export async function operatorPasswordUnset(db: Db): Promise<boolean> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.userId, OPERATOR.userId));
  return row?.passwordHash === UNSET_PASSWORD_HASH;
}

/** Sets the operator's first password, only while it is unset (a set password is never overwritten). */
export async function setFirstOperatorPassword(db: Db, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash })
    .where(sql`${users.userId} = ${OPERATOR.userId} and ${users.passwordHash} = ${UNSET_PASSWORD_HASH}`)
    .returning({ userId: users.userId });
  return rows.length === 1;
}
