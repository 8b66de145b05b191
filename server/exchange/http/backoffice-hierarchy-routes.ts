import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BACKOFFICE_ROLES } from '../domain/hierarchy';
import type { ExchangeServices } from '../service/context';
import { CHILDREN_PAGE_MAX, hierarchyService } from '../service/hierarchy';
import { requireRole } from './auth-guard';
import { actorOf } from './client-address';
import { emptyBody, parseBody } from './errors';

/** Printable text without control characters (NUL included). */
const text = (max: number) => z.string().min(1).max(max).regex(/^[^\p{Cc}]+$/u, 'no control characters');
const userName = z.string().regex(/^[A-Za-z0-9_.-]{3,32}$/, '3–32 letters, digits, . _ -');
const paise = z.number().int().min(1).max(100_000_000_000);
const bps = z.number().int().min(0).max(10_000);

const childrenBody = z
  .object({ parent: userName.nullish(), search: z.string().max(32).regex(/^[^\p{Cc}]*$/u).nullish(), first: z.number().int().min(1).max(CHILDREN_PAGE_MAX).nullish(), after: userName.nullish() })
  .strict();
const userBody = z.object({ userName }).strict();
const createBody = z
  .object({
    userName,
    password: z.string().min(8).max(128).regex(/^[^\p{Cc}]+$/u, 'no control characters'),
    role: z.enum(['super_master', 'master', 'agent', 'bettor']),
    parent: userName.nullish(),
    partnershipBps: bps,
    commissionBps: bps.nullish(),
    creditAmount: paise.nullish(),
  })
  .strict();
const creditBody = z.object({ userName, amount: paise, direction: z.enum(['IN', 'OUT']), idempotencyKey: text(64) }).strict();
const creditReferenceBody = z.object({ userName, creditReference: z.number().int().min(0).max(100_000_000_000) }).strict();
const lockBody = z.object({ userName, locked: z.boolean() }).strict();
const moveBody = z.object({ userName, newParent: userName, reason: text(500) }).strict();

const orUndefined = <T>(v: T | null | undefined): T | undefined => v ?? undefined;

/** The hierarchy in the back office (issue #32): every non-bettor, within its own subtree (service/scope.ts). */
export function backofficeHierarchyRoutes(services: ExchangeServices) {
  const { db } = services;
  const hierarchy = hierarchyService(services);
  const upline = async (request: FastifyRequest) => actorOf(await requireRole(db, request, [...BACKOFFICE_ROLES]), request);
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/backoffice/users/me', async (request) => {
      const caller = await upline(request);
      parseBody(emptyBody, request.body);
      return { data: await hierarchy.me(caller) };
    });

    app.post('/backoffice/users/children', async (request) => {
      const caller = await upline(request);
      const body = parseBody(childrenBody, request.body);
      return { data: await hierarchy.children(caller, { parent: orUndefined(body.parent), search: orUndefined(body.search?.trim() || null), first: orUndefined(body.first), after: orUndefined(body.after) }) };
    });

    app.post('/backoffice/users/card', async (request) => {
      const caller = await upline(request);
      return { data: await hierarchy.card(caller, parseBody(userBody, request.body).userName) };
    });

    app.post('/backoffice/users/create', async (request, reply) => {
      const caller = await upline(request);
      const body = parseBody(createBody, request.body);
      const user = await hierarchy.createUser(caller, { ...body, parent: orUndefined(body.parent), creditAmount: orUndefined(body.creditAmount) });
      return reply.code(201).send({ data: user });
    });

    app.post('/backoffice/users/credit', async (request) => {
      const caller = await upline(request);
      return { data: await hierarchy.credit(caller, parseBody(creditBody, request.body)) };
    });

    app.post('/backoffice/users/credit-reference', async (request) => {
      const caller = await upline(request);
      const body = parseBody(creditReferenceBody, request.body);
      return { data: await hierarchy.setCreditReference(caller, body.userName, body.creditReference) };
    });

    app.post('/backoffice/users/betting-lock', async (request) => {
      const caller = await upline(request);
      const body = parseBody(lockBody, request.body);
      return { data: await hierarchy.setBettingLocked(caller, body.userName, body.locked) };
    });

    app.post('/backoffice/users/login-lock', async (request) => {
      const caller = await upline(request);
      const body = parseBody(lockBody, request.body);
      return { data: await hierarchy.setLoginLocked(caller, body.userName, body.locked) };
    });

    app.post('/backoffice/users/reset-password', async (request) => {
      const caller = await upline(request);
      return { data: await hierarchy.resetPassword(caller, parseBody(userBody, request.body).userName) };
    });

    app.post('/backoffice/users/move', async (request) => {
      const caller = await upline(request);
      return { data: await hierarchy.moveUser(caller, parseBody(moveBody, request.body)) };
    });
  };
}
