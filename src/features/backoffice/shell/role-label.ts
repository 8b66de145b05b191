import type { UPLINE_ROLES } from '../../../../machines/lib/storage';

/** A level above bettors (issue #32), as the exchange names it. */
export type UplineRole = (typeof UPLINE_ROLES)[number];

/** How every back-office screen names a role (agreed across the back office's parts). */
const ROLE_LABELS: Record<UplineRole | 'bettor', string> = {
  operator: 'Admin',
  super_master: 'Super master',
  master: 'Master',
  agent: 'Agent',
  bettor: 'Bettor',
};

/** The role's display name; an unknown role shows as the exchange sent it. */
export function roleLabel(role: string): string {
  return (ROLE_LABELS as Record<string, string>)[role] ?? role;
}

/** Whether the role is the site's operator (admin): the operator-only pages and acts. */
export const isOperator = (role: string | null | undefined): boolean => role === 'operator';
