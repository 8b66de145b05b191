import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bankAccounts, bankingRequests, depositMethods, users } from '../db/schema';
import { deposit, transfer, withdrawal } from '../domain/ledger';
import { postTransaction } from '../db/queries/ledger';
import { offerReferralReward } from '../db/queries/banking';
import { userLock, type ExchangeServices } from '../service/context';
import { publishBalance, publishBankingRequest, type BankingRequestView } from '../service/banking-events';
import { balanceView } from '../service/funds';
import { idempotent } from '../service/idempotency';
import { requireActiveUser, requireRole } from './auth-guard';
import { hasNoControlChars } from './bank-account-routes';
import { ApiError, emptyBody, parseBody } from './errors';

const amount = z.number().int().positive().max(10_000_000_000);
const idempotencyKey = z.string().min(8).max(64);
/** A UPI / IMPS reference: 12 digits. */
export const UTR_PATTERN = /^[0-9]{12}$/;
const depositBody = z.object({ amount, methodId: z.string().regex(/^[A-Za-z0-9._-]{1,32}$/, 'not a method id'), utr: z.string().trim().regex(UTR_PATTERN, 'a UTR is 12 digits') }).strict();
const withdrawBody = z
  .object({
    amount,
    /** A saved bank account (banking/accounts) instead of a destination. */
    accountId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/).optional(),
    idempotencyKey: idempotencyKey.optional(),
    destination: z.object({
      accountHolder: z.string().trim().min(2).max(64),
      accountNumber: z.string().trim().regex(/^[0-9]{6,20}$/).optional(),
      ifsc: z.string().trim().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/).optional(),
      upiId: z.string().trim().regex(/^[\w.-]{2,64}@[\w.-]{2,32}$/).optional(),
    }).strict().refine((d) => d.upiId || (d.accountNumber && d.ifsc), 'give a UPI id, or an account number with IFSC').optional(),
  })
  .strict()
  .refine((b) => Boolean(b.accountId) !== Boolean(b.destination), 'give a saved accountId or a destination');
const transferBody = z.object({ toUserName: z.string().min(1).max(64).refine(hasNoControlChars, 'no control characters'), amount, idempotencyKey: idempotencyKey.refine(hasNoControlChars, 'no control characters') }).strict();
const requestId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'not a request id');
const requestIdBody = z.object({ requestId }).strict();
const note = z.string().trim().max(200).refine(hasNoControlChars, 'no control characters');
const decideBody = z
  .object({ requestId, decision: z.enum(['APPROVE', 'REJECT']), note: note.optional() })
  .strict()
  .refine((b) => b.decision === 'APPROVE' || Boolean(b.note), { message: 'a rejection needs a reason', path: ['note'] });

type RequestRow = typeof bankingRequests.$inferSelect;
export const requestView = (r: RequestRow, userName: string): BankingRequestView => ({
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

export function bankingRoutes(services: ExchangeServices) {
  const { db, locks } = services;
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/banking/methods', async (request) => {
      const user = await requireActiveUser(db, request);
      parseBody(emptyBody, request.body);
      const rows = await db.select().from(depositMethods).where(eq(depositMethods.siteKey, user.siteKey)).orderBy(asc(depositMethods.sequence));
      return { data: rows.map(({ siteKey: _site, ...m }) => m) };
    });

    app.post('/banking/deposit', async (request, reply) => {
      const user = await requireActiveUser(db, request);
      const body = parseBody(depositBody, request.body);
      const [method] = await db.select().from(depositMethods).where(and(eq(depositMethods.methodId, body.methodId), eq(depositMethods.siteKey, user.siteKey)));
      if (!method) throw new ApiError(404, 'INVALID_INPUT_DATA', `No deposit method '${body.methodId}'`);
      if (body.amount < method.minAmount || body.amount > method.maxAmount) {
        throw new ApiError(400, 'INVALID_BET_SIZE', `${method.name} takes ${method.minAmount / 100}–${method.maxAmount / 100}`);
      }
      const utr = body.utr.toUpperCase();
      const [dup] = await db.select({ requestId: bankingRequests.requestId }).from(bankingRequests).where(eq(bankingRequests.utr, utr));
      if (dup) throw new ApiError(409, 'DUPLICATE_UTR', `UTR ${utr} has already been submitted`);
      const now = services.now().toISOString();
      try {
        const [row] = await db
          .insert(bankingRequests)
          .values({
            requestId: `dep-${randomUUID()}`,
            userId: user.userId,
            kind: 'DEPOSIT',
            amount: body.amount,
            methodId: method.methodId,
            utr,
            history: [{ status: 'PENDING', at: now, note: 'Deposit request received' }],
          })
          .returning();
        const made = requestView(row!, user.userName);
        publishBankingRequest(services, made, user);
        return reply.status(201).send({ data: made });
      } catch (err) {
        if ((err as { code?: string }).code === '23505') throw new ApiError(409, 'DUPLICATE_UTR', `UTR ${utr} has already been submitted`);
        throw err;
      }
    });

    app.post('/banking/withdraw', async (request, reply) => {
      const user = await requireActiveUser(db, request);
      const body = parseBody(withdrawBody, request.body);
      let destination = body.destination as Record<string, string> | undefined;
      if (body.accountId) {
        const [account] = await db.select().from(bankAccounts).where(and(eq(bankAccounts.accountId, body.accountId), eq(bankAccounts.userId, user.userId)));
        if (!account) throw new ApiError(404, 'ACCOUNT_NOT_FOUND', `No saved bank account ${body.accountId}`);
        destination = { accountHolder: account.accountHolder, accountNumber: account.accountNumber, ifsc: account.ifsc, bankName: account.bankName };
      }
      const made = await locks.run([userLock(user.userId)], async () => {
        const hold = async (tx: typeof db) => {
          const money = await balanceView(services, user.userId, tx);
          if (body.amount > money.available) throw new ApiError(400, 'INSUFFICIENT_FUNDS', `Only ${money.available / 100} is available to withdraw`);
          const [row] = await tx
            .insert(bankingRequests)
            .values({
              requestId: `wd-${randomUUID()}`,
              userId: user.userId,
              kind: 'WITHDRAWAL',
              amount: body.amount,
              destination,
              history: [{ status: 'PENDING', at: services.now().toISOString(), note: 'Withdrawal request received' }],
            })
            .returning();
          return requestView(row!, user.userName);
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
      return reply.status(201).send({ data: made.view });
    });

    app.post('/banking/requests', async (request) => {
      const user = await requireActiveUser(db, request);
      parseBody(emptyBody, request.body);
      const rows = await db.select().from(bankingRequests).where(eq(bankingRequests.userId, user.userId)).orderBy(desc(bankingRequests.createdAt)).limit(100);
      return { data: rows.map((r) => requestView(r, user.userName)) };
    });

    app.post('/banking/request', async (request) => {
      const user = await requireActiveUser(db, request);
      const { requestId } = parseBody(requestIdBody, request.body);
      const [row] = await db.select().from(bankingRequests).where(and(eq(bankingRequests.requestId, requestId), eq(bankingRequests.userId, user.userId)));
      if (!row) throw new ApiError(404, 'INVALID_INPUT_DATA', `No request ${requestId}`);
      return { data: requestView(row, user.userName) };
    });

    app.post('/banking/transfer', async (request) => {
      const user = await requireActiveUser(db, request);
      const body = parseBody(transferBody, request.body);
      const [to] = await db.select().from(users).where(eq(users.userName, body.toUserName));
      const related = to && (to.uplineId === user.userId || user.uplineId === to.userId);
      if (!to || !related) throw new ApiError(403, 'PERMISSION_DENIED', 'Transfers go only between a user and their upline or downline');
      return locks.run([userLock(user.userId), userLock(to.userId)], async () => {
        const reply = await idempotent(db, user.userId, body.idempotencyKey, body, async (tx) => {
          const money = await balanceView(services, user.userId, tx);
          const t = transfer(user.userId, to.userId, body.amount, `transfer:${user.userId}:${body.idempotencyKey}`, money.bankBalance, money.exposure + money.pendingWithdrawals);
          const txId = await postTransaction(tx, t, `Transfer ${user.userName} → ${to.userName}`);
          return { statusCode: 200, body: { data: { txId, amount: body.amount, toUserName: to.userName } } };
        });
        if (!reply.replayed) await publishBalance(services, [user.userId, to.userId]);
        return reply.body;
      });
    });

    // Upline and operator: the requests of their downline, and decisions on them.
    app.post('/agent/requests', async (request) => {
      const agent = await requireRole(db, request, ['agent', 'operator']);
      parseBody(emptyBody, request.body);
      const downline = await db.select({ userId: users.userId }).from(users).where(eq(users.uplineId, agent.userId));
      const ids = agent.role === 'operator' ? undefined : downline.map((u) => u.userId);
      if (ids && ids.length === 0) return { data: [] };
      const rows = await db
        .select({ request: bankingRequests, userName: users.userName })
        .from(bankingRequests)
        .innerJoin(users, eq(users.userId, bankingRequests.userId))
        .where(ids ? inArray(bankingRequests.userId, ids) : undefined)
        .orderBy(desc(bankingRequests.createdAt))
        .limit(200);
      return { data: rows.map((r) => requestView(r.request, r.userName)) };
    });

    app.post('/agent/requests/decide', async (request) => {
      const agent = await requireRole(db, request, ['agent', 'operator']);
      const body = parseBody(decideBody, request.body);
      const [found] = await db
        .select({ request: bankingRequests, uplineId: users.uplineId, userName: users.userName })
        .from(bankingRequests)
        .innerJoin(users, eq(users.userId, bankingRequests.userId))
        .where(eq(bankingRequests.requestId, body.requestId));
      if (!found || (agent.role !== 'operator' && found.uplineId !== agent.userId)) throw new ApiError(404, 'INVALID_INPUT_DATA', `No request ${body.requestId} in your downline`);
      const target = found.request;
      return locks.run([userLock(target.userId)], async () => {
        const [current] = await db.select().from(bankingRequests).where(eq(bankingRequests.requestId, target.requestId));
        if (!current || current.status !== 'PENDING') throw new ApiError(409, 'REQUEST_ALREADY_DECIDED', `Request ${body.requestId} was already decided`);
        const status = body.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
        const history = [...current.history, { status, at: services.now().toISOString(), by: agent.userName, ...(body.note ? { note: body.note } : {}) }];
        const updated = await db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as typeof db;
          if (status === 'APPROVED') {
            const reference = `${current.kind === 'DEPOSIT' ? 'deposit' : 'withdrawal'}:${current.requestId}`;
            if (current.kind === 'DEPOSIT') {
              await offerReferralReward(tx, current.userId, current.amount, services.now());
              await postTransaction(tx, deposit(current.userId, current.amount, reference), `Deposit ${current.utr ?? ''} approved`);
            } else {
              const money = await balanceView(services, current.userId, tx);
              // The request itself is pending, so it is not held against itself here.
              const held = money.exposure + money.pendingWithdrawals - current.amount;
              await postTransaction(tx, withdrawal(current.userId, current.amount, reference, money.bankBalance, held), 'Withdrawal paid');
            }
          }
          const [row] = await tx
            .update(bankingRequests)
            .set({ status, history, decidedBy: agent.userId })
            .where(eq(bankingRequests.requestId, current.requestId))
            .returning();
          return row!;
        });
        const decided = requestView(updated, found.userName);
        publishBankingRequest(services, decided, { userId: current.userId, uplineId: found.uplineId });
        await publishBalance(services, [current.userId]);
        return { data: decided };
      });
    });
  };
}
