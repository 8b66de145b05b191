/**
 * The back office's P&L report and statement (issue #32): a caller's downline P&L from pnl_shares,
 * with its own level and every level below it; the levels above it are summed into one "upline"
 * figure, so an agent never sees its upline's shares.
 */
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/sessions';
import type { PnlGroup, PnlReport, PnlRow } from '../../contract/backoffice-reports';
import { pnlCells, type PnlCell, type ScopeSql } from '../db/queries/backoffice-reports';
import { BACKOFFICE_ROLES, roleDisplayName } from '../domain/hierarchy';
import type { ExchangeServices } from './context';
import { historyService } from './history';
import { inSubtree, scopeOf, type Scope } from './scope';

/** The subtree conditions of a scope, for the report queries. */
export function scopeSql(scope: Scope): ScopeSql {
  return { bettorsIn: inSubtree(scope), levelIn: scope.role === 'operator' ? sql`true` : inSubtree(scope, sql`u.path`), userId: scope.userId, path: scope.path };
}

/** One row from its cells: levels listed from the caller's role down, each summed over its users. */
function rowOf(key: string, label: string, cells: readonly PnlCell[], roles: readonly string[]): PnlRow {
  const sum = (pick: (c: PnlCell) => boolean) => cells.filter(pick).reduce((a, c) => a + c.amount, 0);
  return {
    key,
    label,
    bettorsNet: 0 - sum(() => true),
    mine: sum((c) => c.isMe),
    levels: roles.map((role) => ({ role, roleName: roleDisplayName(role as (typeof BACKOFFICE_ROLES)[number]), amount: sum((c) => c.inScope && c.role === role) })),
    upline: sum((c) => !c.inScope),
  };
}

export function backofficeReports(services: ExchangeServices) {
  const { db } = services;
  const history = historyService(services);
  return {
    async pnl(caller: AuthUser, from: Date, to: Date, groupBy: PnlGroup): Promise<PnlReport> {
      const scope = await scopeOf(db, caller);
      const cells = await pnlCells(db, scopeSql(scope), from, to, groupBy);
      const below = BACKOFFICE_ROLES.slice(BACKOFFICE_ROLES.indexOf(scope.role as (typeof BACKOFFICE_ROLES)[number]));
      const roles = below.filter((role) => role === scope.role || cells.some((c) => c.inScope && c.role === role));
      const groups = new Map<string, { label: string; cells: PnlCell[] }>();
      for (const c of cells) {
        const g = groups.get(c.key) ?? { label: c.label, cells: [] };
        g.cells.push(c);
        groups.set(c.key, g);
      }
      const rows = [...groups].map(([key, g]) => rowOf(key, g.label, g.cells, roles)).sort((a, b) => a.label.localeCompare(b.label));
      return { from: from.toISOString(), to: to.toISOString(), groupBy, rows, total: rowOf('TOTAL', 'Total', cells, roles) };
    },

    /** The caller's own ledger statement (the bettor's statement, for a back-office user). */
    async statement(caller: AuthUser, from: Date, to: Date) {
      await scopeOf(db, caller);
      return history.statement(caller.userId, from, to);
    },
  };
}
