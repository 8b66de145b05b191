/**
 * The upline desk's older calls (/admin/users/…), kept for their clients, on the hierarchy's rules
 * (service/hierarchy.ts, service/scope.ts): credit a direct downline (the admin: anyone, from cash),
 * create a user one level below (the admin: under a named parent), block and unblock within the
 * caller's subtree. Each refusal is a ServiceError or DomainError.
 */
import type { Actor } from './audit';
import { creditDownline } from './hierarchy-credit';
import { hierarchyService } from './hierarchy';
import type { ExchangeServices } from './context';
import { assertDirectChild, scopeOf } from './scope';

export interface CreditInput {
  userName: string;
  amount: number;
  idempotencyKey: string;
}

export interface NewUserInput {
  userName: string;
  password: string;
  role: 'bettor' | 'agent';
  upline?: string | undefined;
}

export function userAdmin(services: ExchangeServices) {
  const { db } = services;
  const hierarchy = hierarchyService(services);

  return {
    /** Credit IN for a direct downline; replays the first answer for a repeated idempotency key. */
    async credit(actor: Actor, input: CreditInput) {
      const scope = await scopeOf(db, actor);
      const target = await assertDirectChild(db, scope, input.userName);
      const receipt = await creditDownline(services, actor, scope, target, { amount: input.amount, direction: 'IN', idempotencyKey: input.idempotencyKey });
      return { data: { txId: Number(receipt.txId), userName: receipt.userName, amount: receipt.amount } };
    },

    /** A user one level below the caller (the admin: under the named upline), with no share. */
    async createUser(actor: Actor, input: NewUserInput) {
      const user = await hierarchy.createUser(actor, { userName: input.userName, password: input.password, role: input.role, parent: input.upline, partnershipBps: 0 });
      return { userName: user.userName, isLogin: user.status.loginLocked ? 0 : 1, role: user.role, upline: user.parent };
    },

    /** isLogin 0 blocks the user: betting and banking are refused from the next request on. */
    async block(actor: Actor, userName: string, isLogin: 0 | 1) {
      const user = await hierarchy.setLoginLocked(actor, userName, isLogin === 0);
      return { userName: user.userName, isLogin };
    },
  };
}
