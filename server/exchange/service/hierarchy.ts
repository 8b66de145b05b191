/**
 * The hierarchy in the back office (issue #32, docs/adr/hierarchy.md): a level's own figures, its
 * downline page by page, a user card, creating a user one level below (the admin anywhere), credit,
 * credit reference, locks, password resets and the admin's moves. Every read and act goes through
 * the subtree rule (service/scope.ts); acts that move money are for the direct downline only.
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/password';
import { sessionEvents, type AuthUser, type UserRole } from '../auth/sessions';
import type { Db } from '../db/client';
import { backofficeUserById, childrenPage, latestLedgerLines, moveSubtree, siteLevelsOf, updateUser, userNamesOf } from '../db/queries/hierarchy';
import { keptBelow } from '../db/queries/share-chains';
import { hasSecondFactor, loginAttemptsOf, userById, type UserRow } from '../db/queries/users';
import { assertMayCreate, childPath, isInSubtree, isUserRole, normaliseLevels, parentRoleOf, pathIds, roleDisplayName } from '../domain/hierarchy';
import { maxShareFor, shareWithin, WHOLE_BPS } from '../domain/partnership';
import { checkNameFree, createUser, issueResetCode } from './account';
import { userLock, type ExchangeServices } from './context';
import { ServiceError, invalid } from './errors';
import { partnershipLeftUnder, rewriteChains } from './partnership';
import { creditDownline, postCredit, type CreditMove } from './hierarchy-credit';
import { totalExposures } from './funds';
import { backofficeUserView, ledgerLinesWithBalance, type BackofficeUserView } from './hierarchy-views';
import { assertDirectChild, assertInSubtree, scopeOf, type Scope } from './scope';
import { auditBy, recordAudit, userTarget, type Actor } from './audit';

export interface NewDownlineInput {
  userName: string;
  password: string;
  role: string;
  parent?: string | undefined;
  partnershipBps: number;
  commissionBps?: number | null | undefined;
  creditAmount?: number | undefined;
}

export const CHILDREN_PAGE_MAX = 200;
const CHILDREN_PAGE_DEFAULT = 50;

export function hierarchyService(services: ExchangeServices) {
  const { db } = services;

  async function view(userId: string, at: Db = db): Promise<BackofficeUserView> {
    const row = await backofficeUserById(at, userId);
    if (!row) throw new ServiceError('not_found', 'USER_NOT_FOUND', 'No such user');
    return backofficeUserView(row, (await totalExposures(services, [userId], at)).get(userId) ?? 0);
  }

  const levelsOf = async (siteKey: string) => normaliseLevels(await siteLevelsOf(db, siteKey));

  /** The parent a new user of `role` goes under: the caller itself, or (the admin) a named user of the level just above. */
  async function parentFor(scope: Scope, role: UserRole, levels: number, parentName: string | undefined): Promise<UserRow> {
    if (scope.role !== 'operator') {
      if (parentName !== undefined && parentName !== scope.userName) {
        throw new ServiceError('forbidden', 'PERMISSION_DENIED', `${roleDisplayName(scope.role)} creates users directly below itself only`);
      }
      return (await userById(db, scope.userId))!;
    }
    const parentRole = parentRoleOf(role, levels);
    const parent = parentName === undefined ? await userById(db, scope.userId) : await assertInSubtree(db, scope, parentName);
    if (!parent || parent.role !== parentRole) {
      throw invalid(`parent: a ${roleDisplayName(role).toLowerCase()} goes under a ${roleDisplayName(parentRole ?? 'operator').toLowerCase()}`);
    }
    return parent;
  }

  return {
    async me(caller: AuthUser) {
      return view((await scopeOf(db, caller)).userId);
    },

    /** A page of `parent`'s direct downline (the caller's own by default), by name. */
    async children(caller: AuthUser, opts: { parent?: string | undefined; search?: string | undefined; first?: number | undefined; after?: string | undefined }) {
      const scope = await scopeOf(db, caller);
      const first = opts.first ?? CHILDREN_PAGE_DEFAULT;
      if (!Number.isInteger(first) || first < 1 || first > CHILDREN_PAGE_MAX) throw invalid(`first: 1 … ${CHILDREN_PAGE_MAX}`);
      const parent = opts.parent === undefined ? { userId: scope.userId } : await assertInSubtree(db, scope, opts.parent);
      const { rows, total } = await childrenPage(db, parent.userId, { search: opts.search, afterName: opts.after, limit: first });
      const page = rows.slice(0, first);
      const exposures = await totalExposures(services, page.map((r) => r.userId));
      return { users: page.map((r) => backofficeUserView(r, exposures.get(r.userId) ?? 0)), nextCursor: rows.length > first ? page[page.length - 1]!.userName : null, total };
    },

    /** A user of the caller's subtree with the way down to it and its recent activity. */
    async card(caller: AuthUser, userName: string) {
      const scope = await scopeOf(db, caller);
      const target = await assertInSubtree(db, scope, userName);
      const user = await view(target.userId);
      const ids = pathIds(target.path);
      const between = ids.slice(ids.indexOf(scope.userId) + 1, -1);
      const nameOf = await userNamesOf(db, between);
      const [logins, lines, twoFactor] = await Promise.all([loginAttemptsOf(db, target.userId, 10), latestLedgerLines(db, target.userId, 20), hasSecondFactor(db, target.userId)]);
      return {
        user,
        trail: between.map((id) => nameOf.get(id) ?? id),
        twoFactor,
        recentLogins: logins.map((l) => ({ at: l.at.toISOString(), ip: l.ip, success: l.success })),
        recentLedger: ledgerLinesWithBalance(user.balance, lines),
      };
    },

    /** A new user one level below the caller (the admin: any level), with its first credit, in one transaction. */
    async createUser(caller: Actor, input: NewDownlineInput) {
      const scope = await scopeOf(db, caller);
      if (!isUserRole(input.role)) throw invalid('role: operator, super_master, master, agent or bettor');
      const role = input.role;
      const levels = await levelsOf(scope.siteKey);
      assertMayCreate(scope.role, role, levels);
      const parent = await parentFor(scope, role, levels, input.parent);
      const left = role === 'bettor' ? 0 : await partnershipLeftUnder(db, parent.path);
      if (!shareWithin(input.partnershipBps, left)) {
        throw invalid(`partnershipBps must be a whole number 0–${left} (${role === 'bettor' ? 'a bettor keeps none' : 'what your chain left'})`, 'PARTNERSHIP_OUT_OF_RANGE');
      }
      const commission = input.commissionBps ?? null;
      if (commission !== null && !shareWithin(commission, WHOLE_BPS)) throw invalid(`commissionBps must be a whole number 0–${WHOLE_BPS}`);
      await checkNameFree(db, input.userName);
      const userId = `u-${randomUUID()}`;
      const passwordHash = await hashPassword(input.password);
      const credit = input.creditAmount ?? 0;
      await services.locks.run([userLock(scope.userId), userLock(userId)], () =>
        db.transaction(async (tx) => {
          await createUser(tx as unknown as Db, {
            userId,
            userName: input.userName,
            passwordHash,
            role,
            siteKey: scope.siteKey,
            uplineId: parent.userId,
            path: childPath(parent.path, userId),
            partnershipBps: input.partnershipBps,
            commissionBps: commission,
          });
          if (role === 'bettor') await rewriteChains(tx as unknown as Db, childPath(parent.path, userId));
          const created = { userId, userName: input.userName };
          if (credit > 0) {
            const move: CreditMove = { amount: credit, direction: 'IN', idempotencyKey: `create:${userId}` };
            await postCredit(services, tx as unknown as Db, caller, scope, created, move, `credit:create:${userId}`);
          }
          // Last in the transaction, as every audit write is: the site's chain head is the last lock an act takes.
          await recordAudit(tx as unknown as Db, auditBy(caller, 'user.create', userTarget(created), undefined, { role, parent: parent.userName, partnershipBps: input.partnershipBps, commissionBps: commission, credit }));
        }),
      );
      return view(userId);
    },

    /** Credit in (out of the caller's available) or out (at most the downline's available) for a direct downline. */
    async credit(caller: Actor, input: { userName: string } & CreditMove) {
      const scope = await scopeOf(db, caller);
      const target = await assertDirectChild(db, scope, input.userName);
      const receipt = await creditDownline(services, caller, scope, target, input);
      return { ...receipt, user: await view(target.userId), me: await view(scope.userId) };
    },

    async setCreditReference(caller: Actor, userName: string, creditReference: number) {
      if (!Number.isSafeInteger(creditReference) || creditReference < 0) throw invalid('creditReference: whole paise, 0 or more');
      const target = await assertDirectChild(db, caller, userName);
      await db.transaction(async (tx) => {
        await updateUser(tx as unknown as Db, target.userId, { creditReference });
        await recordAudit(tx as unknown as Db, auditBy(caller, 'limits.credit_reference', userTarget(target), { creditReference: target.creditReference }, { creditReference }));
      });
      return view(target.userId);
    },

    /** Locks or unlocks betting for a user below the caller (login and banking still work). */
    async setBettingLocked(caller: Actor, userName: string, locked: boolean) {
      const target = await belowCaller(caller, userName);
      await db.transaction(async (tx) => {
        await updateUser(tx as unknown as Db, target.userId, { bettingLocked: locked });
        await recordAudit(tx as unknown as Db, auditBy(caller, locked ? 'user.bet_lock' : 'user.bet_unlock', userTarget(target), { bettingLocked: target.bettingLocked }, { bettingLocked: locked }));
      });
      sessionEvents(db).usersChanged([target.userId]);
      return view(target.userId);
    },

    /** Locks or unlocks the login of a user below the caller: a locked user's requests are refused from the next one on. */
    async setLoginLocked(caller: Actor, userName: string, locked: boolean) {
      const target = await belowCaller(caller, userName);
      await db.transaction(async (tx) => {
        await updateUser(tx as unknown as Db, target.userId, { isLogin: locked ? 0 : 1 });
        await recordAudit(tx as unknown as Db, auditBy(caller, locked ? 'user.block' : 'user.unblock', userTarget(target), { isLogin: target.isLogin }, { isLogin: locked ? 0 : 1 }));
      });
      sessionEvents(db).usersChanged([target.userId]);
      return view(target.userId);
    },

    /** A reset code for a direct downline user, for the caller to hand over (the user sets a new password with it). */
    async resetPassword(caller: Actor, userName: string) {
      const target = await assertDirectChild(db, caller, userName);
      // The code itself is never audited: only that the upline issued one, and until when.
      const { code, expiresAt } = await issueResetCode(services, target.userId, (tx, expires) => recordAudit(tx, auditBy(caller, 'user.password_reset', userTarget(target), undefined, { codeIssued: true, expiresAt: expires })));
      return { userName: target.userName, code, expiresAt: expiresAt.toISOString() };
    },

    /** The admin moves a user (and its subtree) under a new parent of the level just above; recorded with the reason. */
    async moveUser(caller: Actor, input: { userName: string; newParent: string; reason: string }) {
      const scope = await scopeOf(db, caller);
      if (scope.role !== 'operator') throw new ServiceError('forbidden', 'PERMISSION_DENIED', 'Only the admin moves users');
      if (input.reason.trim().length === 0) throw invalid('reason: say why the user moves');
      const levels = await levelsOf(scope.siteKey);
      return services.locks.run([`hierarchy:${scope.siteKey}`], async () => {
        const target = await assertInSubtree(db, scope, input.userName);
        const parent = await assertInSubtree(db, scope, input.newParent);
        if (target.role === 'operator') throw new ServiceError('forbidden', 'PERMISSION_DENIED', 'The admin is not moved');
        if (parent.role !== parentRoleOf(target.role, levels)) throw invalid(`newParent: a ${roleDisplayName(target.role).toLowerCase()} goes under a ${roleDisplayName(parentRoleOf(target.role, levels) ?? 'operator').toLowerCase()}`);
        if (isInSubtree(target.path, parent.path)) throw invalid('newParent: a user cannot move under its own downline');
        if (target.uplineId === parent.userId) throw invalid(`newParent: ${input.userName} is already under ${input.newParent}`);
        const max = maxShareFor(await partnershipLeftUnder(db, parent.path), await keptBelow(db, target.path));
        if (target.role !== 'bettor' && !shareWithin(target.partnershipBps, max)) {
          throw invalid(`${input.userName} keeps ${target.partnershipBps} bps; under ${input.newParent} it may keep at most ${max}`, 'PARTNERSHIP_OUT_OF_RANGE');
        }
        const newPath = childPath(parent.path, target.userId);
        await db.transaction(async (tx) => {
          await moveSubtree(tx as unknown as Db, {
            userId: target.userId,
            oldPath: target.path,
            newPath,
            fromParent: target.uplineId,
            toParent: parent.userId,
            byUserId: scope.userId,
            reason: input.reason.trim(),
          });
          // The moved bettors' chains now run through the new parent (domain/partnership.ts).
          await rewriteChains(tx as unknown as Db, newPath);
          const from = target.uplineId ? ((await userNamesOf(tx as unknown as Db, [target.uplineId])).get(target.uplineId) ?? target.uplineId) : null;
          await recordAudit(tx as unknown as Db, auditBy(caller, 'user.move', userTarget(target), { parent: from }, { parent: parent.userName, reason: input.reason.trim() }));
        });
        // Its upline is read from its session (a transfer to "my upline"): read again.
        sessionEvents(db).usersChanged([target.userId]);
        return view(target.userId);
      });
    },
  };

  /** A user strictly below the caller in its subtree. */
  async function belowCaller(caller: AuthUser, userName: string): Promise<UserRow> {
    const scope = await scopeOf(db, caller);
    const target = await assertInSubtree(db, scope, userName);
    if (target.userId === scope.userId) throw new ServiceError('forbidden', 'PERMISSION_DENIED', 'You cannot lock your own account');
    return target;
  }
}

export type HierarchyService = ReturnType<typeof hierarchyService>;
