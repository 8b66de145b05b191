import { UPLINE_ROLES } from '../../../../machines/lib/storage';
import { roleLabel } from '@/features/backoffice/shell/role-label';

const TOP_DOWN = [...UPLINE_ROLES, 'bettor'] as const;

/**
 * The levels a role may create (issue #32): the admin any level below it, every other level only the one
 * just below its own (a site with fewer levels skips a role above, never the one below a level in use).
 * Bettors create no one. The exchange decides; this only offers.
 */
export function creatableRoles(role: string): { role: string; name: string }[] {
  const at = (TOP_DOWN as readonly string[]).indexOf(role);
  if (at < 0 || role === 'bettor') return [];
  const below = role === 'operator' ? TOP_DOWN.slice(at + 1) : TOP_DOWN.slice(at + 1, at + 2);
  return below.map((r) => ({ role: r, name: roleLabel(r) }));
}
