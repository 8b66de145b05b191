import type { RestClient } from './rest-client';

/** A user as the back office shows it (REST /backoffice/users…, service/hierarchy-views.ts). */
export interface BackofficeUserData {
  userName: string;
  role: string;
  roleName: string;
  parent: string | null;
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

export interface BackofficeUserCardData {
  user: BackofficeUserData;
  trail: string[];
  recentLogins: Array<{ at: string; ip: string | null; success: boolean }>;
  recentLedger: Array<{ txId: string; at: string; amount: number; balance: number; description: string }>;
}

export interface BackofficeCreditData {
  txId: string;
  direction: 'IN' | 'OUT';
  amount: number;
  user: BackofficeUserData;
  me: BackofficeUserData;
}

/** The hierarchy in the back office: a level's downline, user cards and acts (REST /backoffice/users…). Never cached. */
export class BackofficeHierarchyAPI {
  constructor(
    private readonly rest: RestClient,
    private readonly token: string | null,
  ) {}

  private mine<T>(path: string, body: unknown = {}): Promise<T> {
    return this.rest.data<T>({ path: `/backoffice/users/${path}`, body, token: this.token });
  }

  me = () => this.mine<BackofficeUserData>('me');
  children = (args: { parent?: string | null; search?: string | null; first?: number | null; after?: string | null }) =>
    this.mine<{ users: BackofficeUserData[]; nextCursor: string | null; total: number }>('children', args);
  card = (userName: string) => this.mine<BackofficeUserCardData>('card', { userName });
  create = (input: { userName: string; password: string; role: string; parent?: string | null; partnershipBps: number; commissionBps?: number | null; creditAmount?: number | null }) =>
    this.mine<BackofficeUserData>('create', input);
  credit = (input: { userName: string; amount: number; direction: 'IN' | 'OUT'; idempotencyKey: string }) => this.mine<BackofficeCreditData>('credit', input);
  setCreditReference = (userName: string, creditReference: number) => this.mine<BackofficeUserData>('credit-reference', { userName, creditReference });
  setBettingLocked = (userName: string, locked: boolean) => this.mine<BackofficeUserData>('betting-lock', { userName, locked });
  setLoginLocked = (userName: string, locked: boolean) => this.mine<BackofficeUserData>('login-lock', { userName, locked });
  resetPassword = (userName: string) => this.mine<{ userName: string; code: string; expiresAt: string }>('reset-password', { userName });
  move = (userName: string, newParent: string, reason: string) => this.mine<BackofficeUserData>('move', { userName, newParent, reason });
}
