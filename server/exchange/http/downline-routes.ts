import { and, asc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bankingRequests, users } from '../db/schema';
import type { ExchangeServices } from '../service/context';
import { balanceView } from '../service/funds';
import type { AuthUser } from '../auth/sessions';
import { requireRole } from './auth-guard';
import { ApiError, emptyBody, parseBody } from './errors';

const isoWithOffset = z.string().datetime({ offset: true });
const totalsBody = z.object({ since: isoWithOffset }).strict();

/** The users an agent looks after (an operator: every agent's and bettor's account but its own). */
async function downlineOf(services: ExchangeServices, agent: AuthUser) {
  const { db } = services;
  const rows = await db
    .select({ userId: users.userId, userName: users.userName, role: users.role, isLogin: users.isLogin })
    .from(users)
    .where(agent.role === 'operator' ? ne(users.userId, agent.userId) : eq(users.uplineId, agent.userId))
    .orderBy(asc(users.userName));
  return rows;
}

/** The upline's desk: its downline's accounts and the day's banking totals. */
export function downlineRoutes(services: ExchangeServices) {
  const { db } = services;
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/agent/users', async (request) => {
      const agent = await requireRole(db, request, ['agent', 'operator']);
      parseBody(emptyBody, request.body);
      const downline = await downlineOf(services, agent);
      const data = await Promise.all(
        downline.map(async (u) => {
          const money = await balanceView(services, u.userId);
          return { userName: u.userName, role: u.role, isLogin: u.isLogin, bankBalance: money.bankBalance, exposure: money.exposure, available: money.available };
        }),
      );
      return { data };
    });

    app.post('/agent/totals', async (request) => {
      const agent = await requireRole(db, request, ['agent', 'operator']);
      const { since } = parseBody(totalsBody, request.body);
      const from = new Date(since);
      if (services.now().getTime() - from.getTime() > 7 * 86_400_000) throw new ApiError(400, 'INVALID_INPUT_DATA', 'since: at most 7 days back');
      const ids = (await downlineOf(services, agent)).map((u) => u.userId);
      const totals = { depositsApproved: 0, depositsApprovedCount: 0, withdrawalsApproved: 0, withdrawalsApprovedCount: 0, rejectedCount: 0, pendingDeposits: 0, pendingWithdrawals: 0, pendingCount: 0 };
      if (ids.length === 0) return { data: totals };
      // Requests decided since `from` (at most 7 days back) were made in the 30 days before it.
      const rows = await db
        .select({ kind: bankingRequests.kind, amount: bankingRequests.amount, status: bankingRequests.status, history: bankingRequests.history })
        .from(bankingRequests)
        .where(and(inArray(bankingRequests.userId, ids), gte(bankingRequests.createdAt, new Date(from.getTime() - 30 * 86_400_000))));
      for (const r of rows) {
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
      return { data: totals };
    });
  };
}
