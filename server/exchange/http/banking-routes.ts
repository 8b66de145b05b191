import { actorOf } from './client-address';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bankingService } from '../service/banking';
import type { ExchangeServices } from '../service/context';
import { requireActiveUser, requireRole } from './auth-guard';
import { BACKOFFICE_ROLES } from '../domain/hierarchy';
import { hasNoControlChars } from './bank-account-routes';
import { emptyBody, parseBody } from './errors';

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

/** Deposits, withdrawals, transfers and the upline's decisions: bodies checked here, the rules in the banking service. */
export function bankingRoutes(services: ExchangeServices) {
  const { db } = services;
  const banking = bankingService(services);
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/banking/methods', async (request) => {
      const user = await requireActiveUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: await banking.methods(user) };
    });

    app.post('/banking/deposit', async (request, reply) => {
      const user = await requireActiveUser(db, request);
      const body = parseBody(depositBody, request.body);
      return reply.status(201).send({ data: await banking.deposit(user, body) });
    });

    app.post('/banking/withdraw', async (request, reply) => {
      const user = await requireActiveUser(db, request);
      const body = parseBody(withdrawBody, request.body);
      return reply.status(201).send({ data: await banking.withdraw(user, body) });
    });

    app.post('/banking/requests', async (request) => {
      const user = await requireActiveUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: await banking.requests(user) };
    });

    app.post('/banking/request', async (request) => {
      const user = await requireActiveUser(db, request);
      const { requestId } = parseBody(requestIdBody, request.body);
      return { data: await banking.request(user, requestId) };
    });

    app.post('/banking/transfer', async (request) => {
      const user = actorOf(await requireActiveUser(db, request), request);
      return banking.transfer(user, parseBody(transferBody, request.body));
    });

    // Upline and operator: the requests of their downline, and decisions on them.
    app.post('/agent/requests', async (request) => {
      const agent = await requireRole(db, request, [...BACKOFFICE_ROLES]);
      parseBody(emptyBody, request.body);
      return { data: await banking.downlineRequests(agent) };
    });

    app.post('/agent/requests/decide', async (request) => {
      const agent = actorOf(await requireRole(db, request, [...BACKOFFICE_ROLES]), request);
      return { data: await banking.decide(agent, parseBody(decideBody, request.body)) };
    });
  };
}
