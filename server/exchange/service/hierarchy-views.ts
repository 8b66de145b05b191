/**
 * What the back office shows of a user (issue #32): its place, money, shares and status, from one
 * stored row (db/queries/hierarchy.ts) and its total exposure (service/funds.ts, the one place
 * available is computed).
 */
import type { BackofficeLedgerLineView, BackofficeUserView } from '../../contract/backoffice-hierarchy';
import type { BackofficeUserRow } from '../db/queries/hierarchy';
import { pathIds, roleDisplayName } from '../domain/hierarchy';
import { balanceViewFrom } from './funds';


export type { BackofficeUserView };

const iso = (at: Date | string) => (at instanceof Date ? at : new Date(at)).toISOString();

/** A user's view from its stored row and its total exposure (funds.ts totalExposures). */
export function backofficeUserView(row: BackofficeUserRow, exposure: number): BackofficeUserView {
  const money = balanceViewFrom(Number(row.bankBalance), exposure, Number(row.held));
  return {
    userName: row.userName,
    role: row.role,
    roleName: roleDisplayName(row.role),
    parent: row.parent,
    level: Math.max(0, pathIds(row.path).length - 1),
    balance: money.bankBalance,
    creditReference: Number(row.creditReference),
    available: money.available,
    exposure: money.exposure,
    partnershipBps: row.partnershipBps,
    commissionBps: row.commissionBps,
    status: { bettingLocked: row.bettingLocked, loginLocked: row.isLogin === 0 },
    lastLoginAt: row.lastLoginAt === null ? null : iso(row.lastLoginAt),
    createdAt: iso(row.createdAt),
    downlineCount: Number(row.downlineCount),
  };
}

/** The latest ledger lines, newest first, each with the wallet after it (walking back from `wallet`). */
export function ledgerLinesWithBalance(wallet: number, lines: ReadonlyArray<{ txId: number; at: Date; amount: number; description: string }>): BackofficeLedgerLineView[] {
  let after = wallet;
  return lines.map((line) => {
    const row = { txId: String(line.txId), at: iso(line.at), amount: line.amount, balance: after, description: line.description };
    after -= line.amount;
    return row;
  });
}
