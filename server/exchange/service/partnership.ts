/**
 * Setting a downline's partnership and commission, and keeping every bettor's share chain current
 * (issue #32, docs/adr/partnership.md). The rules are domain/partnership.ts's; this writes them.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { keptBelow, sharesOnPath, writeChainsBelow } from '../db/queries/share-chains';
import { pathIds } from '../domain/hierarchy';
import { WHOLE_BPS, maxShareFor, shareLeftBelow, shareWithin } from '../domain/partnership';
import type { PartnershipInput, PartnershipView } from '../../contract/backoffice-reports';
import type { ExchangeServices } from './context';
import { invalid } from './errors';
import { assertDirectChild, scopeOf } from './scope';
import { auditBy, recordAudit, userTarget, type Actor } from './audit';

/** One lock for every share change of a site: a parent's and a child's change must not pass each other's check. */
const partnershipLock = (siteKey: string) => `partnership:${siteKey}`;

/**
 * What a new or existing direct downline of the user at `parentPath` may keep: the whole less what
 * the levels from under the top down to the parent keep (the top keeps the rest, so its own does not count).
 */
export async function partnershipLeftUnder(db: Db, parentPath: string): Promise<number> {
  const levels = await sharesOnPath(db, parentPath);
  return shareLeftBelow(levels.slice(1).map((l) => l.partnershipBps));
}

/**
 * Writes a new share chain for every bettor in the subtree at `path` and points them at it. Call it
 * in the transaction that creates a bettor or changes any share or commission along its chain.
 */
export const rewriteChains = (db: Db, path: string) => writeChainsBelow(db, path);

export function partnershipService(services: ExchangeServices) {
  const { db } = services;
  return {
    /** An upline sets its direct downline's partnership and commission; refused outside the bound (PARTNERSHIP_OUT_OF_RANGE). */
    async setPartnership(caller: Actor, input: PartnershipInput): Promise<PartnershipView> {
      const scope = await scopeOf(db, caller);
      const target = await assertDirectChild(db, scope, input.userName);
      if (input.commissionBps !== null && !shareWithin(input.commissionBps, WHOLE_BPS)) throw invalid(`commissionBps must be a whole number 0–${WHOLE_BPS}`);
      if (target.role === 'bettor' && input.partnershipBps !== 0) throw invalid('A bettor keeps no partnership share: set 0', 'PARTNERSHIP_OUT_OF_RANGE');
      return services.locks.run([partnershipLock(target.siteKey)], async () => {
        const ids = pathIds(target.path);
        const parentPath = ids.length > 1 ? `/${ids.slice(0, -1).join('/')}/` : '';
        const left = parentPath ? await partnershipLeftUnder(db, parentPath) : WHOLE_BPS;
        const max = maxShareFor(left, await keptBelow(db, target.path));
        if (!shareWithin(input.partnershipBps, max)) {
          throw invalid(`partnershipBps must be a whole number 0–${max} (what ${target.userName}'s upline left, less what its downline keeps)`, 'PARTNERSHIP_OUT_OF_RANGE');
        }
        const chainsWritten = await db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as Db;
          await tx.update(users).set({ partnershipBps: input.partnershipBps, commissionBps: input.commissionBps }).where(eq(users.userId, target.userId));
          const written = await rewriteChains(tx, target.path);
          await recordAudit(
            tx,
            auditBy(caller, 'partnership.set', userTarget(target), { partnershipBps: target.partnershipBps, commissionBps: target.commissionBps }, { partnershipBps: input.partnershipBps, commissionBps: input.commissionBps }),
          );
          return written;
        });
        return { userName: target.userName, partnershipBps: input.partnershipBps, commissionBps: input.commissionBps, maxPartnershipBps: max, chainsWritten };
      });
    },
  };
}
