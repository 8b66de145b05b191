/**
 * The hierarchy's rules (issue #32, docs/adr/hierarchy.md), the one place for them: the roles top
 * down, which of them a site uses (its `levels` setting), which role each level creates, what the
 * roles are called on screen, and how a materialised path reads. Pure: no store, no clock.
 */
import type { UserRole } from '../auth/sessions';
import { DomainError } from './errors';

/** Every role, top down: the operator (admin) first, bettors last. */
export const ROLE_ORDER = ['operator', 'super_master', 'master', 'agent', 'bettor'] as const satisfies readonly UserRole[];

/** The back-office roles, top down (every role but the bettor's). */
export type BackofficeRole = Exclude<UserRole, 'bettor'>;

/** The back-office roles, top down: every role but the bettor's. */
export const BACKOFFICE_ROLES = ['operator', 'super_master', 'master', 'agent'] as const satisfies readonly BackofficeRole[];

/** Basis points of the whole (the one definition is domain/partnership.ts's). */
export { WHOLE_BPS } from './partnership';

/** Levels above bettors a site may run: 2 (operator, agent) … 4 (operator, super master, master, agent). */
export const DEFAULT_LEVELS = 4;
export const MIN_LEVELS = 2;
export const MAX_LEVELS = 4;

const LEVEL_ROLES: Record<number, readonly BackofficeRole[]> = {
  4: ['operator', 'super_master', 'master', 'agent'],
  3: ['operator', 'master', 'agent'],
  2: ['operator', 'agent'],
};

const DISPLAY_NAMES: Record<UserRole, string> = {
  operator: 'Admin',
  super_master: 'Super master',
  master: 'Master',
  agent: 'Agent',
  bettor: 'Bettor',
};

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (ROLE_ORDER as readonly string[]).includes(value);
}

/** Every non-bettor works in the back office. */
export function isBackofficeRole(role: UserRole): role is BackofficeRole {
  return role !== 'bettor';
}

export function roleDisplayName(role: UserRole): string {
  return DISPLAY_NAMES[role];
}

/** The site's `levels` setting read safely: a missing or out-of-range value is the default. */
export function normaliseLevels(levels: number | null | undefined): number {
  return levels !== null && levels !== undefined && Number.isInteger(levels) && levels >= MIN_LEVELS && levels <= MAX_LEVELS ? levels : DEFAULT_LEVELS;
}

/** The roles in use for a site, top down, bettors last. */
export function rolesInUse(levels: number = DEFAULT_LEVELS): readonly UserRole[] {
  return [...LEVEL_ROLES[normaliseLevels(levels)]!, 'bettor'];
}

/** The role's depth in a site's tree: the operator 0, its children 1, …; -1 when the site does not use it. */
export function levelOf(role: UserRole, levels: number = DEFAULT_LEVELS): number {
  return rolesInUse(levels).indexOf(role);
}

/** The role a level creates: the one just below it in the site's tree; null for bettors (and unused roles). */
export function childRoleOf(role: UserRole, levels: number = DEFAULT_LEVELS): UserRole | null {
  const roles = rolesInUse(levels);
  const at = roles.indexOf(role);
  return at < 0 || at === roles.length - 1 ? null : roles[at + 1]!;
}

/** The role a new user's parent holds: the one just above it; null for the operator (and unused roles). */
export function parentRoleOf(role: UserRole, levels: number = DEFAULT_LEVELS): UserRole | null {
  const roles = rolesInUse(levels);
  const at = roles.indexOf(role);
  return at <= 0 ? null : roles[at - 1]!;
}

/**
 * Whether `creator` may create a user of `role`: a level creates only the level just below itself;
 * the operator any role below it (placed under a parent of the level just above). Nobody creates an operator.
 */
export function mayCreate(creator: UserRole, role: UserRole, levels: number = DEFAULT_LEVELS): boolean {
  if (role === 'operator' || levelOf(role, levels) < 0) return false;
  if (creator === 'operator') return true;
  return childRoleOf(creator, levels) === role;
}

/** Refuses (PERMISSION_DENIED) a creation `mayCreate` does not allow, naming the roles on screen. */
export function assertMayCreate(creator: UserRole, role: UserRole, levels: number = DEFAULT_LEVELS): void {
  if (mayCreate(creator, role, levels)) return;
  const child = childRoleOf(creator, levels);
  throw new DomainError(
    'PERMISSION_DENIED',
    child
      ? `${roleDisplayName(creator)} creates ${roleDisplayName(child).toLowerCase()}s only, not ${roleDisplayName(role).toLowerCase()}s`
      : `${roleDisplayName(creator)} creates no users`,
  );
}

/** A user's materialised path: its parent's path and its own id, each followed by '/'. */
export function childPath(parentPath: string | null | undefined, userId: string): string {
  return `${parentPath && parentPath.length > 0 ? parentPath : '/'}${userId}/`;
}

/** The ids on a path, top down (the user's own last). */
export function pathIds(path: string): string[] {
  return path.split('/').filter((part) => part.length > 0);
}

/** Whether `path` lies in the subtree rooted at `rootPath` (the root itself included). */
export function isInSubtree(rootPath: string, path: string): boolean {
  return rootPath.length > 0 && path.startsWith(rootPath);
}

/**
 * The first path after a subtree: every path in the subtree rooted at `rootPath` sorts bytewise in
 * [rootPath, subtreeEnd(rootPath)) — the root's closing '/' becomes '0', the character after '/'.
 * A range on the text_pattern_ops index (`~>=~`, `~<~`) that also serves when the root is a column
 * of another row (a LIKE with a computed pattern cannot use the index).
 */
export function subtreeEnd(rootPath: string): string {
  return `${rootPath.slice(0, -1)}0`;
}

/** Escapes LIKE's wildcards (% _ and the escape \) so a path matches itself literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The line a credit movement shows on both users' statements (IN: upline → downline; OUT: back up). */
export function creditDescription(upline: string, downline: string, direction: 'IN' | 'OUT'): string {
  return direction === 'IN' ? `Credit given: ${upline} → ${downline}` : `Credit taken back: ${downline} → ${upline}`;
}
