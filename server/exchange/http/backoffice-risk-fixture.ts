/**
 * A hierarchy for the risk book and bet list tests (not a test itself): operator → super master
 * (20 %) → master (30 %) → agent (30 %) → bettors b1, b2, the operator keeping the rest (20 %); and a
 * second master (50 %) straight under the operator with its own bettor b3. Written to the store the
 * way the hierarchy writes it: materialised paths, partnership, a share chain per bettor.
 */
import { eq } from 'drizzle-orm';
import { createSession } from '../auth/sessions';
import type { Db } from '../db/client';
import { postTransaction } from '../db/queries/ledger';
import { shareChains, users } from '../db/schema';
import { deposit } from '../domain/ledger';

type Role = 'super_master' | 'master' | 'agent' | 'bettor';

export interface RiskFixture {
  tokens: Record<string, string>;
  /** Adds a bettor under a parent (with the parent's chain), funded; answers its token. */
  addBettor(userId: string, parentId: string): Promise<string>;
}

const OPERATOR = 'u-operator';
const levels: Array<{ userId: string; role: Role; parent: string; bps: number }> = [
  { userId: 'r-sm', role: 'super_master', parent: OPERATOR, bps: 2_000 },
  { userId: 'r-m', role: 'master', parent: 'r-sm', bps: 3_000 },
  { userId: 'r-a', role: 'agent', parent: 'r-m', bps: 3_000 },
  { userId: 'r-m2', role: 'master', parent: OPERATOR, bps: 5_000 },
];

export async function riskFixture(db: Db): Promise<RiskFixture> {
  const [operator] = await db.select({ path: users.path, siteKey: users.siteKey, passwordHash: users.passwordHash }).from(users).where(eq(users.userId, OPERATOR));
  const paths = new Map<string, string>([[OPERATOR, operator!.path || `/${OPERATOR}/`]]);
  const shares = new Map<string, number>();
  const insert = async (userId: string, role: Role, parent: string, bps: number) => {
    const path = `${paths.get(parent)!}${userId}/`;
    paths.set(userId, path);
    shares.set(userId, bps);
    await db.insert(users).values({ userId, userName: userId, passwordHash: operator!.passwordHash, role, uplineId: parent, siteKey: operator!.siteKey, path, partnershipBps: bps });
  };
  for (const l of levels) await insert(l.userId, l.role, l.parent, l.bps);
  // Staff sessions as a sign-in with its code leaves them (a staff session without its second step is none).
  const tokens: Record<string, string> = { operator: await createSession(db, OPERATOR, null, new Date(), 'totp') };
  for (const l of levels) tokens[l.userId] = await createSession(db, l.userId, null, new Date(), 'totp');

  async function addBettor(userId: string, parentId: string): Promise<string> {
    await insert(userId, 'bettor', parentId, 0);
    // The chain, top first: every level above the bettor with its share; the operator keeps the rest.
    const above = paths.get(userId)!.split('/').filter((id) => id && id !== userId && id !== OPERATOR);
    const kept = above.map((id) => ({ userId: id, role: levels.find((l) => l.userId === id)!.role as string, shareBps: shares.get(id)! }));
    const chain = [{ userId: OPERATOR, role: 'operator', shareBps: 10_000 - kept.reduce((s, l) => s + l.shareBps, 0) }, ...kept];
    const [row] = await db.insert(shareChains).values({ bettorId: userId, shares: chain }).returning({ chainId: shareChains.chainId });
    await db.update(users).set({ chainId: row!.chainId }).where(eq(users.userId, userId));
    await postTransaction(db, deposit(userId, 10_000_000, `test:opening:${userId}`), 'Opening balance');
    return (tokens[userId] = await createSession(db, userId, null));
  }
  await addBettor('r-b1', 'r-a');
  await addBettor('r-b2', 'r-a');
  await addBettor('r-b3', 'r-m2');
  return { tokens, addBettor };
}
