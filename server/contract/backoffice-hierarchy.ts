/**
 * The REST contract of the hierarchy in the back office (issue #32, /api/backoffice/users/…), written
 * once for the exchange that sends it and the gateway that reads it. Types only. Money in paise.
 */

/** A user as the back office shows it: place in the tree, money, shares and status. */
export interface BackofficeUserView {
  userName: string;
  role: 'operator' | 'super_master' | 'master' | 'agent' | 'bettor';
  /** Admin, Super master, Master, Agent, Bettor. */
  roleName: string;
  parent: string | null;
  /** Depth in the tree: the admin 0. */
  level: number;
  balance: number;
  creditReference: number;
  available: number;
  exposure: number;
  partnershipBps: number;
  commissionBps: number | null;
  status: { bettingLocked: boolean; loginLocked: boolean };
  lastLoginAt: string | null;
  createdAt: string;
  downlineCount: number;
}

export interface BackofficeUserPageView {
  users: BackofficeUserView[];
  nextCursor: string | null;
  total: number;
}

export interface BackofficeLedgerLineView {
  txId: string;
  at: string;
  amount: number;
  balance: number;
  description: string;
}

export interface BackofficeUserCardView {
  user: BackofficeUserView;
  /** The uplines between the caller and the user, top down. */
  trail: string[];
  /** Whether the user has two-step sign-in on: only then may their upline reset it. */
  twoFactor: boolean;
  recentLogins: Array<{ at: string; ip: string | null; success: boolean }>;
  recentLedger: BackofficeLedgerLineView[];
}

export type CreditDirection = 'IN' | 'OUT';

export interface BackofficeCreditView {
  txId: string;
  userName: string;
  direction: CreditDirection;
  amount: number;
  user: BackofficeUserView;
  me: BackofficeUserView;
}

export interface BackofficePasswordResetView {
  userName: string;
  code: string;
  expiresAt: string;
}
