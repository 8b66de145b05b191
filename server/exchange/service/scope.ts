/**
 * The subtree rule every back-office read and act goes through (issue #32, docs/adr/hierarchy.md):
 * a caller sees and touches only users whose materialised path starts with its own
 * (`users.path LIKE caller.path || '%'`, written as the byte range [path, subtreeEnd(path)) so it is one
 * range scan on the text_pattern_ops index whatever the plan).
 * Anything outside is refused exactly as if it did not exist: a master must not even learn that
 * another master's user exists.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { userById, userNamed, type UserRow } from '../db/queries/users';
import { users } from '../db/schema';
import { isBackofficeRole, isInSubtree, subtreeEnd } from '../domain/hierarchy';
import { ServiceError, notFound } from './errors';

/** The caller's place in the tree: its path (the operator's subtree is its whole site). */
export interface Scope {
  userId: string;
  userName: string;
  role: AuthUser['role'];
  siteKey: string;
  path: string;
}

/** The refusal for a user outside the caller's subtree, worded like a user that does not exist. */
export const outsideScope = (userName: string) => notFound('USER_NOT_FOUND', `No user ${userName} in your downline`);

/** Refuses (403 PERMISSION_DENIED) a caller who is not a back-office user. */
export function assertBackoffice(caller: AuthUser): void {
  if (!isBackofficeRole(caller.role)) throw new ServiceError('forbidden', 'PERMISSION_DENIED', 'The back office is for uplines only');
}

/** The caller's scope, read from the store (its path is not in the session). */
export async function scopeOf(db: Db, caller: AuthUser): Promise<Scope> {
  assertBackoffice(caller);
  const row = await userById(db, caller.userId);
  if (!row) throw new ServiceError('unauthenticated', 'INVALID_SESSION_INFORMATION', 'The session user no longer exists');
  return { userId: row.userId, userName: row.userName, role: row.role, siteKey: row.siteKey, path: row.path };
}

/**
 * The SQL condition "in the scope's subtree" on `users` (the scope's own row included). The operator
 * holds its whole site (users created before the hierarchy, with no upline, included).
 */
export function inSubtree(scope: Scope, pathColumn: SQL | typeof users.path = users.path): SQL {
  if (scope.role === 'operator') return eq(users.siteKey, scope.siteKey);
  return sql`(${pathColumn} ~>=~ ${scope.path} and ${pathColumn} ~<~ ${subtreeEnd(scope.path)})`;
}

/** Whether `target` lies in the scope's subtree (pure check of a row already read). */
export function holds(scope: Scope, target: Pick<UserRow, 'path' | 'siteKey'>): boolean {
  if (scope.role === 'operator') return target.siteKey === scope.siteKey;
  return isInSubtree(scope.path, target.path);
}

/** The named user when it lies in the caller's subtree (the caller itself included), else USER_NOT_FOUND. */
export async function assertInSubtree(db: Db, caller: AuthUser | Scope, userName: string): Promise<UserRow> {
  const scope = 'path' in caller ? caller : await scopeOf(db, caller);
  const target = await userNamed(db, userName);
  if (!target || !holds(scope, target)) throw outsideScope(userName);
  return target;
}

/**
 * The named user when it is the caller's direct downline (acts that move money or decide requests);
 * the operator acts on any user of its site but itself. Anything else is USER_NOT_FOUND when outside
 * the subtree, PERMISSION_DENIED when deeper down.
 */
export async function assertDirectChild(db: Db, caller: AuthUser | Scope, userName: string): Promise<UserRow> {
  const scope = 'path' in caller ? caller : await scopeOf(db, caller);
  const target = await assertInSubtree(db, scope, userName);
  if (target.userId === scope.userId) throw new ServiceError('forbidden', 'PERMISSION_DENIED', 'You cannot act on your own account here');
  if (scope.role !== 'operator' && target.uplineId !== scope.userId) {
    throw new ServiceError('forbidden', 'PERMISSION_DENIED', `${userName} is not your direct downline`);
  }
  return target;
}

/** The users of the caller's subtree matching `where` (a convenience for counts and sums). */
export const subtreeWhere = (scope: Scope, where?: SQL) => (where ? and(inSubtree(scope), where)! : inSubtree(scope));
