/**
 * Credit between an upline and its direct downline (issue #32): IN gives the downline credit out of
 * the upline's available balance, OUT takes it back (never more than the downline's available).
 * Each movement is one double entry in the ledger (domain/ledger.ts), on both users' statements; the
 * admin's credit comes from and goes back to the house's cash. Idempotent by key; both users'
 * locks are held, so identical requests racing each other post once.
 */
import type { CreditDirection } from '../../contract/backoffice-hierarchy';
import type { UserRow } from '../db/queries/users';
import { postTransaction } from '../db/queries/ledger';
import type { Db } from '../db/client';
import { creditDescription } from '../domain/hierarchy';
import { deposit, transfer, withdrawal, type LedgerTransaction } from '../domain/ledger';
import { userLock, type ExchangeServices } from './context';
import { balanceView } from './funds';
import { idempotent } from './idempotency';
import type { Scope } from './scope';
import { auditBy, recordAudit, userTarget, type Actor } from './audit';
import { auditMoneyInRefusal, checkDeposit } from './protections';
import { lockUsersFunds } from '../db/queries/funds';


export type { CreditDirection };

export interface CreditMove {
  amount: number;
  direction: CreditDirection;
  idempotencyKey: string;
}

export interface CreditReceipt {
  txId: string;
  userName: string;
  amount: number;
  direction: CreditDirection;
}

/**
 * Posts one movement inside `tx` (the caller holds both users' locks): the ledger refuses more than the
 * payer's available. Credit given is money into the downline's wallet: refused while it is timed out or
 * self-excluded, and counted toward its deposit limits (checkDeposit, under its row lock in this
 * transaction); credit taken back always may be.
 */
export async function postCredit(services: ExchangeServices, tx: Db, actor: Actor, upline: Scope, downline: Pick<UserRow, 'userId' | 'userName'>, move: CreditMove, reference: string) {
  // Both rows locked in id order first (each check below locks its own again, already held): no deadlock with a credit the other way.
  await lockUsersFunds(tx, [upline.userId, downline.userId]);
  const before = (await balanceView(services, downline.userId, tx)).bankBalance;
  let t: LedgerTransaction;
  if (move.direction === 'IN') {
    await checkDeposit(tx, downline.userId, move.amount, services.now(), { payee: downline.userName });
    if (upline.role === 'operator') t = deposit(downline.userId, move.amount, reference);
    else {
      const money = await balanceView(services, upline.userId, tx);
      t = transfer(upline.userId, downline.userId, move.amount, reference, money.bankBalance, money.exposure + money.held);
    }
  } else {
    const money = await balanceView(services, downline.userId, tx);
    t =
      upline.role === 'operator'
        ? withdrawal(downline.userId, move.amount, reference, money.bankBalance, money.exposure + money.held)
        : transfer(downline.userId, upline.userId, move.amount, reference, money.bankBalance, money.exposure + money.held);
  }
  const txId = await postTransaction(tx, t, creditDescription(upline.userName, downline.userName, move.direction), services.now());
  const after = before + (move.direction === 'IN' ? move.amount : -move.amount);
  await recordAudit(tx, auditBy(actor, move.direction === 'IN' ? 'credit.give' : 'credit.take', userTarget(downline), { balance: before }, { balance: after, amount: move.amount, txId: String(txId) }));
  return txId;
}

/** One credit movement, replayed for a repeated key (409 DUPLICATE_TRANSACTION for the key reused on another request). */
export async function creditDownline(services: ExchangeServices, actor: Actor, upline: Scope, downline: UserRow, move: CreditMove): Promise<CreditReceipt> {
  const request = { op: 'backoffice-credit', userName: downline.userName, amount: move.amount, direction: move.direction };
  return services.locks.run([userLock(upline.userId), userLock(downline.userId)], async () => {
    try {
      const reply = await idempotent<CreditReceipt>(services.db, upline.userId, move.idempotencyKey, request, async (tx) => {
        const txId = await postCredit(services, tx, actor, upline, downline, move, `credit:${upline.userId}:${move.idempotencyKey}`);
        return { statusCode: 200, body: { txId: String(txId), userName: downline.userName, amount: move.amount, direction: move.direction } };
      });
      return reply.body;
    } catch (err) {
      await auditMoneyInRefusal(services.db, actor, 'credit.give', userTarget(downline), move.amount, err);
      throw err;
    }
  });
}
