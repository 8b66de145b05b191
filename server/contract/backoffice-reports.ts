/**
 * The REST contract of the back office's reports, settle-up, dashboard and partnership (issue #32,
 * docs/adr/partnership.md): written once for the exchange that sends them and the gateway that reads
 * them. Types only. Money in paise.
 */

export type PnlGroup = 'user' | 'sport' | 'event' | 'market';

/** A level's part of a P&L row, summed over that level's users in the row: + the level gained. */
export interface LevelAmount {
  role: string;
  roleName: string;
  amount: number;
}

/** A row of the downline P&L: the caller's level and below, the levels above it as one figure. */
export interface PnlRow {
  key: string;
  label: string;
  /** Bettors' net after commission, + they won. */
  bettorsNet: number;
  mine: number;
  levels: LevelAmount[];
  upline: number;
}

export interface PnlReport {
  from: string;
  to: string;
  groupBy: PnlGroup;
  rows: PnlRow[];
  total: PnlRow;
}

/** A level and its upline: + the level owes up. */
export interface SettleUpBalance {
  userName: string;
  roleName: string;
  outstanding: number;
  sinceLast: number;
  lastSettledAt: string | null;
}

/** A settle-up recorded by an upline: + the downline paid the upline. */
export interface SettleUpRecord {
  id: string;
  downline: string;
  upline: string;
  amount: number;
  note: string;
  recordedBy: string;
  at: string;
}

export interface SettleUpStatement {
  upline: string | null;
  withUpline: SettleUpBalance | null;
  withDownline: SettleUpBalance[];
  history: SettleUpRecord[];
}

export interface RecordSettleUpInput {
  downlineUserName: string;
  amount: number;
  note: string;
  idempotencyKey: string;
}

export interface DashboardView {
  downlineSize: number;
  bettors: number;
  totalBalance: number;
  creditGiven: number;
  exposure: number;
  myPnlToday: number;
  myPnlWeek: number;
  downlinePnlToday: number;
  downlinePnlWeek: number;
  requestsWaiting: number;
}

export interface PartnershipInput {
  userName: string;
  partnershipBps: number;
  /** null: the site's default. */
  commissionBps: number | null;
}

export interface PartnershipView extends PartnershipInput {
  /** The most this user may keep now (what its upline left, less what its own downline keeps). */
  maxPartnershipBps: number;
  /** Bettors whose chain was rewritten. */
  chainsWritten: number;
}
