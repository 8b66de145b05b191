import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { backofficeReports } from '../service/backoffice-reports';
import type { ExchangeServices } from '../service/context';
import { dashboardService } from '../service/dashboard';
import { partnershipService } from '../service/partnership';
import { settleUpService } from '../service/settle-up';
import { assertBackoffice } from '../service/scope';
import { actorOf } from './client-address';
import { requireActiveUser } from './auth-guard';
import { emptyBody, parseBody } from './errors';

const MAX_RANGE_DAYS = 366;
const instant = z.iso.datetime({ offset: true });
const userName = z.string().min(1).max(64);
const bps = z.number().int().min(0).max(10_000);
const inRange = <T extends { from: string; to: string }>(schema: z.ZodType<T>) =>
  schema
    .refine((r) => new Date(r.from) < new Date(r.to), 'from must be before to')
    .refine((r) => new Date(r.to).getTime() - new Date(r.from).getTime() <= MAX_RANGE_DAYS * 86_400_000, `at most ${MAX_RANGE_DAYS} days`);
const rangeBody = inRange(z.object({ from: instant, to: instant }).strict());
const pnlBody = inRange(z.object({ from: instant, to: instant, groupBy: z.enum(['user', 'sport', 'event', 'market']) }).strict());
const partnershipBody = z.object({ userName, partnershipBps: bps, commissionBps: bps.nullable() }).strict();
const settleUpBody = z
  .object({
    downlineUserName: userName,
    amount: z.number().int().min(-1_000_000_000_000).max(1_000_000_000_000).refine((n) => n !== 0, 'amount must not be 0'),
    note: z.string().max(200),
    idempotencyKey: z.string().min(8).max(64),
  })
  .strict();

/** A live session of a back-office user (bettors are PERMISSION_DENIED before their body is read). */
async function upline(db: Db, request: FastifyRequest) {
  const user = await requireActiveUser(db, request);
  assertBackoffice(user);
  return actorOf(user, request);
}

/**
 * The back office's reports (issue #32, docs/adr/partnership.md): downline P&L, my statement,
 * settle-up, dashboard, and a downline's partnership — each scoped to the caller's subtree.
 */
export function backofficeReportsRoutes(services: ExchangeServices) {
  const { db } = services;
  const reports = backofficeReports(services);
  const settleUp = settleUpService(services);
  const dashboard = dashboardService(services);
  const partnership = partnershipService(services);
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/backoffice/reports/pnl', async (request) => {
      const user = await upline(db, request);
      const body = parseBody(pnlBody, request.body);
      return { data: await reports.pnl(user, new Date(body.from), new Date(body.to), body.groupBy) };
    });

    app.post('/backoffice/reports/statement', async (request) => {
      const user = await upline(db, request);
      const body = parseBody(rangeBody, request.body);
      return { data: await reports.statement(user, new Date(body.from), new Date(body.to)) };
    });

    app.post('/backoffice/reports/settle-up', async (request) => {
      const user = await upline(db, request);
      parseBody(emptyBody, request.body);
      return { data: await settleUp.statement(user) };
    });

    app.post('/backoffice/reports/settle-up/record', async (request) => {
      const user = await upline(db, request);
      return { data: await settleUp.record(user, parseBody(settleUpBody, request.body)) };
    });

    app.post('/backoffice/reports/dashboard', async (request) => {
      const user = await upline(db, request);
      parseBody(emptyBody, request.body);
      return { data: await dashboard.dashboard(user) };
    });

    app.post('/backoffice/reports/partnership', async (request) => {
      const user = await upline(db, request);
      return { data: await partnership.setPartnership(user, parseBody(partnershipBody, request.body)) };
    });
  };
}
