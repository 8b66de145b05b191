import type { BackofficeCreditView, CreditDirection, BackofficePasswordResetView, BackofficeUserCardView, BackofficeUserPageView, BackofficeUserView } from '../../contract/backoffice-hierarchy';
import type { RestClient } from './rest-client';

/** The hierarchy in the back office: a level's downline, user cards and acts (REST /backoffice/users…). Never cached. */
export class BackofficeHierarchyAPI {
  constructor(
    private readonly rest: RestClient,
    private readonly token: string | null,
  ) {}

  private mine<T>(path: string, body: unknown = {}): Promise<T> {
    return this.rest.data<T>({ path: `/backoffice/users/${path}`, body, token: this.token });
  }

  me = () => this.mine<BackofficeUserView>('me');
  children = (args: { parent?: string | null; search?: string | null; first?: number | null; after?: string | null }) =>
    this.mine<BackofficeUserPageView>('children', args);
  card = (userName: string) => this.mine<BackofficeUserCardView>('card', { userName });
  create = (input: { userName: string; password: string; role: string; parent?: string | null; partnershipBps: number; commissionBps?: number | null; creditAmount?: number | null }) =>
    this.mine<BackofficeUserView>('create', input);
  credit = (input: { userName: string; amount: number; direction: CreditDirection; idempotencyKey: string }) => this.mine<BackofficeCreditView>('credit', input);
  setCreditReference = (userName: string, creditReference: number) => this.mine<BackofficeUserView>('credit-reference', { userName, creditReference });
  setBettingLocked = (userName: string, locked: boolean) => this.mine<BackofficeUserView>('betting-lock', { userName, locked });
  setLoginLocked = (userName: string, locked: boolean) => this.mine<BackofficeUserView>('login-lock', { userName, locked });
  resetPassword = (userName: string) => this.mine<BackofficePasswordResetView>('reset-password', { userName });
  move = (userName: string, newParent: string, reason: string) => this.mine<BackofficeUserView>('move', { userName, newParent, reason });
}
