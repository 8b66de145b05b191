/**
 * The upline's and the operator's hold over users: credit a downline user (an agent from its own
 * wallet, the operator from cash), create users, block and unblock. Each refusal is a ServiceError.
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/password';
import { sessionCache } from '../auth/session-cache';
import type { AuthUser } from '../auth/sessions';
import { postTransaction } from '../db/queries/ledger';
import { setIsLogin, userNamed, type UserRow } from '../db/queries/users';
import { deposit, transfer } from '../domain/ledger';
import { checkNameFree, createUser } from './account';
import { userLock, type ExchangeServices } from './context';
import { ServiceError, invalid, notFound } from './errors';
import { balanceView } from './funds';
import { idempotent } from './idempotency';

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

  /** The named user, when the actor may act on it: an agent only on its own downline. */
  async function downlineUser(actor: AuthUser, userName: string): Promise<UserRow> {
    const target = await userNamed(db, userName);
    if (!target || (actor.role === 'agent' && target.uplineId !== actor.userId)) throw notFound('INVALID_INPUT_DATA', `No user ${userName} in your downline`);
    return target;
  }

  return {
    /** Replays the first answer for a repeated idempotency key. */
    async credit(actor: AuthUser, input: CreditInput) {
      const target = await downlineUser(actor, input.userName);
      return services.locks.run([userLock(actor.userId), userLock(target.userId)], async () => {
        const reply = await idempotent(db, actor.userId, input.idempotencyKey, input, async (tx) => {
          const reference = `credit:${actor.userId}:${input.idempotencyKey}`;
          let t;
          if (actor.role === 'operator') t = deposit(target.userId, input.amount, reference);
          else {
            const money = await balanceView(services, actor.userId, tx);
            t = transfer(actor.userId, target.userId, input.amount, reference, money.bankBalance, money.exposure + money.held);
          }
          const txId = await postTransaction(tx, t, `Credit from ${actor.userName}`);
          return { statusCode: 200, body: { data: { txId, userName: target.userName, amount: input.amount } } };
        });
        return reply.body;
      });
    },

    /** Operator: a new agent (no upline) or a bettor under a named agent; agent: a bettor in its own downline. */
    async createUser(actor: AuthUser, input: NewUserInput) {
      if (actor.role === 'agent' && (input.role !== 'bettor' || (input.upline !== undefined && input.upline !== actor.userName))) {
        throw new ServiceError('forbidden', 'PERMISSION_DENIED', 'An agent creates bettors in its own downline only');
      }
      let uplineId: string | null = null;
      if (actor.role === 'agent') uplineId = actor.userId;
      else if (input.role === 'bettor') {
        if (!input.upline) throw invalid('upline: a bettor needs an upline agent');
        const upline = await userNamed(db, input.upline);
        if (!upline || upline.role !== 'agent') throw notFound('INVALID_INPUT_DATA', `No agent ${input.upline}`);
        uplineId = upline.userId;
      } else if (input.upline !== undefined) throw invalid('upline: an agent has none');
      await checkNameFree(db, input.userName);
      const user = await createUser(db, {
        userId: `u-${randomUUID()}`,
        userName: input.userName,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        siteKey: actor.siteKey,
        uplineId,
      });
      return { ...user, upline: actor.role === 'agent' ? actor.userName : (input.upline ?? null) };
    },

    /** isLogin 0 blocks the user: betting and banking are refused from the next request on. */
    async block(actor: AuthUser, userName: string, isLogin: 0 | 1) {
      const target = await downlineUser(actor, userName);
      await setIsLogin(db, target.userId, isLogin);
      sessionCache(db).forgetUser(target.userId);
      return { userName: target.userName, isLogin };
    },
  };
}
