/**
 * Banking as the exchange does it: deposit requests against the site's methods, withdrawals held
 * against the available balance, transfers between a user and their upline, saved bank accounts,
 * reward offers and claims, and the upline's desk (its downline's requests, decisions and totals).
 * The HTTP layer checks the body's shape and calls these; the rules and refusals live here.
 */
import { auditBy, recordAudit, userTarget, type Actor } from './audit';
import { isUniqueViolation } from '../db/errors';
import { randomUUID } from 'node:crypto';
import type { BankingRequestView, WithdrawalDestination } from '../../contract/banking';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/client';
import {
  bankAccountCount,
  bankAccountOf,
  bankAccountsOf,
  deleteBankAccount,
  depositMethodOf,
  depositMethodsOf,
  downlineUsersOf,
  insertBankAccount,
  insertBankingRequest,
  markRewardClaimed,
  offerReferralReward,
  requestOf,
  requestsOf,
  requestsOfUsers,
  requestsSince,
  requestWithOwner,
  rewardOfferOf,
  rewardOffersOf,
  sameBankAccount,
  setRequestDecision,
  userByName,
  utrTaken,
  walletRowsByReference,
  type BankAccountRecord,
  type BankingRequestRecord,
  type RewardOfferRecord,
} from '../db/queries/banking';
import { postTransaction } from '../db/queries/ledger';
import { lockUsersFunds } from '../db/queries/funds';
import { deposit, transfer, walletAccount, withdrawal } from '../domain/ledger';
import { publishBalance, publishBankingRequest } from './banking-events';
import { userLock, type ExchangeServices } from './context';
import { conflict, invalid, notFound, ServiceError } from './errors';
import { auditMoneyInRefusal, checkDeposit } from './protections';
import { balanceView } from './funds';
import { idempotent } from './idempotency';

/** How many bank accounts a user may keep. */
export const MAX_BANK_ACCOUNTS = 5;
/** How far back the desk's totals may look, days. */
export const DESK_TOTALS_MAX_DAYS = 7;

const DAY_MS = 86_400_000;

export const requestView = (r: BankingRequestRecord, userName: string): BankingRequestView => ({
  requestId: r.requestId,
  userName,
  kind: r.kind,
  amount: r.amount,
  methodId: r.methodId,
  utr: r.utr,
  destination: r.destination ?? null,
  status: r.status,
  history: r.history,
  createdAt: r.createdAt.toISOString(),
});

/** A reward offer as the caller sees it: claimed, expired or claimable at `now`. */
const offerView = (r: RewardOfferRecord, now: Date) => ({
  rewardId: r.rewardId,
  description: r.description,
  amount: r.amount,
  status: r.claimedAt ? 'CLAIMED' : r.expiresAt && r.expiresAt <= now ? 'EXPIRED' : 'CLAIMABLE',
  claimedAt: r.claimedAt?.toISOString() ?? null,
  expiresAt: r.expiresAt?.toISOString() ?? null,
});

/** A wallet row of a transfer as `transfers` lists it (and `transfer` answers with the sender's). */
const transferEntryView = (r: { txId: number; description: string; at: Date; amount: number }) => ({ txId: String(r.txId), description: r.description, at: r.at.toISOString(), amount: r.amount });

const accountView = (a: BankAccountRecord) => ({
  accountId: a.accountId,
  accountHolder: a.accountHolder,
  accountNumber: a.accountNumber,
  ifsc: a.ifsc,
  bankName: a.bankName,
  createdAt: a.createdAt.toISOString(),
});

export interface WithdrawInput {
  amount: number;
  /** A saved bank account, or else … */
  accountId?: string;
  /** … where to pay. */
  destination?: WithdrawalDestination;
  idempotencyKey?: string;
}

export interface NewBankAccount {
  accountHolder: string;
  accountNumber: string;
  ifsc: string;
  bankName: string;
}

export function bankingService(services: ExchangeServices) {
  const { db, locks } = services;

  const deskTotals = { depositsApproved: 0, depositsApprovedCount: 0, withdrawalsApproved: 0, withdrawalsApprovedCount: 0, rejectedCount: 0, pendingDeposits: 0, pendingWithdrawals: 0, pendingCount: 0 };

  return {
    async methods(user: AuthUser) {
      return (await depositMethodsOf(db, user.siteKey)).map(({ siteKey: _site, ...m }) => m);
    },

    /** A deposit request: the amount within the method's limits, a UTR never seen before. */
    async deposit(user: AuthUser, body: { amount: number; methodId: string; utr: string }): Promise<BankingRequestView> {
      const method = await depositMethodOf(db, user.siteKey, body.methodId);
      if (!method) throw notFound('INVALID_INPUT_DATA', `No deposit method '${body.methodId}'`);
      if (body.amount < method.minAmount || body.amount > method.maxAmount) {
        throw invalid(`${method.name} takes ${method.minAmount / 100}–${method.maxAmount / 100}`, 'INVALID_BET_SIZE');
      }
      const utr = body.utr.toUpperCase();
      const duplicate = () => conflict('DUPLICATE_UTR', `UTR ${utr} has already been submitted`);
      if (await utrTaken(db, utr)) throw duplicate();
      // The check and the insert in one transaction under the user's row lock (checkDeposit): two requests at
      // once, on any process, cannot both fit the room a deposit limit leaves.
      try {
        const row = await db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as Db;
          await checkDeposit(tx, user.userId, body.amount, services.now());
          return insertBankingRequest(tx, {
            requestId: `dep-${randomUUID()}`,
            // Dated by the exchange's clock, which the deposit limits' periods are counted by.
            createdAt: services.now(),
            userId: user.userId,
            kind: 'DEPOSIT',
            amount: body.amount,
            methodId: method.methodId,
            utr,
            history: [{ status: 'PENDING', at: services.now().toISOString(), note: 'Deposit request received' }],
          });
        });
        const made = requestView(row, user.userName);
        publishBankingRequest(services, made, user);
        return made;
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicate();
        throw err;
      }
    },

    /** A withdrawal request, held against the available balance at once (once per idempotency key). */
    async withdraw(user: AuthUser, body: WithdrawInput): Promise<BankingRequestView> {
      let destination = body.destination as Record<string, string> | undefined;
      if (body.accountId) {
        const account = await bankAccountOf(db, user.userId, body.accountId);
        if (!account) throw notFound('ACCOUNT_NOT_FOUND', `No saved bank account ${body.accountId}`);
        destination = { accountHolder: account.accountHolder, accountNumber: account.accountNumber, ifsc: account.ifsc, bankName: account.bankName };
      }
      const made = await locks.run([userLock(user.userId)], async () => {
        const hold = async (tx: Db) => {
          const money = await balanceView(services, user.userId, tx);
          if (body.amount > money.available) throw invalid(`Only ${money.available / 100} is available to withdraw`, 'INSUFFICIENT_FUNDS');
          const row = await insertBankingRequest(tx, {
            requestId: `wd-${randomUUID()}`,
            createdAt: services.now(),
            userId: user.userId,
            kind: 'WITHDRAWAL',
            amount: body.amount,
            destination,
            history: [{ status: 'PENDING', at: services.now().toISOString(), note: 'Withdrawal request received' }],
          });
          return requestView(row, user.userName);
        };
        // With a key, a repeat (a double tap, a retried request) returns the first request instead of holding twice.
        if (!body.idempotencyKey) return { view: await hold(db), replayed: false };
        const once = await idempotent(db, user.userId, body.idempotencyKey, body, async (tx) => ({ statusCode: 201, body: await hold(tx) }));
        return { view: once.body, replayed: once.replayed };
      });
      if (!made.replayed) {
        publishBankingRequest(services, made.view, user);
        await publishBalance(services, [user.userId]);
      }
      return made.view;
    },

    async requests(user: AuthUser): Promise<BankingRequestView[]> {
      return (await requestsOf(db, user.userId)).map((r) => requestView(r, user.userName));
    },

    async request(user: AuthUser, requestId: string): Promise<BankingRequestView> {
      const row = await requestOf(db, requestId, user.userId);
      if (!row) throw notFound('INVALID_INPUT_DATA', `No request ${requestId}`);
      return requestView(row, user.userName);
    },

    /** Money to the user's upline or a user of their downline, once per idempotency key. */
    async transfer(user: Actor, body: { toUserName: string; amount: number; idempotencyKey: string }) {
      const to = await userByName(db, body.toUserName);
      const related = to && (to.uplineId === user.userId || user.uplineId === to.userId);
      if (!to || !related) throw new ServiceError('forbidden', 'PERMISSION_DENIED', 'Transfers go only between a user and their upline or downline');
      // Money to a user of the caller's downline is the upline's money put in that wallet: its protections are checked (checkDeposit).
      const toDownline = to.uplineId === user.userId;
      return locks.run([userLock(user.userId), userLock(to.userId)], async () => {
        const reply = await idempotent(db, user.userId, body.idempotencyKey, body, async (tx) => {
          // Both rows locked in id order first (the checks below lock their own again, already held): no deadlock with a transfer the other way.
          await lockUsersFunds(tx, [user.userId, to.userId]);
          if (toDownline) await checkDeposit(tx, to.userId, body.amount, services.now(), { payee: to.userName });
          const money = await balanceView(services, user.userId, tx);
          const reference = `transfer:${user.userId}:${body.idempotencyKey}`;
          const t = transfer(user.userId, to.userId, body.amount, reference, money.bankBalance, money.exposure + money.held);
          const txId = await postTransaction(tx, t, `Transfer ${user.userName} → ${to.userName}`, services.now());
          await recordAudit(tx, auditBy(user, 'transfer.send', userTarget(to), { balance: money.bankBalance }, { balance: money.bankBalance - body.amount, amount: body.amount, txId: String(txId) }));
          // The sender's new row, so the caller's transfer list can show it without reading the list again.
          const [row] = await walletRowsByReference(tx, walletAccount(user.userId), reference, 1);
          return { statusCode: 200, body: { data: { txId, amount: body.amount, toUserName: to.userName, entry: transferEntryView(row!) } } };
        });
        if (!reply.replayed) await publishBalance(services, [user.userId, to.userId]);
        return reply.body;
      }).catch(async (err: unknown) => {
        await auditMoneyInRefusal(db, user, 'transfer.send', userTarget(to), body.amount, err);
        throw err;
      });
    },

    /** The caller's transfers in and out, newest first. */
    async transfers(user: AuthUser) {
      const rows = await walletRowsByReference(db, walletAccount(user.userId), 'transfer:');
      return rows.map(transferEntryView);
    },

    accounts: async (user: AuthUser) => (await bankAccountsOf(db, user.userId)).map(accountView),

    /** Saves a bank account: not twice, and at most MAX_BANK_ACCOUNTS. */
    async addAccount(user: AuthUser, body: NewBankAccount) {
      const duplicate = () => conflict('DUPLICATE_BANK_ACCOUNT', `Account ${body.accountNumber} (${body.ifsc}) is already saved`);
      return locks.run([userLock(user.userId)], async () => {
        if (await sameBankAccount(db, user.userId, body.accountNumber, body.ifsc)) throw duplicate();
        if ((await bankAccountCount(db, user.userId)) >= MAX_BANK_ACCOUNTS) {
          throw invalid(`At most ${MAX_BANK_ACCOUNTS} bank accounts can be saved; remove one first`, 'TOO_MANY_BANK_ACCOUNTS');
        }
        try {
          return accountView(await insertBankAccount(db, { accountId: `ba-${randomUUID()}`, userId: user.userId, ...body }));
        } catch (err) {
          if (isUniqueViolation(err)) throw duplicate();
          throw err;
        }
      });
    },

    async removeAccount(user: AuthUser, accountId: string) {
      if (!(await deleteBankAccount(db, user.userId, accountId))) throw notFound('ACCOUNT_NOT_FOUND', `No saved bank account ${accountId}`);
      return (await bankAccountsOf(db, user.userId)).map(accountView);
    },

    async rewardOffers(user: AuthUser) {
      const now = services.now();
      return (await rewardOffersOf(db, user.userId)).map((r) => offerView(r, now));
    },

    /** Credits a claimable offer to the wallet as `reward:<rewardId>`, once. */
    async claimReward(user: AuthUser, rewardId: string) {
      const claimed = await locks.run([userLock(user.userId)], async () => {
        const offer = await rewardOfferOf(db, user.userId, rewardId);
        if (!offer) throw notFound('REWARD_NOT_FOUND', `No reward ${rewardId}`);
        if (offer.claimedAt) throw conflict('REWARD_ALREADY_CLAIMED', `${offer.description} was already claimed`);
        const now = services.now();
        if (offer.expiresAt && offer.expiresAt <= now) throw conflict('REWARD_EXPIRED', `${offer.description} has expired`);
        await db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as Db;
          // The ledger reference is unique, so even a claim that slipped past the lock credits once.
          await postTransaction(tx, deposit(user.userId, offer.amount, `reward:${offer.rewardId}`), offer.description, now);
          await markRewardClaimed(tx, offer.rewardId, now);
        });
        // With the offer as it stands now (claimed), so the caller's offer list moves without being read again.
        const claimedOffer = offerView({ ...offer, claimedAt: now }, now);
        return { reference: `reward:${offer.rewardId}`, description: offer.description, at: now.toISOString(), amount: offer.amount, claimedOffer };
      });
      await publishBalance(services, [user.userId]);
      return claimed;
    },

    /** The requests of the agent's downline (an operator: everyone's), newest first. */
    async downlineRequests(agent: AuthUser): Promise<BankingRequestView[]> {
      const ids = agent.role === 'operator' ? undefined : (await downlineUsersOf(db, agent)).map((u) => u.userId);
      if (ids && ids.length === 0) return [];
      return (await requestsOfUsers(db, ids)).map((r) => requestView(r.request, r.userName));
    },

    /** Approves (posting the deposit or paying the withdrawal) or rejects a pending request of the agent's downline. */
    async decide(agent: Actor, body: { requestId: string; decision: 'APPROVE' | 'REJECT'; note?: string }): Promise<BankingRequestView> {
      const found = await requestWithOwner(db, body.requestId);
      if (!found || (agent.role !== 'operator' && found.uplineId !== agent.userId)) throw notFound('INVALID_INPUT_DATA', `No request ${body.requestId} in your downline`);
      const target = found.request;
      return locks.run([userLock(target.userId)], async () => {
        const current = await requestOf(db, target.requestId);
        if (!current || current.status !== 'PENDING') throw conflict('REQUEST_ALREADY_DECIDED', `Request ${body.requestId} was already decided`);
        const status = body.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
        const history = [...current.history, { status, at: services.now().toISOString(), by: agent.userName, ...(body.note ? { note: body.note } : {}) }];
        const updated = await db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as Db;
          if (status === 'APPROVED') {
            const reference = `${current.kind === 'DEPOSIT' ? 'deposit' : 'withdrawal'}:${current.requestId}`;
            if (current.kind === 'DEPOSIT') {
              // Checked again at approval (issue #47): a limit lowered, or an exclusion taken, since the request.
              await checkDeposit(tx, current.userId, current.amount, services.now(), { except: current.requestId });
              await offerReferralReward(tx, current.userId, current.amount, services.now());
              await postTransaction(tx, deposit(current.userId, current.amount, reference), `Deposit ${current.utr ?? ''} approved`, services.now());
            } else {
              const money = await balanceView(services, current.userId, tx);
              // The request itself is pending, so it is not held against itself here.
              const held = money.exposure + money.held - current.amount;
              await postTransaction(tx, withdrawal(current.userId, current.amount, reference, money.bankBalance, held), 'Withdrawal paid', services.now());
            }
          }
          const decided = await setRequestDecision(tx, current.requestId, { status, history, decidedBy: agent.userId });
          const act = `${current.kind === 'DEPOSIT' ? 'deposit' : 'withdrawal'}.${status === 'APPROVED' ? 'approve' : 'reject'}`;
          const target = { kind: 'banking_request', id: current.requestId, name: found.userName, userId: current.userId };
          await recordAudit(tx, auditBy(agent, act, target, { status: current.status, amount: current.amount }, { status, amount: current.amount, ...(body.note ? { note: body.note } : {}) }));
          return decided;
        });
        const decided = requestView(updated, found.userName);
        publishBankingRequest(services, decided, { userId: current.userId, uplineId: found.uplineId });
        await publishBalance(services, [current.userId]);
        return decided;
      });
    },

    /** The agent's downline with each account's money. */
    async downlineUsers(agent: AuthUser) {
      const downline = await downlineUsersOf(db, agent);
      return Promise.all(
        downline.map(async (u) => {
          const money = await balanceView(services, u.userId);
          return { userName: u.userName, role: u.role, isLogin: u.isLogin, ...money };
        }),
      );
    },

    /** Approved, rejected and pending requests of the downline decided (or pending) since `from`. */
    async deskTotals(agent: AuthUser, from: Date) {
      if (services.now().getTime() - from.getTime() > DESK_TOTALS_MAX_DAYS * DAY_MS) throw invalid(`since: at most ${DESK_TOTALS_MAX_DAYS} days back`);
      const ids = (await downlineUsersOf(db, agent)).map((u) => u.userId);
      const totals = { ...deskTotals };
      if (ids.length === 0) return totals;
      // Requests decided since `from` (at most 7 days back) were made in the 30 days before it.
      for (const r of await requestsSince(db, ids, new Date(from.getTime() - 30 * DAY_MS))) {
        if (r.status === 'PENDING') {
          totals.pendingCount += 1;
          if (r.kind === 'DEPOSIT') totals.pendingDeposits += r.amount;
          else totals.pendingWithdrawals += r.amount;
          continue;
        }
        const decidedAt = new Date(r.history[r.history.length - 1]?.at ?? 0);
        if (decidedAt < from) continue;
        if (r.status === 'REJECTED') totals.rejectedCount += 1;
        else if (r.kind === 'DEPOSIT') {
          totals.depositsApproved += r.amount;
          totals.depositsApprovedCount += 1;
        } else {
          totals.withdrawalsApproved += r.amount;
          totals.withdrawalsApprovedCount += 1;
        }
      }
      return totals;
    },
  };
}
